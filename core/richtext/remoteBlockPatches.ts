// Blocks someone else added to or removed from the field's value, as keyed insert and unset patches
// for the editor. Left to the editor's own update from a new value, such a change is applied block
// by block at each index: every block after the change is rewritten into the one before it, and a
// caret in one of them lost its place and went to the start of the body. Applied by key, the other
// blocks stay as they are, and so does the caret. What is not an insertion or a removal (a block
// moved, keys missing or repeated) gives nothing here and is left to the editor's update.

export type RemoteBlockPatch =
  | {type: 'unset'; path: [{_key: string}]; origin: 'remote'}
  | {type: 'insert'; path: [{_key: string}]; position: 'before' | 'after'; items: [unknown]; origin: 'remote'}

/** The blocks' keys, or undefined when one is missing or repeated. */
function keysOf(blocks: readonly unknown[]): string[] | undefined {
  const keys: string[] = []
  const seen = new Set<string>()
  for (const block of blocks) {
    const key = typeof block === 'object' && block !== null ? (block as {_key?: unknown})._key : undefined
    if (typeof key !== 'string' || key === '' || seen.has(key)) return undefined
    seen.add(key)
    keys.push(key)
  }
  return keys
}

function keyAt(blocks: readonly unknown[], index: number): unknown {
  const block = blocks[index]
  return typeof block === 'object' && block !== null ? (block as {_key?: unknown})._key : undefined
}

function sameKeysInPlace(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && keyAt(a, i) !== keyAt(b, i)) return false
  return true
}

/**
 * The patches that take the editor's blocks to the value's when the value only adds and removes
 * blocks around the ones both hold in the same order. Removals come first, then each new block
 * goes after the block before it in the value (or before the first one kept, at the top).
 */
export function remoteBlockPatches(editorValue: readonly unknown[] | undefined, value: readonly unknown[] | undefined): RemoteBlockPatch[] {
  if (!editorValue || !value || editorValue.length === 0 || value.length === 0) return []
  // Asked on every value while someone else edits the field too: the same keys in the same places
  // (nearly always) are found without building anything.
  if (sameKeysInPlace(editorValue, value)) return []
  const shownKeys = keysOf(editorValue)
  const keys = keysOf(value)
  if (!shownKeys || !keys) return []
  const inValue = new Set(keys)
  const shown = new Set(shownKeys)
  const kept = shownKeys.filter((key) => inValue.has(key))
  // Nothing kept: every block is new, and the editor's update replaces them as well as this would.
  if (kept.length === 0) return []
  const keptInValue = keys.filter((key) => shown.has(key))
  if (keptInValue.some((key, i) => key !== kept[i])) return []

  const patches: RemoteBlockPatch[] = []
  for (const key of shownKeys) if (!inValue.has(key)) patches.push({type: 'unset', path: [{_key: key}], origin: 'remote'})
  value.forEach((block, i) => {
    const key = keys[i]!
    if (shown.has(key)) return
    patches.push(
      i === 0
        ? {type: 'insert', path: [{_key: kept[0]!}], position: 'before', items: [block], origin: 'remote'}
        : {type: 'insert', path: [{_key: keys[i - 1]!}], position: 'after', items: [block], origin: 'remote'},
    )
  })
  return patches
}
