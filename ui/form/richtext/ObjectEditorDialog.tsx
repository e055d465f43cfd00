// The editor of a block object, inline object or annotation (ED-PT-036): the array item editor's
// dialog, titled from the schema type, rendering the object's fields with the form's own inputs at
// the object's path in the document, so each edit is a patch there and comes back to the text
// editor through the field's value. Closing returns the caret to the text.
import {useEditor} from '@portabletext/editor'
import {useMemo, type RefObject} from 'react'
import type {Path} from '../../../core/editing/paths.ts'
import {objectTypeTitleOf} from '../../../core/richtext/objectTypes.ts'
import {ItemEditor} from '../arrays/ItemEditor.tsx'
import type {ObjectScope} from '../fieldPath.ts'
import {focusTextAfterOverlay, objectTypeOf, type ObjectTarget, type RichTextObjects} from './objectEditing.ts'

interface ObjectEditorDialogProps {
  target: ObjectTarget
  fieldPath: Path
  scope: ObjectScope
  types: RichTextObjects['types']
  readOnly: boolean
  anchor: RefObject<HTMLElement | null>
  onClose: () => void
}

const MODAL = {type: 'dialog', width: 1} as const

export function ObjectEditorDialog({target, fieldPath, scope, types, readOnly, anchor, onClose}: ObjectEditorDialogProps) {
  const editor = useEditor()
  const type = objectTypeOf(types, target.kind, target.typeName)
  const itemPath = useMemo(() => [...fieldPath, ...target.path], [fieldPath, target.path])
  if (!type) return null
  const close = () => {
    onClose()
    focusTextAfterOverlay(editor)
  }
  return <ItemEditor itemPath={itemPath} type={type} title={objectTypeTitleOf(type)} scope={scope} readOnly={readOnly} modal={MODAL} anchor={anchor} onClose={close} />
}
