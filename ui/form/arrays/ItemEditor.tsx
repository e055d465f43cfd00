// An opened item (ED-ARR-020, ED-ARR-021): its fields, rendered by the form's own member rendering
// at the item's path, in a dialog or, with `modal.type: 'popover'`, in a popover by its card. The
// item's type is handed to the layout's unknown-fields panel (ED-FORM-006), which lists the
// fields the item holds but its type does not declare, each removable by an unset at its path.
import {useMemo, type CSSProperties, type ReactNode, type RefObject} from 'react'
import {Dialog, Heading, Modal, ModalOverlay, Popover} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {ARRAY_MODAL_WIDTHS_PX} from '../../../core/editing/arrayConstants.ts'
import type {Path} from '../../../core/editing/paths.ts'
import {formLayoutOf, type CompiledType} from '../../../core/schema/index.ts'
import {Button} from '../../components/Button.tsx'
import {FocusFirstField} from '../../components/FocusFirstField.tsx'
import type {ObjectScope} from '../fieldPath.ts'
import {FieldPathContext} from '../FieldMarkers.tsx'
import {useForm} from '../formContext.ts'
import {ObjectTypeContext, type ObjectTypeAt} from '../invalid/objectTypeContext.ts'
import {ReferenceItemInput} from '../references/ReferenceItemInput.tsx'
import {typeTitleOf, type ArrayOptions} from './arrayItems.ts'
import {AssetField} from '../assets/AssetField.tsx'
import dialogStyles from '../../components/Dialog.module.css'
import styles from './Arrays.module.css'

export interface ItemEditorProps {
  itemPath: Path
  type: CompiledType
  title: string
  /** The scope of the object holding the array: the item's fields create what is above it. */
  scope: ObjectScope
  readOnly: boolean
  modal: ArrayOptions['modal']
  anchor: RefObject<HTMLElement | null>
  onClose: () => void
}

function widthOf(width: number | 'auto'): string {
  if (width === 'auto') return 'auto'
  const step = Math.min(ARRAY_MODAL_WIDTHS_PX.length - 1, Math.max(0, Math.round(width)))
  return `min(${ARRAY_MODAL_WIDTHS_PX[step]}px, 100%)`
}

export function ItemEditor({itemPath, type, title, scope, readOnly, modal, anchor, onClose}: ItemEditorProps) {
  const {t} = useTranslation('form')
  const {LayoutBody} = useForm()
  const layout = useMemo(() => formLayoutOf(type), [type])
  const objectAt = useMemo<ObjectTypeAt>(() => ({path: itemPath, type}), [itemPath, type])
  const inner = useMemo<ObjectScope>(() => ({path: itemPath, ancestors: scope.ancestors, readOnly: scope.readOnly || readOnly}), [itemPath, scope, readOnly])
  const heading = t(readOnly ? 'array.editor-title-read-only' : 'array.editor-title', {title})
  const body: ReactNode = (
    <Dialog className={`${dialogStyles.dialog} ${styles.editor}`}>
      <Heading slot="title" className={dialogStyles.heading}>
        {heading}
      </Heading>
      <FocusFirstField>
      <FieldPathContext.Provider value={itemPath}>
        <ObjectTypeContext.Provider value={objectAt}>
          {type.intrinsic === 'reference' ? (
            <ReferenceItemInput itemPath={itemPath} type={type} scope={scope} readOnly={scope.readOnly || readOnly} onCreated={onClose} />
          ) : type.intrinsic === 'image' || type.intrinsic === 'file' ? (
            // The item is the image or file value itself: its input, with the type's own fields below.
            <AssetField
              kind={type.intrinsic}
              field={{name: type.name, type, groups: []}}
              info={{name: type.name, title: typeTitleOf(type), definition: type.definition}}
              path={itemPath}
              scope={scope}
              readOnly={scope.readOnly || readOnly}
            />
          ) : (
            <LayoutBody layout={layout} scope={inner} label={title} />
          )}
        </ObjectTypeContext.Provider>
      </FieldPathContext.Provider>
      </FocusFirstField>
      <div className={dialogStyles.actions}>
        <Button onPress={onClose}>{t('array.close')}</Button>
      </div>
    </Dialog>
  )
  const onOpenChange = (open: boolean) => !open && onClose()
  if (modal.type === 'popover')
    return (
      <Popover
        isOpen
        triggerRef={anchor}
        onOpenChange={onOpenChange}
        placement="bottom"
        className={styles.popover}
        style={{width: widthOf(modal.width)} as CSSProperties}
      >
        {body}
      </Popover>
    )
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={onOpenChange} className={dialogStyles.overlay}>
      <Modal className={dialogStyles.modal} style={{width: widthOf(modal.width)}}>
        {body}
      </Modal>
    </ModalOverlay>
  )
}
