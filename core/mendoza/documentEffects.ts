// Effects of a transaction on one document, in the form the official consumers apply them: over
// the document WITHOUT `_rev`, which they then set from the transaction. An effect computed over
// documents that include `_rev` shifts every key position after it by one for those consumers
// (phantom edits in history, and a decoder crash on publish).
import {applyPatch} from 'mendoza'
import {effectsOf, type MendozaEffects, type MendozaPatch} from './encode.ts'

type Doc = {_rev?: unknown; [key: string]: unknown}

function withoutRev<T extends Doc | null | undefined>(doc: T): T {
  if (!doc || !('_rev' in doc)) return doc
  const {_rev: _ignored, ...rest} = doc
  return rest as T
}

/** `{apply, revert}` between two revisions of a document (null: it does not exist). */
export function documentEffectsOf(before: Doc | null, after: Doc | null): MendozaEffects {
  return effectsOf(withoutRev(before), withoutRev(after))
}

/** Applies one side of a document's effects, as consumers do: to it without `_rev`, then `_rev` set. */
export function applyDocumentEffect<T extends Doc>(doc: T | null, patch: MendozaPatch, rev: string): T | null {
  const next = applyPatch(withoutRev(doc) as never, patch as never) as T | null
  return next === null ? null : {...next, _rev: rev}
}
