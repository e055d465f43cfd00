// What changed in a document between two of its versions, field by field, as the review of a
// history range shows it: each top-level field that differs, with who changed it (fieldAuthors)
// and a description a reader can follow — text as word differences, references as the documents
// they point to, images and files as the asset before and after (with hotspot and crop), rich
// text block by block, other arrays as items added, removed and moved (by `_key`), objects by the
// sub-fields that differ, anything else as the value before and after.
import {wordDiff, type WordDiffSegment} from './wordDiff.ts'

type Doc = Record<string, unknown>

export interface AssetSide {
  ref: string
  hotspot?: unknown
  crop?: unknown
}

export interface BlockChange {
  key: string
  action: 'added' | 'removed' | 'changed'
  segments: WordDiffSegment[]
}

export type ValueChange =
  | {kind: 'text'; segments: WordDiffSegment[]}
  | {kind: 'reference'; before: string | null; after: string | null}
  | {kind: 'asset'; before: AssetSide | null; after: AssetSide | null}
  | {kind: 'blocks'; blocks: BlockChange[]; moved: number}
  | {kind: 'array'; added: number; removed: number; moved: number; changed: number}
  | {kind: 'object'; fields: string[]}
  | {kind: 'value'; before: unknown; after: unknown}

export interface FieldChange {
  field: string
  /** Whether the field came, went or changed between the two versions. */
  action: 'added' | 'removed' | 'changed'
  change: ValueChange
  authors: string[]
}

const SYSTEM_FIELDS = new Set(['_id', '_rev', '_updatedAt', '_createdAt', '_type'])

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

const isObject = (value: unknown): value is Doc => typeof value === 'object' && value !== null && !Array.isArray(value)

function keyOf(item: unknown, index: number): string {
  return isObject(item) && typeof item._key === 'string' ? `k:${item._key}` : `i:${index}`
}

/** Items by key: added, removed, kept but changed, and kept but in another order. */
function arrayChange(before: unknown[], after: unknown[]): ValueChange {
  const oldItems = new Map(before.map((item, index) => [keyOf(item, index), item]))
  const newItems = new Map(after.map((item, index) => [keyOf(item, index), item]))
  const kept = [...newItems.keys()].filter((key) => oldItems.has(key))
  const keptBefore = [...oldItems.keys()].filter((key) => newItems.has(key))
  // Moved: kept items whose position among the kept ones changed.
  const moved = kept.filter((key, index) => keptBefore[index] !== key).length
  return {
    kind: 'array',
    added: [...newItems.keys()].filter((key) => !oldItems.has(key)).length,
    removed: [...oldItems.keys()].filter((key) => !newItems.has(key)).length,
    moved,
    changed: kept.filter((key) => !same(oldItems.get(key), newItems.get(key))).length,
  }
}

const refOf = (value: unknown): string | null => (isObject(value) && typeof value._ref === 'string' ? value._ref : null)

function assetOf(value: unknown): AssetSide | null {
  if (!isObject(value) || !isObject(value.asset) || typeof value.asset._ref !== 'string') return null
  return {ref: value.asset._ref, ...(value.hotspot !== undefined ? {hotspot: value.hotspot} : {}), ...(value.crop !== undefined ? {crop: value.crop} : {})}
}

const isBlock = (item: unknown) => isObject(item) && item._type === 'block'

/** The text of a block: its spans' text, joined. */
export function blockText(block: unknown): string {
  if (!isObject(block) || !Array.isArray(block.children)) return ''
  return block.children.map((child) => (isObject(child) && typeof child.text === 'string' ? child.text : '')).join('')
}

/** Rich text, block by block (by `_key`): added, removed, and changed with their words. */
function blocksChange(before: unknown[], after: unknown[]): ValueChange {
  const array = arrayChange(before, after) as Extract<ValueChange, {kind: 'array'}>
  const oldItems = new Map(before.map((item, index) => [keyOf(item, index), item]))
  const newItems = new Map(after.map((item, index) => [keyOf(item, index), item]))
  const blocks: BlockChange[] = []
  for (const [key, item] of newItems) {
    const old = oldItems.get(key)
    if (old === undefined) blocks.push({key, action: 'added', segments: wordDiff('', blockText(item))})
    else if (!same(old, item)) blocks.push({key, action: 'changed', segments: wordDiff(blockText(old), blockText(item))})
  }
  for (const [key, item] of oldItems) if (!newItems.has(key)) blocks.push({key, action: 'removed', segments: wordDiff(blockText(item), '')})
  return {kind: 'blocks', blocks, moved: array.moved}
}

export function valueChange(before: unknown, after: unknown): ValueChange {
  const refs = [refOf(before), refOf(after)]
  if ((refs[0] || before === undefined) && (refs[1] || after === undefined) && (refs[0] || refs[1])) return {kind: 'reference', before: refs[0], after: refs[1]}
  const assets = [assetOf(before), assetOf(after)]
  if ((assets[0] || before === undefined) && (assets[1] || after === undefined) && (assets[0] || assets[1])) return {kind: 'asset', before: assets[0], after: assets[1]}
  const list = (value: unknown) => (Array.isArray(value) ? value : [])
  if ((Array.isArray(before) || Array.isArray(after)) && [...list(before), ...list(after)].some(isBlock)) {
    if ((before === undefined || Array.isArray(before)) && (after === undefined || Array.isArray(after))) return blocksChange(list(before), list(after))
  }
  if (typeof before === 'string' && typeof after === 'string') return {kind: 'text', segments: wordDiff(before, after)}
  if ((before === undefined || typeof before === 'string') && typeof after === 'string') return {kind: 'text', segments: wordDiff('', after)}
  if (typeof before === 'string' && after === undefined) return {kind: 'text', segments: wordDiff(before, '')}
  if (Array.isArray(before) || Array.isArray(after)) {
    if ((before === undefined || Array.isArray(before)) && (after === undefined || Array.isArray(after))) return arrayChange(before ?? [], after ?? [])
  }
  if (isObject(before) && isObject(after) && before._type === after._type) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    return {kind: 'object', fields: keys.filter((key) => key !== '_key' && !same(before[key], after[key]))}
  }
  return {kind: 'value', before, after}
}

/** The fields that differ between `before` and `after`, in the order the document lists them. */
export function documentChanges(before: Doc | null, after: Doc | null, authors: ReadonlyMap<string, readonly string[]> = new Map()): FieldChange[] {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])]
  return fields
    .filter((field) => !SYSTEM_FIELDS.has(field) && !same(before?.[field], after?.[field]))
    .map((field) => {
      const old = before?.[field]
      const next = after?.[field]
      return {
        field,
        action: old === undefined ? 'added' : next === undefined ? 'removed' : 'changed',
        change: valueChange(old, next),
        authors: [...(authors.get(field) ?? [])],
      }
    })
}
