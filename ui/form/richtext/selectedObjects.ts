// What the popover toolbar is about: the inline object under the caret, else the annotations on
// the text under it, each as an object target. Answered as one string so that typing inside the
// same annotation re-renders nothing.
import type {EditorSnapshot} from '@portabletext/editor'
import {getActiveAnnotations, getFocusInlineObject, getFocusTextBlock} from '@portabletext/editor/selectors'
import type {ObjectTarget} from './objectEditing.ts'
import {annotationPath} from './objectEditing.ts'

export function selectedObjectsKey(snapshot: EditorSnapshot): string {
  const inline = getFocusInlineObject(snapshot)
  const block = getFocusTextBlock(snapshot)
  if (inline) return JSON.stringify([{kind: 'inline', path: [{_key: block?.node._key ?? ''}, 'children', {_key: inline.node._key}], typeName: inline.node._type}] satisfies ObjectTarget[])
  if (!block) return '[]'
  const targets = getActiveAnnotations(snapshot).map((markDef): ObjectTarget => ({kind: 'annotation', path: annotationPath(block.node._key, markDef._key), typeName: markDef._type}))
  return JSON.stringify(targets)
}

/** The selection over every span of the block that carries the annotation, so removing it removes it whole. */
export function annotationRange(snapshot: EditorSnapshot, blockKey: string, markKey: string) {
  const block = snapshot.context.value.find((candidate) => candidate._key === blockKey) as {children?: {_key: string; text?: string; marks?: string[]}[]} | undefined
  const marked = (block?.children ?? []).filter((child) => child.marks?.includes(markKey))
  const first = marked[0]
  const last = marked.at(-1)
  if (!first || !last) return undefined
  return {
    anchor: {path: [{_key: blockKey}, 'children', {_key: first._key}] as const, offset: 0},
    focus: {path: [{_key: blockKey}, 'children', {_key: last._key}] as const, offset: last.text?.length ?? 0},
  }
}
