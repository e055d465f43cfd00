// The dataset as the `drafts` perspective shows it (`previewDrafts` is its older name): every
// document once, under its published id, as its draft where it has one and as published where
// not; `_originalId` says which stored document each one is. Documents that exist only as drafts
// are there too. Built from what the caller may read, so a draft the caller may not read leaves
// its published version in place.
import type {SanityDocument} from '../../core/lake/types.ts'
import {isDraftId, publishedIdOf} from '../../core/documents/ids.ts'

export interface DraftsView {
  documents: SanityDocument[]
  /** By published id. */
  byId: ReadonlyMap<string, SanityDocument>
}

export function draftsView(visible: readonly SanityDocument[]): DraftsView {
  const chosen = new Map<string, SanityDocument>()
  for (const doc of visible) {
    const id = publishedIdOf(doc._id)
    const draft = isDraftId(doc._id)
    // A draft wins over the published document whichever comes first.
    if (!draft && chosen.has(id)) continue
    chosen.set(id, {...doc, _id: id, _originalId: doc._id})
  }
  return {documents: [...chosen.values()], byId: chosen}
}
