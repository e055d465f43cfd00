// The recently deleted documents a caller may see (undelete, issue 17): the lake's deletion index,
// newest first, without pairs that exist again, and only where the caller may read the document's
// history and content as it was at its last revision — the same judgement as reading that
// revision through /data/history/{ds}/documents.
import {draftIdOf} from '../../core/documents/ids.ts'
import type {DeletedDocument, SanityDocument} from '../../core/lake/types.ts'
import type {Access} from '../access/access.ts'
import type {Dataset} from '../dataset/dataset.ts'
import type {DeletionRecord, LakeStore} from '../storage/types.ts'
import {historyReadableRevisions} from './historyAccess.ts'

/** The endpoint's entries are the studio's `DeletedDocument` (core/lake/types.ts): one shape for both sides. */
export type DeletedDocumentEntry = DeletedDocument

/** Index rows read per round; grants may hide some, so more rounds may follow. */
const PAGE = 100

/** A plain title for the list where the document has one; the studio prefers its own preview. */
function titleOf(doc: SanityDocument): string | undefined {
  for (const key of ['title', 'name']) {
    const value = (doc as Record<string, unknown>)[key]
    if (typeof value === 'string' && value.trim()) return value
  }
  return undefined
}

export async function recentlyDeleted(
  store: LakeStore,
  dataset: Dataset,
  access: Access,
  query: {projectId: string; type?: string; limit: number},
): Promise<DeletedDocumentEntry[]> {
  const found: DeletedDocumentEntry[] = []
  let beforeSeq: number | undefined
  while (found.length < query.limit) {
    const page = store.deletedDocuments(query.projectId, dataset.name, {type: query.type, beforeSeq, limit: PAGE})
    if (page.length === 0) break
    beforeSeq = page.at(-1)!.deletedSeq
    // The index follows commits, but the in-memory dataset is what every other read answers from.
    const gone = page.filter((record) => !dataset.get(record.id) && !dataset.get(draftIdOf(record.id)))
    const bodies = new Map<SanityDocument, DeletionRecord>()
    for (const record of gone) {
      const body = store.documentAtRevision(query.projectId, dataset.name, record.revisionId, record.revision)
      if (body) bodies.set(body, record)
    }
    for (const doc of await historyReadableRevisions(access, [...bodies.keys()])) {
      const record = bodies.get(doc)!
      const title = titleOf(doc)
      found.push({
        id: record.id,
        type: record.type,
        deletedAt: record.deletedAt,
        deletedBy: record.author,
        revision: record.revision,
        ...(title === undefined ? {} : {title}),
      })
      if (found.length === query.limit) break
    }
    if (page.length < PAGE) break
  }
  return found
}
