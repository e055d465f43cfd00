// The patches of each fix. Items with a `_key` are addressed by it, so a fix still hits the same
// item when someone else inserted before it; items without one (or sharing one) only by index.
import type {LocalPatch} from '../editing/localPatches.ts'
import type {Path, PathSegment} from '../editing/paths.ts'
import {isPlainObject} from './problems.ts'

/** The segment naming item `index` of `items`: its `_key` when that key is its alone. */
export function itemSegment(items: readonly unknown[], index: number): PathSegment {
  const item = items[index]
  if (!isPlainObject(item) || typeof item._key !== 'string' || item._key === '') return index
  const key = item._key
  const shared = items.some((other, at) => at !== index && isPlainObject(other) && other._key === key)
  return shared ? index : {_key: key}
}

/**
 * Removes the items at `indexes`. Index paths are unset from the last to the first, so removing
 * one does not move the next one to be removed.
 */
export function removeItems(path: Path, items: readonly unknown[], indexes: readonly number[]): LocalPatch[] {
  return [...indexes]
    .sort((a, b) => b - a)
    .map((index) => ({type: 'unset', path: [...path, itemSegment(items, index)]}))
}

export function unset(path: Path): LocalPatch[] {
  return [{type: 'unset', path}]
}

export function set(path: Path, value: unknown): LocalPatch[] {
  return [{type: 'set', path, value}]
}
