// A document as it was at a revision (a transaction id) or at a moment, from the stored versions.
import type {SanityDocument} from '../../core/lake/types.ts'
import type {LakeStore} from '../storage/types.ts'

export interface HistoryScope {
  store: LakeStore
  projectId: string
  dataset: string
}

/**
 * The document as the transaction `revision` left it. When that transaction did not touch the
 * document (a revision of a sibling, as when asking for several ids at once), the last earlier
 * version is the answer. Null when the document did not exist then, or the revision is unknown.
 */
export function documentAtRevision({store, projectId, dataset}: HistoryScope, id: string, revision: string): SanityDocument | null {
  const exact = store.documentAtRevision(projectId, dataset, id, revision)
  if (exact !== undefined) return exact
  const seq = store.transactionSeq(projectId, dataset, revision)
  if (seq === null) return null
  const [last] = store.transactions(projectId, dataset, {documentIds: [id], toSeq: seq, reverse: true, limit: 1})
  return last ? (store.documentAtRevision(projectId, dataset, id, last.id) ?? null) : null
}

export function documentAtTime({store, projectId, dataset}: HistoryScope, id: string, time: Date): SanityDocument | null {
  // Stored timestamps are `toISOString()` text, so the bound must be written the same way to compare.
  return store.documentAtTime(projectId, dataset, id, time.toISOString())
}
