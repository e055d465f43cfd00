// What the editor's object renderings (block cards, inline chips, the popover toolbar) share with
// the input around them: the field's object types and a way to open an object's editor. The
// renderings are drawn by the editor, outside the input's props, so they reach it by context.
import {createContext, useContext} from 'react'
import type {Path} from '../../../core/editing/paths.ts'
import type {RichTextObjectKind, RichTextObjectTypes} from '../../../core/richtext/objectTypes.ts'
import type {CompiledType} from '../../../core/schema/index.ts'

/** An object in the value, by the editor's keyed path (`[{_key}]`, `[{_key}, 'children', {_key}]`, `[{_key}, 'markDefs', {_key}]`). */
export interface ObjectTarget {
  kind: RichTextObjectKind
  path: Path
  typeName: string
}

export interface RichTextObjects {
  types: RichTextObjectTypes
  /** The field cannot be changed here: objects open to be looked at. */
  readOnly: boolean
  /** The text is active and editable: objects may be removed from it. */
  editing: boolean
  open: (target: ObjectTarget) => void
}

export const RichTextObjectsContext = createContext<RichTextObjects | null>(null)

export function useRichTextObjects(): RichTextObjects {
  const objects = useContext(RichTextObjectsContext)
  if (!objects) throw new Error('Rich-text object renderings need the rich-text input around them')
  return objects
}

export function objectTypeOf(types: RichTextObjectTypes, kind: RichTextObjectKind, name: string): CompiledType | undefined {
  return types[kind].find((type) => type.name === name)
}

/** The editor's path of an annotation: the markDef in its block. */
export function annotationPath(blockKey: string, markKey: string): Path {
  return [{_key: blockKey}, 'markDefs', {_key: markKey}]
}

/**
 * Gives the caret back to the text once a dialog or popover over it has closed. React Aria returns
 * focus to whatever opened the overlay (a toolbar button) a frame after the overlay unmounts, and
 * a focus sent to the editor before that is overridden; so the editor takes focus, with its own
 * selection, in the frame after that — unless the editor already clicked into text meanwhile,
 * whose caret must stay where the click put it.
 */
export function focusTextAfterOverlay(editor: {send: (event: {type: 'focus'}) => void}): void {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const active = document.activeElement
      if (active instanceof HTMLElement && (active.isContentEditable || active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement)) return
      editor.send({type: 'focus'})
    }),
  )
}
