// What a tag input (ED-INPUT-031) stores and the patches its edits become. A tag is either a bare
// string or, when the array's member is the seed's Tag item, an object `{_key, _type?, value}`.
// Once the list exists, a tag is added by an insert at its end and removed by an unset of that
// tag alone, so tags two people add or remove at the same time are all kept. String tags have no
// identity and go by index; object tags go by `_key`, which still finds the tag when someone else
// has removed one before it.
import {randomKey} from '../../../core/documents/keys.ts'
import type {LocalPatch} from '../../../core/editing/index.ts'
import type {Path, PathSegment} from '../../../core/editing/paths.ts'
import type {TagShape} from './tagShape.ts'

export {STRING_TAGS, tagItemShapeOf, type TagShape} from './tagShape.ts'

/** One tag shown, and how a patch addresses its item (index for strings, `{_key}` for objects). */
export interface ShownTag {
  text: string
  at: PathSegment | null
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function tagsOf(value: unknown, shape: TagShape): ShownTag[] {
  if (!Array.isArray(value)) return []
  if (shape.kind === 'string') return value.flatMap((item, index) => (typeof item === 'string' ? [{text: item, at: index}] : []))
  return value.flatMap((item) =>
    isRecord(item) && typeof item.value === 'string' ? [{text: item.value, at: typeof item._key === 'string' ? {_key: item._key} : null}] : [],
  )
}

/** A new stored item for a typed tag. */
export function tagItem(text: string, shape: TagShape): unknown {
  if (shape.kind === 'string') return text
  return shape.typeName ? {_key: randomKey(), _type: shape.typeName, value: text} : {_key: randomKey(), value: text}
}

/**
 * A tag edit: the whole new list (undefined unsets the field), and, when the stored list can be
 * patched in place, the patches that do it at the array's path.
 */
export interface TagEdit {
  next: unknown[] | undefined
  patches?: (at: Path) => LocalPatch[]
}

/**
 * Patches address items only when they find exactly the tags shown: by index, when every stored
 * item is a string tag; by key, when the list exists (items the input does not show stay put).
 */
function patchable(value: unknown, shape: TagShape, shown: readonly ShownTag[]): boolean {
  if (!Array.isArray(value) || value.length === 0) return false
  return shape.kind === 'object' || value.length === shown.length
}

/** Adds a typed tag; null when there is nothing to add (empty, or already there). */
export function addTag(value: unknown, shape: TagShape, typed: string): TagEdit | null {
  const text = typed.trim()
  const shown = tagsOf(value, shape)
  if (!text || shown.some((tag) => tag.text === text)) return null
  const item = tagItem(text, shape)
  const next = [...keptWithout(value, shape), item]
  if (!patchable(value, shape, shown)) return {next}
  return {
    next,
    patches: (at) => [
      {type: 'setIfMissing', path: at, value: []},
      {type: 'insert', path: [...at, -1], position: 'after', items: [item]},
    ],
  }
}

/** Removes the shown tags at the given positions (indexes into tagsOf). The last item removed unsets the field. */
export function removeTags(value: unknown, shape: TagShape, positions: ReadonlySet<number>): TagEdit {
  const shown = tagsOf(value, shape)
  const removed = shown.filter((_, position) => positions.has(position))
  const next = keptWithout(value, shape, positions)
  if (next.length === 0) return {next: undefined}
  if (!patchable(value, shape, shown) || removed.some((tag) => tag.at === null)) return {next}
  // From the end, so each index still points at its tag when its unset is applied.
  const targets = shape.kind === 'string' ? removed.map((tag) => tag.at as number).sort((a, b) => b - a) : removed.map((tag) => tag.at!)
  return {next, patches: (at) => targets.map((segment) => ({type: 'unset' as const, path: [...at, segment]}))}
}

/**
 * What a whole-list write keeps: the string tags of a string list (anything else in it cannot be
 * shown as a tag); every item of an object list but the removed ones, since an item the input does
 * not show (no `value` yet) is still someone's item.
 */
function keptWithout(value: unknown, shape: TagShape, positions: ReadonlySet<number> = new Set()): unknown[] {
  if (!Array.isArray(value)) return []
  if (shape.kind === 'string') return value.filter((item) => typeof item === 'string').filter((_, position) => !positions.has(position))
  const isTag = (item: unknown) => isRecord(item) && typeof item.value === 'string'
  const removed = new Set(value.filter(isTag).filter((_, position) => positions.has(position)))
  return value.filter((item) => !removed.has(item))
}
