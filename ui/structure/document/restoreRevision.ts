// Restoring a revision from the history (seeds: restore): the pair as it was at that transaction,
// the version the editor then saw (the draft, else the published one) written over the draft — or
// over the published document for a live-edit type — without references to documents that are gone
// (core/history/restore.ts).
import {draftIdOf, publishedIdOf} from '../../../core/documents/ids.ts'
import {referencedIds, restoreMutation, revisionNotFound} from '../../../core/history/restore.ts'
import type {ContentLake} from '../../../core/ports.ts'
import {newTransactionId} from '../../../core/editing/transactionId.ts'
import {commitSurely} from '../../../core/operations/commitSurely.ts'

export async function restoreRevision(lake: ContentLake, documentId: string, revision: string, liveEdit: boolean): Promise<void> {
  const id = publishedIdOf(documentId)
  const draftId = draftIdOf(id)
  const versions = await lake.documentsAt([id, draftId], {revision}, {tag: 'history.revision'})
  const shown = versions.find((doc) => doc._id === draftId) ?? versions.find((doc) => doc._id === id)
  if (!shown) throw new Error(revisionNotFound(id, revision))
  const ids = referencedIds(shown)
  // A referenced document is there if either of its versions is (or it exists but cannot be read).
  const {omitted} = ids.length > 0 ? await lake.getDocuments(ids.flatMap((ref) => [ref, draftIdOf(ref)]), {excludeContent: true, tag: 'history.restore'}) : {omitted: []}
  const missing = new Set((omitted ?? []).filter((entry) => entry.reason === 'existence').map((entry) => entry.id))
  const exists = (ref: string) => !missing.has(publishedIdOf(ref)) || !missing.has(draftIdOf(ref))
  // One id for every try: a restore whose answer was lost is not restored twice, nor called failed.
  const transactionId = newTransactionId()
  await commitSurely(() => lake.mutate([restoreMutation(shown, liveEdit ? id : draftId, exists)], {transactionId, tag: 'history.restore'}), {wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms))})
}
