// What the navbar's 'Create' control opens: the filter and the new-document options, in a popover
// on wide screens and a dialog on narrow ones (fullscreen at the narrowest). It loads when the
// control is first opened or when the browser is idle (NewDocumentControl.tsx), so the first screen
// carries only the button.
import {createElement, useMemo, useState, type ComponentType, type CSSProperties, type RefObject} from 'react'
import {
  Autocomplete,
  Dialog,
  Heading,
  Input,
  ListBox,
  ListBoxItem,
  Modal,
  ModalOverlay,
  Popover,
  Text,
  TextField,
  TooltipTriggerStateContext,
  VisuallyHidden,
} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {
  filterNewDocumentOptions,
  NEW_DOCUMENT_ITEM_HEIGHT_PX,
  NEW_DOCUMENT_POPOVER_WIDTH_PX,
  NEW_DOCUMENT_VISIBLE_ITEMS,
  type NewDocumentOption,
} from '../../core/newDocument/index.ts'
import {Button} from '../components/Button.tsx'
import {CloseIcon, DocumentIcon, SearchIcon} from '../components/Icons.tsx'
import {permissionText} from '../structure/permissions.ts'
import {TooltipBubble} from '../structure/TooltipBubble.tsx'
import type {NavbarLayout} from './breakpoints.ts'
import styles from './NewDocumentControl.module.css'

// The sizes of K-SH-048 … K-SH-050, handed to the stylesheet once.
const SIZES = {
  '--new-document-item-height': `${NEW_DOCUMENT_ITEM_HEIGHT_PX}px`,
  '--new-document-visible-items': NEW_DOCUMENT_VISIBLE_ITEMS,
  '--new-document-width': `${NEW_DOCUMENT_POPOVER_WIDTH_PX}px`,
} as CSSProperties

export interface NewDocumentOverlayProps {
  layout: NavbarLayout
  options: NewDocumentOption[]
  /** The roles a denial names (SH-PERM-004). */
  roles: readonly string[]
  onChoose: (option: NewDocumentOption) => void
  onClose: () => void
}

