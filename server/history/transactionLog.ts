// One line of the transaction log as a caller may see it: the documents they may read, and as
// much content as they asked for.
import type {Mutation, TransactionLogEntry} from '../../core/lake/types.ts'
import type {StoredTransaction} from '../storage/types.ts'

export interface TransactionLogView {
  /** Whether the line may name this document (and carry its effects). */
  shows(id: string): boolean
  includeEffects: boolean
  includeMutations: boolean
  /** Mutations that name no document (by query, generated id) can only be shown to unrestricted callers. */
  showsUnattributed: boolean
}

/** The document a stored mutation names, or null when it selects by query or lets the lake pick the id. */
export function targetOf(mutation: Mutation): string | null {
  if ('create' in mutation) {
    const id = mutation.create._id
    return id && !id.endsWith('.') ? id : null
  }
  if ('createOrReplace' in mutation) return mutation.createOrReplace._id
  if ('createIfNotExists' in mutation) return mutation.createIfNotExists._id
  if ('delete' in mutation) return 'id' in mutation.delete ? mutation.delete.id : null
  if ('patch' in mutation) return 'id' in mutation.patch ? mutation.patch.id : null
  return null
}

export function transactionLogEntry(tx: StoredTransaction, view: TransactionLogView): TransactionLogEntry {
  const documentIDs = tx.documentIds.filter((id) => view.shows(id))
  const effects: TransactionLogEntry['effects'] = {}
  if (view.includeEffects) {
    for (const id of documentIDs) if (tx.effects[id]) effects[id] = tx.effects[id]
  }
  const entry: TransactionLogEntry = {id: tx.id, timestamp: tx.timestamp, author: tx.author, documentIDs, effects}
  if (view.includeMutations) {
    const complete = documentIDs.length === tx.documentIds.length
    entry.mutations = complete
      ? tx.mutations
      : tx.mutations.filter((m) => {
          const target = targetOf(m)
          return target === null ? view.showsUnattributed : view.shows(target)
        })
  }
  return entry
}
