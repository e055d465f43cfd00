// The two documents of an id as the editing core sees them, and which of them local edits change.
import type {SanityDocument} from '../lake/types.ts'
import {pairOf} from '../documents/ids.ts'

export interface PairDocuments {
  draft: SanityDocument | null
  published: SanityDocument | null
}

export interface PairSpec {
  publishedId: string
  draftId: string
  type: string
  /** Live-edit types have no draft: edits patch the published document. */
  liveEdit: boolean
}

export type PairSide = keyof PairDocuments

export const EMPTY_PAIR: PairDocuments = {draft: null, published: null}

export function pairSpec(input: {publishedId: string; type: string; liveEdit?: boolean}): PairSpec {
  const {publishedId, draftId} = pairOf(input.publishedId)
  return {publishedId, draftId, type: input.type, liveEdit: Boolean(input.liveEdit)}
}

/** The side local edits go to. */
export function targetSide(spec: PairSpec): PairSide {
  return spec.liveEdit ? 'published' : 'draft'
}

export function targetId(spec: PairSpec): string {
  return spec.liveEdit ? spec.publishedId : spec.draftId
}

export function sideOf(spec: PairSpec, documentId: string): PairSide | null {
  if (documentId === spec.draftId) return 'draft'
  if (documentId === spec.publishedId) return 'published'
  return null
}

export function documentById(spec: PairSpec, docs: PairDocuments): (id: string) => SanityDocument | null {
  return (id) => {
    const side = sideOf(spec, id)
    return side ? docs[side] : null
  }
}

/**
 * The body that creates the edited document when it is missing: the draft from the published
 * content on the first edit of a published-only document (editing seed §4, patch), or just an id
 * and a type for a new document. Revision and update time are the lake's to set.
 */
export function creationBody(spec: PairSpec, base: PairDocuments): {_id: string; _type: string; [field: string]: unknown} {
  const id = targetId(spec)
  const existing = base[targetSide(spec)] ?? (spec.liveEdit ? null : base.published)
  if (!existing) return {_id: id, _type: spec.type}
  const {_rev: _r, _updatedAt: _u, ...content} = existing
  return {...content, _id: id}
}
