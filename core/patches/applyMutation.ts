// Patch semantics shared by the studio (optimistic EDGE) and the lake server (the stored truth):
// both delegate to @sanity/mutator so a patch means the same thing on either side.
import {Mutation as MutatorMutation} from '@sanity/mutator'
import type {PatchOperations, SanityDocument} from '../lake/types.ts'
import {validatePatchOperations} from './validatePatch.ts'
import {deepClone as clone} from '../clone.ts'

type Doc = {_id: string; _type: string; [key: string]: unknown}

export class PatchError extends Error {
  override name = 'PatchError'
}

/**
 * Applies the operations of one patch (in the lake's order) to a document. Never mutates the input;
 * the result shares unchanged parts with it (it is the input itself when nothing changed), so treat
 * both as read-only.
 */
export function applyPatch<D extends Doc>(doc: D, operations: PatchOperations): D {
  const problem = validatePatchOperations(operations)
  if (problem) throw new PatchError(problem)
  const {ifRevisionID: _ignored, ...ops} = operations
  try {
    const mutation = new MutatorMutation({mutations: [{patch: {...clone(ops), id: doc._id} as never}]})
    const patched = mutation.apply(doc as never) as unknown as D
    // A patch edits a document's content, never which document it is: `set`/`unset` of `_id` do not stick.
    return patched._id === doc._id ? patched : {...patched, _id: doc._id}
  } catch (err) {
    throw new PatchError(err instanceof Error ? err.message : String(err))
  }
}

/** Applies a sequence of patches; the result is a fresh object. */
export function applyPatches<D extends Doc>(doc: D, patches: PatchOperations[]): D {
  return patches.reduce((current, ops) => applyPatch(current, ops), doc)
}

export type {SanityDocument}
