// Portable text the editor cannot take (ED-PT-042, ED-PT-043): what is wrong with a rich-text
// value and the repair for each problem, as local patches under the field's path. The array-level
// problems (a value that is not a list, blocks without keys or with shared keys) are the form's
// invalid-value gate's; these are the ones inside blocks, plus the same checks again so the
// repairs stand on their own. Each repair removes only what cannot be kept: a block or child of no
// known type; everything else is completed (a key, an empty span, empty text).
import type {LocalPatch} from '../editing/localPatches.ts'
import type {Path, PathSegment} from '../editing/paths.ts'
import {keysUnique} from '../documents/uniqueKeys.ts'

export type RichTextRepairKind = 'removeBlock' | 'removeChild' | 'insertEmptySpan' | 'assignKey' | 'setEmptyText' | 'unsetValue'

export interface RichTextProblem {
  repair: RichTextRepairKind
  /** Where in the value, by index: `[]` (the value), `[block]` or `[block, child]`. */
  at: readonly number[]
  /** The repair's patches, relative to the field's path, addressing blocks and children by key where they have a unique one. */
  patches: LocalPatch[]
}

export interface RichTextTypes {
  /** `_type`s of block objects the field allows. */
  blockObjects: ReadonlySet<string>
  /** `_type`s of inline objects a text block allows. */
  inlineObjects: ReadonlySet<string>
}

type Item = Record<string, unknown>

const isObject = (value: unknown): value is Item => typeof value === 'object' && value !== null && !Array.isArray(value)
const hasKey = (value: Item) => typeof value._key === 'string' && value._key !== ''

/**
 * Each key's count and first index in one pass: asked for every block on every keystroke, a
 * search per item made a 1,000-block body cost a million comparisons a key.
 */
interface KeyIndex {
  count: Map<string, number>
  first: Map<string, number>
}

function keyIndexOf(items: readonly unknown[]): KeyIndex {
  const count = new Map<string, number>()
  const first = new Map<string, number>()
  items.forEach((item, index) => {
    if (!isObject(item) || typeof item._key !== 'string') return
    count.set(item._key, (count.get(item._key) ?? 0) + 1)
    if (!first.has(item._key)) first.set(item._key, index)
  })
  return {count, first}
}

/** A keyed segment where the item has a unique key, else its index (the key is what is being repaired). */
function segmentOf(items: readonly unknown[], keys: KeyIndex, index: number): PathSegment {
  const item = items[index]
  if (!isObject(item) || !hasKey(item)) return index
  return keys.count.get(item._key as string) === 1 ? {_key: item._key as string} : index
}

function duplicated(items: readonly unknown[], keys: KeyIndex, index: number): boolean {
  return keys.first.get((items[index] as Item)._key as string) !== index
}

/** Every problem of the value, in document order; empty when the editor can take it as it is. */
export function richTextProblems(value: unknown, types: RichTextTypes, newKey: () => string): RichTextProblem[] {
  return problemsOf(value, types, newKey, true)
}

/**
 * Blocks found to have nothing wrong inside them, for the types they were checked against. Values
 * are never changed in place (each edit makes new objects along its path), so a block seen before
 * is the same block: on a keystroke only the edited one is looked into again. Whether its key is
 * unique in the list is asked every time.
 */
const sound = new WeakMap<object, RichTextTypes>()

/** The last list found to have nothing wrong, and its types: its blocks need no lookup at all. */
let lastSound: {list: readonly unknown[]; types: RichTextTypes} | null = null

