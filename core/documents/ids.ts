// A document id names a pair: the published `X` and the draft `drafts.X`.
export const DRAFTS_PREFIX = 'drafts.'

export function isDraftId(id: string): boolean {
  return id.startsWith(DRAFTS_PREFIX)
}

export function publishedIdOf(id: string): string {
  return isDraftId(id) ? id.slice(DRAFTS_PREFIX.length) : id
}

export function draftIdOf(id: string): string {
  return isDraftId(id) ? id : DRAFTS_PREFIX + id
}

export interface IdPair {
  publishedId: string
  draftId: string
}

export function pairOf(id: string): IdPair {
  const publishedId = publishedIdOf(id)
  return {publishedId, draftId: DRAFTS_PREFIX + publishedId}
}

// Ids the lake accepts: letters, digits and `_-.`, never starting with `-` or `.`, at most 128 long.
const VALID_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/

export function isValidDocumentId(id: unknown): id is string {
  return typeof id === 'string' && VALID_ID.test(id) && !id.includes('..')
}
