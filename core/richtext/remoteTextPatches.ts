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

/** The value's blocks the editor holds under the same key as other objects, with both lists of children. */
function* changedBlocks(editorValue: readonly unknown[] | undefined, value: readonly unknown[] | undefined) {
  if (!editorValue || !value) return
  const before = blocksByKey(editorValue)
  for (const block of value) {
    const {_key: blockKey, children} = (block ?? {}) as Block
    if (typeof blockKey !== 'string' || !Array.isArray(children)) continue
    const current = before.get(blockKey)
    if (!current || current === block || !Array.isArray(current.children)) continue
    yield {block: block as Block, blockKey, current, was: current.children as Child[], children: children as unknown[]}
  }
}

/**
 * The text patches that take the editor's spans to the value's, only in blocks whose children are
 * the same spans in both: a block the editor has just split or marked (its patches still on their
 * way) differs in its spans, and a text diff there would undo the editor's own change. Asked on
 * every keystroke of a body that may hold a thousand blocks, so it compares in place and builds
 * nothing for the blocks that agree.
 */
export function remoteTextPatches(editorValue: readonly unknown[] | undefined, value: readonly unknown[] | undefined): RemoteTextPatch[] {
  const patches: RemoteTextPatch[] = []
  for (const {blockKey, was, children} of changedBlocks(editorValue, value)) {
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

export type RemoteSpanPatch =
  | RemoteTextPatch
  | {type: 'insert'; path: [{_key: string}, 'children', {_key: string}]; position: 'before' | 'after'; items: [unknown]; origin: 'remote'}
  | {type: 'unset'; path: [{_key: string}, 'children', {_key: string}]; origin: 'remote'}
  | {type: 'set'; path: [{_key: string}, 'children', {_key: string}, string]; value: unknown; origin: 'remote'}

/** The children's keys, or undefined when one is not a keyed object or a key is repeated. */
function childKeys(children: readonly unknown[]): string[] | undefined {
  const keys: string[] = []
  const seen = new Set<string>()
  for (const child of children) {
    const key = typeof child === 'object' && child !== null ? (child as Child)._key : undefined
    if (typeof key !== 'string' || key === '' || seen.has(key)) return undefined
    seen.add(key)
    keys.push(key)
  }
  return keys
}

const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)

/**
 * Someone else re-cut the spans of a block (marked a word: one span became three), as span patches
 * by key: new spans inserted after the one before them, spans gone unset, and in the spans both
 * hold the text as a diff and every other changed field set. Left to the editor's update, a block
 * the editor is typing in is deferred while its keys are in flight, and its next keys went to the
 * old span, whose text had moved. Only where the spans both hold keep their order (anything else is
 * left to the editor's update), and only for blocks whose other fields are the same.
 */
export function remoteSpanPatches(editorValue: readonly unknown[] | undefined, value: readonly unknown[] | undefined): RemoteSpanPatch[] {
  const patches: RemoteSpanPatch[] = []
  for (const {block, blockKey, current, was, children} of changedBlocks(editorValue, value)) {
    if (sameChildren(was, children as Child[])) continue
    const {children: _a, ...restNow} = block as Record<string, unknown>
    const {children: _b, ...restWas} = current as Record<string, unknown>
    if (!sameJson(restNow, restWas)) continue
    const shownKeys = childKeys(was)
    const keys = childKeys(children)
    if (!shownKeys || !keys || shownKeys.length === 0) continue
    const inValue = new Set(keys)
    const shown = new Set(shownKeys)
    const kept = shownKeys.filter((key) => inValue.has(key))
    if (keys.filter((key) => shown.has(key)).some((key, i) => key !== kept[i])) continue
    const at = (key: string): [{_key: string}, 'children', {_key: string}] => [{_key: blockKey}, 'children', {_key: key}]
    let previous: string | undefined
    ;(children as Child[]).forEach((child, i) => {
      const key = keys[i]!
      if (!shown.has(key)) {
        patches.push(
          previous === undefined
            ? {type: 'insert', path: at(kept[0] ?? shownKeys[0]!), position: 'before', items: [child], origin: 'remote'}
            : {type: 'insert', path: at(previous), position: 'after', items: [child], origin: 'remote'},
        )
      }
      previous = key
    })
    for (const key of shownKeys) if (!inValue.has(key)) patches.push({type: 'unset', path: at(key), origin: 'remote'})
    ;(children as Child[]).forEach((child, i) => {
      const key = keys[i]!
      if (!shown.has(key)) return
      const old = was.find((c) => c._key === key)! as Record<string, unknown>
      const now = child as Record<string, unknown>
      for (const field of new Set([...Object.keys(old), ...Object.keys(now)])) {
        if (field === '_key' || sameJson(old[field], now[field])) continue
        if (field === 'text' && typeof old.text === 'string' && typeof now.text === 'string') {
          patches.push({type: 'diffMatchPatch', path: [...at(key), 'text'], value: diffPatchText(old.text, now.text), origin: 'remote'})
        } else if (now[field] !== undefined) {
          patches.push({type: 'set', path: [...at(key), field], value: now[field], origin: 'remote'})
        }
      }
    })
  }
  return patches
}
