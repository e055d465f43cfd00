// Restoring a revision (seeds: restore): the document as it was, written over the draft (or, for a
// live-edit type, the published version) with one createOrReplace — its `_id` set to the target,
// `_updatedAt` and `_rev` left to the lake, and references to documents that no longer exist taken
// out, since the lake would refuse strong ones and weak ones would point at nothing. A reference
// in an array goes with its item; a reference field holding one is unset (SH-HIST-044).
import type {Mutation} from '../lake/types.ts'

export const revisionNotFound = (id: string, rev: string) => `Unable to find document with ID ${id} at revision ${rev}`

type Value = unknown

function isMissingReference(value: Value, exists: (id: string) => boolean): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  const ref = (value as {_ref?: unknown})._ref
  // A cross-dataset reference points elsewhere; this dataset cannot say whether it exists.
  return typeof ref === 'string' && (value as {_dataset?: unknown})._dataset === undefined && !exists(ref)
}

/** The value without references to missing documents; `undefined` when it is one itself. */
function withoutMissing(value: Value, exists: (id: string) => boolean): Value {
  if (isMissingReference(value, exists)) return undefined
  if (Array.isArray(value)) return value.filter((item) => !isMissingReference(item, exists)).map((item) => withoutMissing(item, exists))
  if (value && typeof value === 'object') {
    const out: Record<string, Value> = {}
    for (const [key, inner] of Object.entries(value)) {
      const kept = withoutMissing(inner, exists)
      if (kept !== undefined) out[key] = kept
    }
    return out
  }
  return value
}

/** Every id a value references (outside other datasets), to ask the lake which still exist. */
export function referencedIds(value: Value): string[] {
  const ids = new Set<string>()
  const stack: Value[] = [value]
  while (stack.length > 0) {
    const next = stack.pop()
    if (Array.isArray(next)) stack.push(...next)
    else if (next && typeof next === 'object') {
      const object = next as Record<string, Value>
      if (typeof object._ref === 'string' && object._dataset === undefined) ids.add(object._ref)
      for (const key in object) stack.push(object[key])
    }
  }
  return [...ids]
}

/**
 * The mutation that restores `revision` (the document as it was) onto `targetId`. `exists` says
 * which referenced documents are still there (published or draft).
 */
export function restoreMutation(revision: Readonly<Record<string, Value>>, targetId: string, exists: (id: string) => boolean): Mutation {
  const {_updatedAt, _rev, ...content} = revision
  const document = withoutMissing(content, exists) as Record<string, Value>
  return {createOrReplace: {...document, _id: targetId, _type: String(revision._type)}} as Mutation
}
