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

function spanTexts(blocks: readonly unknown[]): Map<string, string> {
  const texts = new Map<string, string>()
  for (const block of blocks) {
    const {_key, children} = (block ?? {}) as Block
    if (typeof _key !== 'string' || !Array.isArray(children)) continue
    for (const child of children as Child[]) {
      if (child && typeof child._key === 'string' && typeof child.text === 'string') texts.set(`${_key}\u0000${child._key}`, child.text)
    }
  }
  return texts
}

/** The text patches that take the editor's spans to the value's, for spans both hold. */
export function remoteTextPatches(editorValue: readonly unknown[] | undefined, value: readonly unknown[] | undefined): RemoteTextPatch[] {
  if (!editorValue || !value) return []
  const before = spanTexts(editorValue)
  const patches: RemoteTextPatch[] = []
  for (const [id, text] of spanTexts(value)) {
    const current = before.get(id)
    if (current === undefined || current === text) continue
    const [blockKey, spanKey] = id.split('\u0000')
    patches.push({type: 'diffMatchPatch', path: [{_key: blockKey}, 'children', {_key: spanKey}, 'text'], value: diffPatchText(current, text), origin: 'remote'})
  }
  return patches
}
