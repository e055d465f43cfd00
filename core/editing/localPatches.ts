// A local edit: one patch operation at a path of the document being edited. The form produces
// them; they are applied to EDGE at once and queued until committed.
import type {PatchOperations, SanityDocument} from '../lake/types.ts'
import {applyPatch, PatchError} from '../patches/applyMutation.ts'
import {fastLocalPatch} from './fastPatch.ts'
import {type Path, PathError, pathToString} from './paths.ts'

export type InsertPosition = 'before' | 'after' | 'replace'

export type LocalPatch =
  /**
   * `atomic`: the value is one choice (an option, a date), never text to merge: squash leaves it a
   * set, since a diff applied to someone else's choice would make a value neither of them chose.
   */
  | {type: 'set'; path: Path; value: unknown; atomic?: boolean}
  | {type: 'setIfMissing'; path: Path; value: unknown}
  | {type: 'unset'; path: Path}
  | {type: 'insert'; path: Path; position: InsertPosition; items: unknown[]}
  | {type: 'inc'; path: Path; value: number}
  | {type: 'dec'; path: Path; value: number}
  | {type: 'diffMatchPatch'; path: Path; value: string}

/** The lake's patch operations for one local patch. */
export function toPatchOperations(patch: LocalPatch): PatchOperations {
  const at = pathToString(patch.path)
  switch (patch.type) {
    case 'set':
      return {set: {[at]: patch.value}}
    case 'setIfMissing':
      return {setIfMissing: {[at]: patch.value}}
    case 'unset':
      return {unset: [at]}
    case 'insert':
      return {insert: {[patch.position]: at, items: patch.items}}
    case 'inc':
      return {inc: {[at]: patch.value}}
    case 'dec':
      return {dec: {[at]: patch.value}}
    case 'diffMatchPatch':
      return {diffMatchPatch: {[at]: patch.value}}
  }
}

/**
 * Applies local patches to a document as the lake would. A patch the lake would refuse (a bad
 * path, a diff that no longer fits) is skipped here: the commit will be refused and reported, and
 * the view must not lose the other edits meanwhile.
 */
export function applyLocalPatches(doc: SanityDocument, patches: readonly LocalPatch[]): SanityDocument {
  let current = doc
  for (const patch of patches) {
    const fast = fastLocalPatch(current, patch)
    if (fast) {
      current = fast
      continue
    }
    try {
      current = applyPatch(current, toPatchOperations(patch))
    } catch (error) {
      if (!(error instanceof PatchError) && !(error instanceof PathError)) throw error
    }
  }
  return current
}
