// Who may see which documents' history. A grant filter is judged against the current document; a
// deleted (or never created) document is judged by its id alone, which is what the built-in
// roles' filters look at.
import type {SanityDocument} from '../../core/lake/types.ts'
import type {Access} from '../access/access.ts'
import type {Identity} from '../auth/identity.ts'
import type {Dataset} from '../dataset/dataset.ts'
import {forbidden, unauthorized} from '../http/lakeError.ts'

/** Refuses callers who hold `history` on no document at all: 401 when signed out, else 403. */
export function assertHistoryAnywhere(identity: Identity): void {
  if (!identity.user) throw unauthorized('Reading history requires a signed-in user or an API token')
  if (!identity.access.hasAnywhere('history')) {
    throw forbidden('Insufficient permissions; permission "history" is required to read document history')
  }
}

function standIn(dataset: Dataset, id: string): SanityDocument {
  return dataset.get(id) ?? ({_id: id} as SanityDocument)
}

/** The ids among `ids` whose history (and content) the caller may read. */
export async function historyReadableIds(access: Access, dataset: Dataset, ids: Iterable<string>): Promise<Set<string>> {
  const unique = [...new Set(ids)]
  if (access.hasEverywhere('history') && access.hasEverywhere('read')) return new Set(unique)
  const docs = unique.map((id) => standIn(dataset, id))
  const withHistory = await access.permitted('history', docs)
  const readable = await access.permitted('read', withHistory)
  return new Set(readable.map((d) => d._id))
}

/** The subset of historical revisions the caller may read the history of, judged on the revision itself. */
export async function historyReadableRevisions(access: Access, docs: SanityDocument[]): Promise<SanityDocument[]> {
  return access.permitted('read', await access.permitted('history', docs))
}
