// The mutations each document operation sends (editing seed §4). They are built from the pair
// as the lake has it (after a flush, when nothing local is waiting).
import type {Mutation, SanityDocument} from '../lake/types.ts'
import {randomString} from '../random.ts'
import type {OperationName} from './disabledReasons.ts'
import {strengthenOnPublish} from './strengthen.ts'

export interface OperationPair {
  publishedId: string
  draftId: string
  liveEdit: boolean
  draft: SanityDocument | null
  published: SanityDocument | null
}

/**
 * An unset of a field nobody has, guarded by a revision: the lake's way of saying "only if this
 * document is still at the revision I saw" inside a transaction.
 */
export const REVISION_LOCK_FIELD = '_revision_lock_pseudo_field_'

function revisionGuard(doc: SanityDocument): Mutation {
  return {patch: {id: doc._id, ifRevisionID: doc._rev, unset: [REVISION_LOCK_FIELD]}}
}

function contentOf(doc: SanityDocument): Record<string, unknown> & {_type: string} {
  const {_id: _i, _rev: _r, _updatedAt: _u, ...content} = doc
  return content
}

export class OperationError extends Error {
  override name = 'OperationError'
}

/**
 * The draft's content goes to the published id with strengthened references and without
 * `_updatedAt`; both revisions are guarded, and the draft is deleted in the same transaction.
 */
export function publishMutations({draft, published, publishedId}: OperationPair): Mutation[] {
  if (!draft) throw new OperationError('There is no draft to publish')
  const body = strengthenOnPublish({...contentOf(draft), _id: publishedId})
  return [
    revisionGuard(draft),
    ...(published ? [revisionGuard(published), {createOrReplace: body}] : [{create: body}]),
    {delete: {id: draft._id}},
  ]
}

/** The published document is deleted; its content becomes the draft unless a draft exists. */
export function unpublishMutations({published, draftId, publishedId}: OperationPair): Mutation[] {
  if (!published) throw new OperationError('The document is not published')
  return [{createIfNotExists: {...contentOf(published), _id: draftId}}, {delete: {id: publishedId}}]
}

export function discardChangesMutations({draftId}: OperationPair): Mutation[] {
  return [{delete: {id: draftId}}]
}

export function deleteMutations({publishedId, draftId, liveEdit}: OperationPair): Mutation[] {
  return liveEdit ? [{delete: {id: publishedId}}] : [{delete: {id: publishedId}}, {delete: {id: draftId}}]
}

/** A copy of the draft (or the published version) under a new id, without its timestamps. */
export function duplicateMutations({draft, published, liveEdit}: OperationPair, newPublishedId: string): Mutation[] {
  const source = draft ?? published
  if (!source) throw new OperationError('There is nothing to duplicate')
  const {_createdAt: _c, ...content} = contentOf(source)
  return [{create: {...content, _id: liveEdit ? newPublishedId : `drafts.${newPublishedId}`}}]
}

export function operationMutations(operation: OperationName, pair: OperationPair, options: {duplicateId?: string} = {}): Mutation[] {
  switch (operation) {
    case 'publish':
      return publishMutations(pair)
    case 'unpublish':
      return unpublishMutations(pair)
    case 'discardChanges':
      return discardChangesMutations(pair)
    case 'delete':
      return deleteMutations(pair)
    case 'duplicate':
      return duplicateMutations(pair, options.duplicateId ?? newDocumentUuid())
  }
}

/** A random UUID (version 4) for a new document; works where `crypto.randomUUID` is unavailable. */
export function newDocumentUuid(): string {
  const hex = randomString(32, '0123456789abcdef').split('')
  hex[12] = '4'
  hex[16] = '89ab'[parseInt(hex[16], 16) % 4]
  const s = hex.join('')
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
}