/** Inside the control's DialogTrigger, which opens and places it. */
export function NewDocumentOverlay({layout, ...list}: NewDocumentOverlayProps) {
  const {t} = useTranslation()
  return layout.showTools ? (
    // Without a Dialog inside, the popover is the dialog itself, and React Aria's hidden dismiss
    // buttons sit inside it rather than outside every landmark.
    <Popover placement="bottom start" offset={6} className={styles.popover} style={SIZES} aria-label={t('new-document.title')}>
      <NewDocumentList {...list} showHeading={false} />
    </Popover>
  ) : (
    <ModalOverlay isDismissable className={styles.overlay}>
      <Modal className={[styles.modal, layout.fullscreenOverlays && styles.fullscreen].filter(Boolean).join(' ')} style={SIZES}>
        <Dialog className={styles.dialog}>
          <NewDocumentList {...list} showHeading />
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}

// The reason of the option under the pointer shows as a tooltip with no trigger of its own to open it.
const SHOWN = {isOpen: true, shouldSkipAnimation: true, open: () => {}, close: () => {}}

interface NewDocumentListProps {
  options: NewDocumentOption[]
  /** The roles a denial names (SH-PERM-004). */
  roles: readonly string[]
  onChoose: (option: NewDocumentOption) => void
  onClose: () => void
  /** The dialog (narrow widths) has a heading and a close button; the popover needs neither. */
  showHeading: boolean
}

function NewDocumentList({options, roles, onChoose, onClose, showHeading}: NewDocumentListProps) {
  const {t} = useTranslation()
  const {t: tStructure} = useTranslation('structure')
  const [query, setQuery] = useState('')
  const shown = useMemo(() => filterNewDocumentOptions(options, query), [options, query])
  const disabledKeys = useMemo(() => options.filter((option) => !option.hasPermission).map((option) => option.templateId), [options])
  // Disabled options take neither focus nor React Aria's hover, so their reason shows on the
  // pointer's own enter and leave.
  const [pointed, setPointed] = useState<{option: NewDocumentOption; element: Element} | null>(null)
  // The filter can take the pointed option away without a pointer leave.
  const tooltipFor = pointed && shown.includes(pointed.option) && pointed.element.isConnected ? pointed : null
  const tooltipElement = tooltipFor?.element ?? null
  const tooltipTrigger = useMemo<RefObject<Element | null>>(() => ({current: tooltipElement}), [tooltipElement])

  const reasonOf = (option: NewDocumentOption) =>
    [t('new-document.denied', {type: option.subtitle ?? option.title}), permissionText(tStructure, 'create', option.permission, roles)]
      .filter(Boolean)
      .join('\n')

  return (
    <div className={styles.body}>
      {showHeading && (
        <div className={styles.header}>
          <Heading slot="title" className={styles.heading}>
            {t('new-document.title')}
          </Heading>
          <Button tone="ghost" iconOnly aria-label={t('new-document.close')} onPress={onClose}>
            <CloseIcon />
          </Button>
        </div>
      )}
      {/* The filter scrolls with the list (it stays on top): the scrolling region then holds a
          focusable element, and the arrow keys in the filter scroll it. */}
      <div className={styles.scroller}>
        <Autocomplete inputValue={query} onInputChange={setQuery}>
          <TextField aria-label={t('new-document.filter')} className={styles.filter} autoFocus>
            <SearchIcon className={styles.searchIcon} />
            <Input placeholder={t('new-document.filter-placeholder')} className={styles.input} />
          </TextField>
          <ListBox
            aria-label={t('new-document.options')}
            items={shown}
            disabledKeys={disabledKeys}
            className={styles.list}
            onAction={(key) => {
              const option = options.find((candidate) => candidate.templateId === key)
              if (option?.hasPermission) onChoose(option)
            }}
            renderEmptyState={() => <p className={styles.empty}>{t('new-document.no-results', {query: query.trim()})}</p>}
          >
            {(option) => (
              <ListBoxItem
                id={option.templateId}
                textValue={option.title}
                className={styles.option}
                onPointerEnter={option.hasPermission ? undefined : (event) => setPointed({option, element: event.currentTarget})}
                onPointerLeave={option.hasPermission ? undefined : () => setPointed(null)}
              >
                <OptionContent option={option} reason={option.hasPermission ? null : reasonOf(option)} />
              </ListBoxItem>
            )}
          </ListBox>
        </Autocomplete>
      </div>
      {tooltipFor && (
        // A standalone Tooltip still reads its state from this context (react-aria-components 1.22).
        <TooltipTriggerStateContext.Provider value={SHOWN}>
          <TooltipBubble triggerRef={tooltipTrigger} isOpen placement={showHeading ? 'bottom' : 'end'}>
            {reasonOf(tooltipFor.option)}
          </TooltipBubble>
        </TooltipTriggerStateContext.Provider>
      )}
    </div>
  )
}

function OptionContent({option, reason}: {option: NewDocumentOption; reason: string | null}) {
  const detail = [option.subtitle, option.description].filter(Boolean).join(' · ')
  return (
    <>
      <span className={styles.icon}>
        <OptionIcon icon={option.icon} />
      </span>
      {/* Title and detail together name the option: everything seen is also heard. */}
      <Text slot="label" className={styles.label}>
        <span className={styles.title}>{option.title}</span>
        {detail && (
          <>
            {' '}
            <span className={styles.detail}>{detail}</span>
          </>
        )}
      </Text>
      {reason && (
        <Text slot="description">
          <VisuallyHidden>{reason}</VisuallyHidden>
        </Text>
      )}
    </>
  )
}

/** A configured icon is a component (as in the configuration's types); anything else gets the document icon. */
function OptionIcon({icon}: {icon: unknown}) {
  return typeof icon === 'function' ? createElement(icon as ComponentType) : <DocumentIcon />
}

