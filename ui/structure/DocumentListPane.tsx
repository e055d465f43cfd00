// The second pane: a type's documents, live and most recently changed first, each with its preview
// and status dot. Only the rows in view are rendered (React Aria's Virtualizer).
import {memo, useId, useMemo, useRef} from 'react'
import {GridList, GridListItem, ListLayout, Virtualizer} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import type {DocumentDefinition} from '../../core/schema/index.ts'
import {Button} from '../components/Button.tsx'
import {Preview} from '../components/Preview.tsx'
import {useDescribedByParts} from '../components/describedBy.ts'
import {Loading} from '../components/Spinner.tsx'
import {useKeepFocusWithin} from '../components/keepFocus.ts'
import {CreateDocumentButton} from './CreateDocumentButton.tsx'
import {ListPaneMenu} from './deleted/ListPaneMenu.tsx'
import {pairStatusOf, type ListEntry} from './listEntries.ts'
import {Pane} from './Pane.tsx'
import {previewOf, previewProjection, selectionOfRow} from '../../core/preview/index.ts'
import {usePreviewText} from './previewText.ts'
import {StatusDot} from './StatusDot.tsx'
import {typeTitleOf, useStructure} from './structureContext.ts'
import {useDocumentList} from './useDocumentList.ts'
import {LIST_LIMIT} from './documentList.ts'
import styles from './DocumentListPane.module.css'

/** The parts of a row's preview that describe it, after its title. */
const ROW_DESCRIPTION_PARTS = '[data-preview-part="subtitle"], [data-preview-part="date"], [data-status-dot]'

/** Row height in pixels: a 33 px preview (K-SH-100) with padding. */
const ROW_HEIGHT = 52

export interface DocumentListPaneProps {
  type: DocumentDefinition
  openId: string | null
  backHref: string | null
}

export function DocumentListPane({type, openId, backHref}: DocumentListPaneProps) {
  const {t} = useTranslation('structure')
  const structure = useStructure()
  const titleId = useId()
  const title = typeTitleOf(type)
  const projection = useMemo(() => previewProjection(type, structure.types), [type, structure.types])
  const {state, retry} = useDocumentList(structure.lake, type.name, projection)
  // A row that had the focus may leave the list (its document deleted, here or elsewhere): the
  // focus goes to the list instead of the page.
  const listBox = useRef<HTMLDivElement>(null)
  useKeepFocusWithin(listBox, (box) => box.querySelector<HTMLElement>('[role="grid"]'))
  return (
    <Pane title={title} titleId={titleId} backHref={backHref} size="list" actions={
        <>
          <ListPaneMenu type={type} />
          <CreateDocumentButton type={type} />
        </>
      }>
      <div ref={listBox} className={styles.listBox}>
        {state.status === 'loading' && <Loading label={t('list.loading')} />}
        {state.status === 'error' && (
          <div className={styles.message} role="alert">
            <p>{t('list.error', {message: state.message})}</p>
            <Button onPress={retry}>{t('list.retry')}</Button>
          </div>
        )}
        {state.status === 'ready' &&
          (state.entries.length === 0 ? (
            <p className={styles.message}>{t('list.empty', {type: title})}</p>
          ) : (
            <>
              <Virtualizer layout={ListLayout} layoutOptions={{rowHeight: ROW_HEIGHT, padding: 4}}>
                <GridList aria-label={t('list.label', {type: title})} items={state.entries} className={styles.list}>
                  {(entry) => <DocumentRow entry={entry} type={type} open={entry.id === openId} />}
                </GridList>
              </Virtualizer>
              {state.truncated && <p className={styles.note}>{t('list.truncated', {count: LIST_LIMIT})}</p>}
              {state.refreshError && (
                <div className={`${styles.note} ${styles.refreshError}`} role="status">
                  <p>{t('list.refresh-error', {message: state.refreshError})}</p>
                  <Button onPress={retry}>{t('list.retry')}</Button>
                </div>
              )}
            </>
          ))}
      </div>
    </Pane>
  )
}

/**
 * Makes what a row shows beside its title (subtitle, date, status dot) its description. The parts
 * are referred to where they are: a hidden copy of their text would be found twice by anyone
 * looking for the text on the page.
 */
function RowDescription() {
  const id = useId()
  const ref = useRef<HTMLSpanElement>(null)
  useDescribedByParts(ref, '[role="row"]', ROW_DESCRIPTION_PARTS, id)
  return <span ref={ref} hidden />
}

const DocumentRow = memo(function DocumentRow({entry, type, open}: {entry: ListEntry; type: DocumentDefinition; open: boolean}) {
  const {t} = useTranslation('structure')
  const structure = useStructure()
  const shown = entry.draft ?? entry.published
  const textOf = usePreviewText()
  const preview = shown ? previewOf(type.preview, selectionOfRow(shown)) : null
  const {title, subtitle, untitled} = preview ? textOf(preview, t('document.untitled')) : {title: t('document.untitled'), subtitle: null, untitled: true}
  const status = pairStatusOf(entry)
  return (
    <GridListItem
      id={entry.id}
      textValue={title}
      href={structure.hrefOf({type: type.name, id: entry.id})}
      className={`${styles.row} ${open ? styles.open : ''}`}
    >
      <Preview title={title} subtitle={subtitle} untitled={untitled} media={preview?.invalid ? null : preview?.media} imageUrl={preview?.invalid ? null : preview?.imageUrl} date={preview?.date} status={<StatusDot status={status} editedAt={entry.draft?._updatedAt} />} />
      <RowDescription />
    </GridListItem>
  )
})
