// The editor's text diffs that would be lost: applied to the field's blocks as they are now, a diff
// whose context is no longer in its span and could not be moved to where its text went
// (core/editing/retarget.ts) is skipped by the lake. The form says so instead of hiding it.
import {applyRetargeted} from '../editing/retarget.ts'
import type {LocalPatch} from '../editing/localPatches.ts'
import type {SanityDocument} from '../lake/types.ts'
import type {EditorPatch} from './editorPatches.ts'

/** How many of `patches` (the editor's, in order) are text diffs that would not apply to `blocks`. */
export function unplacedSpanDiffs(blocks: readonly unknown[], patches: readonly EditorPatch[]): number {
  if (!patches.some((patch) => patch.type === 'diffMatchPatch')) return 0
  const doc = {_id: 'field', _type: 'field', _rev: '', _createdAt: '', _updatedAt: '', value: blocks} as unknown as SanityDocument
  const local = patches.map((patch) => ({...patch, path: ['value', ...patch.path]}) as unknown as LocalPatch)
  return applyRetargeted(doc, local).unplaced.length
}
