// The rich-text editor reports its edits as patches relative to the field's value (paths start at
// the block: `[{_key: 'b1'}, 'children', {_key: 's1'}, 'text']`). The form's edit path wants local
// patches at document paths, so each one is moved under the field's path here. Kept free of the
// editor's types: the shapes below are what its patches are, checked at runtime, and a shape the
// form cannot store (an index-range segment) is refused rather than guessed at.
import type {LocalPatch} from '../editing/localPatches.ts'
import type {Path, PathSegment} from '../editing/paths.ts'

/** One patch as the editor emits it (the @portabletext/patches shapes). */
export type EditorPatch =
  | {type: 'set'; path: readonly unknown[]; value: unknown}
  | {type: 'setIfMissing'; path: readonly unknown[]; value: unknown}
  | {type: 'unset'; path: readonly unknown[]}
  | {type: 'insert'; path: readonly unknown[]; position: 'before' | 'after' | 'replace'; items: unknown[]}
  | {type: 'diffMatchPatch'; path: readonly unknown[]; value: string}
  | {type: 'inc' | 'dec'; path: readonly unknown[]; value: unknown}

export class EditorPatchError extends Error {
  override name = 'EditorPatchError'
}

function segmentOf(segment: unknown): PathSegment {
  if (typeof segment === 'string' || typeof segment === 'number') return segment
  if (segment && typeof segment === 'object' && !Array.isArray(segment) && typeof (segment as {_key?: unknown})._key === 'string')
    return {_key: (segment as {_key: string})._key}
  throw new EditorPatchError(`the form cannot address the path segment ${JSON.stringify(segment)}`)
}

/** The editor's path under the field's path. */
export function fieldPathOf(fieldPath: Path, path: readonly unknown[]): Path {
  return [...fieldPath, ...path.map(segmentOf)]
}

/** The local patch that makes the editor's edit at the field's path. */
export function localPatchOf(fieldPath: Path, patch: EditorPatch): LocalPatch {
  const path = fieldPathOf(fieldPath, patch.path)
  switch (patch.type) {
    case 'set':
      // A whole block or span replaced is a value, not text to merge into someone else's typing.
      return typeof patch.value === 'string' ? {type: 'set', path, value: patch.value} : {type: 'set', path, value: patch.value, atomic: true}
    case 'setIfMissing':
      return {type: 'setIfMissing', path, value: patch.value}
    case 'unset':
      return {type: 'unset', path}
    case 'insert':
      if (patch.path.length === 0) throw new EditorPatchError('an insert needs the item it is placed next to')
      return {type: 'insert', path, position: patch.position, items: patch.items}
    case 'diffMatchPatch':
      return {type: 'diffMatchPatch', path, value: patch.value}
    case 'inc':
    case 'dec':
      if (typeof patch.value !== 'number') throw new EditorPatchError(`${patch.type} needs a number`)
      return {type: patch.type, path, value: patch.value}
  }
}

/**
 * The local patches for a run of editor patches: the objects above the field are created first
 * (`ancestors`, outermost first) when the run writes anything, so the first keystroke into a rich
 * text inside a missing object stores that object too.
 */
export function localPatchesOf(fieldPath: Path, patches: readonly EditorPatch[], ancestors: readonly LocalPatch[] = []): LocalPatch[] {
  const mapped = patches.map((patch) => localPatchOf(fieldPath, patch))
  const writes = mapped.some((patch) => patch.type !== 'unset')
  return writes ? [...ancestors, ...mapped] : mapped
}
