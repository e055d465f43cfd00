// Text that changed in the field's value but not in the editor (someone else's typing merged into
// EDGE) as diff-match-patch patches at each span's keyed path. Handed to the editor as remote
// patches, they insert and remove characters where they belong, so a caret in the same span moves
// with the text instead of keeping its numeric offset (typing at the end of a paragraph while
// someone types at its start would otherwise land in the middle of their words).
import {diffPatchText} from '../editing/squash.ts'

export interface RemoteTextPatch {
  type: 'diffMatchPatch'
  path: [{_key: string}, 'children', {_key: string}, 'text']
  value: string
  origin: 'remote'
}

type Block = {_key?: unknown; _type?: unknown; children?: unknown}
type Child = {_key?: unknown; _type?: unknown; text?: unknown}

/** The editor's blocks by key. */
function blocksByKey(blocks: readonly unknown[]): Map<string, Block> {
  const result = new Map<string, Block>()
  for (const block of blocks) {
    const key = (block as Block | null)?._key
    if (typeof key === 'string') result.set(key, block as Block)
  }
  return result
}

/** Whether both lists hold children with the same keys in the same order. */
function sameChildren(before: readonly Child[], after: readonly Child[]): boolean {
  if (before.length !== after.length) return false
  for (let i = 0; i < after.length; i++) if (String(before[i]?._key) !== String(after[i]?._key)) return false
  return true
}

/**
 * The text patches that take the editor's spans to the value's, only in blocks whose children are
 * the same spans in both: a block the editor has just split or marked (its patches still on their
 * way) differs in its spans, and a text diff there would undo the editor's own change. Asked on
 * every keystroke of a body that may hold a thousand blocks, so it compares in place and builds
 * nothing for the blocks that agree.
 */
export function remoteTextPatches(editorValue: readonly unknown[] | undefined, value: readonly unknown[] | undefined): RemoteTextPatch[] {
  if (!editorValue || !value) return []
  const before = blocksByKey(editorValue)
  const patches: RemoteTextPatch[] = []
  for (const block of value) {
    const {_key: blockKey, children} = (block ?? {}) as Block
    if (typeof blockKey !== 'string' || !Array.isArray(children)) continue
    const current = before.get(blockKey)
    if (!current || current === block || !Array.isArray(current.children)) continue
    const was = current.children as Child[]
    if (!sameChildren(was, children as Child[])) continue
    ;(children as Child[]).forEach((child, index) => {
      const previous = was[index]
      if (!child || typeof child._key !== 'string' || typeof child.text !== 'string' || typeof previous?.text !== 'string') return
      if (previous.text === child.text) return
      patches.push({type: 'diffMatchPatch', path: [{_key: blockKey}, 'children', {_key: child._key}, 'text'], value: diffPatchText(previous.text, child.text), origin: 'remote'})
    })
  }
  return patches
}