function problemsOf(value: unknown, types: RichTextTypes, newKey: () => string, keyed: boolean): RichTextProblem[] {
  if (value === undefined) return []
  if (!Array.isArray(value)) return [{repair: 'unsetValue', at: [], patches: [{type: 'unset', path: []}]}]
  const list: readonly unknown[] = value
  const problems: RichTextProblem[] = []
  // Usually every block has a key of its own (core/documents/uniqueKeys.ts answers that without
  // indexing the keys); only a list where some do not needs each key's count.
  const allUnique = keysUnique(list)
  const blockKeys = allUnique ? null : keyIndexOf(list)
  const blockSegment = (index: number): PathSegment => (blockKeys ? segmentOf(list, blockKeys, index) : {_key: (list[index] as Item)._key as string})
  const blockDuplicated = (index: number) => blockKeys !== null && duplicated(list, blockKeys, index)
  // A keystroke's list is the last sound one with one block replaced: the others are the same
  // objects in the same places, sound then and, every key being unique, sound now.
  const known = allUnique && lastSound?.types === types && lastSound.list.length === list.length ? lastSound.list : null
  list.forEach((block, blockIndex) => {
    if (known?.[blockIndex] === block) return
    const keyUnique = isObject(block) && hasKey(block) && !blockDuplicated(blockIndex)
    if (keyUnique && sound.get(block) === types) return
    const before = problems.length
    checkBlock(block, blockIndex)
    if (keyUnique && problems.length === before) sound.set(block as object, types)
  })
  // A copy: a caller that changes the list in place must not find its new blocks taken for the old.
  if (problems.length === 0 && allUnique) lastSound = {list: list.slice(), types}
  return problems

  function checkBlock(block: unknown, blockIndex: number): void {
    const at = [blockIndex]
    const blockPath: Path = [keyed ? blockSegment(blockIndex) : blockIndex]
    if (!isObject(block) || (block._type !== 'block' && !types.blockObjects.has(String(block._type)))) {
      problems.push({repair: 'removeBlock', at, patches: [{type: 'unset', path: blockPath}]})
      return
    }
    if (!hasKey(block) || blockDuplicated(blockIndex)) {
      problems.push({repair: 'assignKey', at, patches: [{type: 'set', path: [blockIndex, '_key'], value: newKey()}]})
    }
    if (block._type !== 'block') return
    const children = block.children
    if (!Array.isArray(children) || children.length === 0) {
      const span = {_type: 'span', _key: newKey(), text: '', marks: []}
      problems.push({repair: 'insertEmptySpan', at, patches: [{type: 'set', path: [...blockPath, 'children'], value: [span]}]})
      return
    }
    const childProblems: RichTextProblem[] = []
    const childKeys = keyIndexOf(children)
    children.forEach((child, childIndex) => {
      const childAt = [blockIndex, childIndex]
      const childPath: Path = [...blockPath, 'children', keyed ? segmentOf(children, childKeys, childIndex) : childIndex]
      if (!isObject(child) || (child._type !== 'span' && !types.inlineObjects.has(String(child._type)))) {
        childProblems.push({repair: 'removeChild', at: childAt, patches: [{type: 'unset', path: childPath}]})
        return
      }
      if (!hasKey(child) || duplicated(children, childKeys, childIndex)) {
        childProblems.push({repair: 'assignKey', at: childAt, patches: [{type: 'set', path: [...blockPath, 'children', childIndex, '_key'], value: newKey()}]})
      }
      if (child._type === 'span' && typeof child.text !== 'string') {
        childProblems.push({repair: 'setEmptyText', at: childAt, patches: [{type: 'set', path: [...childPath, 'text'], value: ''}]})
      }
    })
    // A block whose every child goes would be left empty: it gets one empty span instead.
    if (childProblems.filter((problem) => problem.repair === 'removeChild').length === children.length) {
      const span = {_type: 'span', _key: newKey(), text: '', marks: []}
      problems.push({repair: 'insertEmptySpan', at, patches: [{type: 'set', path: [...blockPath, 'children'], value: [span]}]})
    } else problems.push(...childProblems)
  }
}

/**
 * The patches that repair every problem at once, addressing by index (keys are among what is
 * repaired): completions first, then removals from the last to the first so that no index moves
 * under a later patch.
 */
export function repairPatches(value: unknown, types: RichTextTypes, newKey: () => string): LocalPatch[] {
  const problems = problemsOf(value, types, newKey, false)
  const unsetValue = problems.find((problem) => problem.repair === 'unsetValue')
  if (unsetValue) return unsetValue.patches
  const isRemoval = (problem: RichTextProblem) => problem.repair === 'removeBlock' || problem.repair === 'removeChild'
  const removals = problems.filter(isRemoval).sort((a, b) => b.at[0] - a.at[0] || (b.at[1] ?? -1) - (a.at[1] ?? -1))
  return [...problems.filter((problem) => !isRemoval(problem)), ...removals].flatMap((problem) => problem.patches)
}
