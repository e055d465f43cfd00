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

/** Per block key: its children's keys in order, and each span's text. */
function blocksOf(blocks: readonly unknown[]): Map<string, {children: string; texts: Map<string, string>}> {
  const result = new Map<string, {children: string; texts: Map<string, string>}>()
  for (const block of blocks) {
    const {_key, children} = (block ?? {}) as Block
    if (typeof _key !== 'string' || !Array.isArray(children)) continue
    const texts = new Map<string, string>()
    for (const child of children as Child[]) if (child && typeof child._key === 'string' && typeof child.text === 'string') texts.set(child._key, child.text)
    result.set(_key, {children: (children as Child[]).map((child) => String(child?._key)).join('\u0000'), texts})
  }
  return result
}

/**
 * The text patches that take the editor's spans to the value's, only in blocks whose children are
 * the same spans in both: a block the editor has just split or marked (its patches still on their
 * way) differs in its spans, and a text diff there would undo the editor's own change.
 */
export function remoteTextPatches(editorValue: readonly unknown[] | undefined, value: readonly unknown[] | undefined): RemoteTextPatch[] {
  if (!editorValue || !value) return []
  const before = blocksOf(editorValue)
  const patches: RemoteTextPatch[] = []
  for (const [blockKey, block] of blocksOf(value)) {
    const current = before.get(blockKey)
    if (!current || current.children !== block.children) continue
    for (const [spanKey, text] of block.texts) {
      const was = current.texts.get(spanKey)
      if (was === undefined || was === text) continue
      patches.push({type: 'diffMatchPatch', path: [{_key: blockKey}, 'children', {_key: spanKey}, 'text'], value: diffPatchText(was, text), origin: 'remote'})
    }
  }
  return patches
}
