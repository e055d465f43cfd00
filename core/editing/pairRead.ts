// A pair as the lake's doc endpoint answers it. The endpoint leaves out what it does not give and
// says why: `existence` (there is no such document) or `permission` (there is one, and the user may
// not read it). Only the first is an empty half: taking the second for one would show a document
// someone may not read as a new, empty one, and the first edit would then be refused.
import type {DocResponse} from '../lake/types.ts'
import type {PairDocuments} from './pair.ts'

export class PairReadDeniedError extends Error {
  override name = 'PairReadDeniedError'
  /** The ids the lake left out for permission, published before draft. */
  readonly ids: readonly string[]
  constructor(ids: readonly string[]) {
    super(`You do not have permission to read this document (${ids.join(', ')})`)
    this.ids = ids
  }
}

export function isPairReadDenied(error: unknown): error is PairReadDeniedError {
  return error instanceof PairReadDeniedError
}

/** The pair in `response`; throws PairReadDeniedError when a half was left out for permission. */
export function pairFromDocResponse(ids: {publishedId: string; draftId: string}, response: DocResponse): PairDocuments {
  const denied = new Set((response.omitted ?? []).filter((entry) => entry.reason === 'permission').map((entry) => entry.id))
  const deniedIds = [ids.publishedId, ids.draftId].filter((id) => denied.has(id))
  if (deniedIds.length > 0) throw new PairReadDeniedError(deniedIds)
  const byId = (id: string) => response.documents.find((doc) => doc._id === id) ?? null
  return {draft: byId(ids.draftId), published: byId(ids.publishedId)}
}
