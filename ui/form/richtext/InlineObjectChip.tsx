// An inline object among the spans (ED-PT-006): a chip with its preview title, else its type's
// title. Selecting it (a click, or the arrow keys) shows the popover toolbar (ObjectToolbar.tsx),
// found by the chip's key. A click is the editor's own to handle: it selects the object whether
// or not the text has focus. The chip's text stays selectable (no `user-select: none`): the
// editor keeps its DOM caret inside the chip, and Chromium moved a caret found in unselectable
// content to the block's start on the next click.
import type {InlineObjectRenderProps} from '@portabletext/editor'
import type {ReactElement} from 'react'
import type {KeyedItem} from '../../../core/editing/arrayPatches.ts'
import {useItemPreviewText} from '../arrays/useItemPreviewText.ts'
import {useRichTextObjects} from './objectEditing.ts'
import styles from './Objects.module.css'

export function InlineObjectChip({attributes, children, node, selected}: InlineObjectRenderProps): ReactElement {
  const {types} = useRichTextObjects()
  const preview = useItemPreviewText(types.inline)(node as KeyedItem)
  return (
    <span {...attributes} className={styles.chip} data-selected={selected || undefined} data-pt-object={node._key}>
      <span contentEditable={false}>{preview.title}</span>
      {children}
    </span>
  )
}
