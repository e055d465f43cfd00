// An inline object among the spans (ED-PT-006): a chip with its preview title, else its type's
// title. Selecting it (a click, or the arrow keys) shows the popover toolbar (ObjectToolbar.tsx), found by the chip's key.
import {useEditor, type InlineObjectRenderProps} from '@portabletext/editor'
import type {ReactElement} from 'react'
import type {KeyedItem} from '../../../core/editing/arrayPatches.ts'
import {useItemPreviewText} from '../arrays/useItemPreviewText.ts'
import {useRichTextObjects} from './objectEditing.ts'
import styles from './Objects.module.css'

export function InlineObjectChip({attributes, children, node, path, selected}: InlineObjectRenderProps): ReactElement {
  const editor = useEditor()
  const {types} = useRichTextObjects()
  const preview = useItemPreviewText(types.inline)(node as KeyedItem)
  return (
    <span {...attributes} className={styles.chip} data-selected={selected || undefined} data-pt-object={node._key}
      // A click on the chip selects it; the editor's own click handling would put the caret beside it.
      onMouseDown={(event) => {
        event.preventDefault()
        editor.send({type: 'select', at: {anchor: {path, offset: 0}, focus: {path, offset: 0}}})
      }}
      onClick={(event) => {
        event.preventDefault()
        event.stopPropagation()
      }}
    >
      <span contentEditable={false}>{preview.title}</span>
      {children}
    </span>
  )
}
