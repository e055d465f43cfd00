// What one listener is told about one committed transaction: an event per changed document it may
// read that matched its query before or after, numbered within the transaction.
import type {MutationEvent, SanityDocument, Transition} from '../../core/lake/types.ts'
import {isDraftId} from '../../core/documents/ids.ts'
import type {Access} from '../access/access.ts'
import type {CommittedTransaction} from './bus.ts'
import type {ListenFilter} from './listenFilter.ts'

export interface ListenerOptions {
  includeResult: boolean
  includePreviousRevision: boolean
  includeMutations: boolean
  /** `effectFormat=mendoza`: attach the transaction's `{apply, revert}` for the document. */
  includeEffects: boolean
  /** From API version 2025-02-19 drafts and versions are left out unless `includeAllVersions`. */
  publishedOnly: boolean
}

/** The `data` of an SSE `mutation` event; `mutations` is left out with `includeMutations=false`. */
export type MutationEventData = Omit<MutationEvent, 'type' | 'mutations'> & {mutations?: MutationEvent['mutations']}

const isVariantId = (id: string) => isDraftId(id) || id.startsWith('versions.')

export function transitionOf(matchedBefore: boolean, matchedAfter: boolean): Transition {
  if (!matchedBefore && matchedAfter) return 'appear'
  if (matchedBefore && !matchedAfter) return 'disappear'
  return 'update'
}

export async function mutationEventsFor(
  committed: CommittedTransaction,
  listener: {filter: ListenFilter; access: Access; options: ListenerOptions},
): Promise<MutationEventData[]> {
  const {tx, changes, mutationsByDocument} = committed
  const {filter, access, options} = listener
  const relevant = changes.filter((c) => !(options.publishedOnly && isVariantId(c.id)))
  const present = (docs: (SanityDocument | null)[]) => docs.filter((d): d is SanityDocument => d !== null)
  // Befores and afters are judged in separate batches: a grant filter that matches one revision of
  // a document must not vouch for the other.
  const readable = new Set([
    ...(await access.permitted('read', present(relevant.map((c) => c.before)))),
    ...(await access.permitted('read', present(relevant.map((c) => c.after)))),
  ])
  const visible = (doc: SanityDocument | null): doc is SanityDocument => doc !== null && readable.has(doc)

  const matching = []
  for (const change of relevant) {
    // A revision the listener may not read counts as not matching: losing read access is a disappearance.
    const matchedBefore = visible(change.before) && (await filter(change.before))
    const matchedAfter = visible(change.after) && (await filter(change.after))
    if (matchedBefore || matchedAfter) matching.push({change, transition: transitionOf(matchedBefore, matchedAfter)})
  }

  return matching.map(({change, transition}, index) => {
    const {id, before, after} = change
    const event: MutationEventData = {
      eventId: `${tx.id}#${id}`,
      documentId: id,
      transactionId: tx.id,
      identity: tx.author,
      ...(options.includeMutations ? {mutations: (mutationsByDocument.get(id) ?? []) as MutationEvent['mutations']} : {}),
      previousRev: before?._rev,
      resultRev: after?._rev,
      timestamp: tx.timestamp,
      transition,
      // A transaction is announced only after the index holds it (Dataset.commit), so a query made
      // on this event sees the change, whatever `visibility` the listener asked for: `query` is true
      // of every event, and `transaction` (events possibly sooner) is met by it too.
      visibility: 'query',
      transactionTotalEvents: matching.length,
      transactionCurrentEvent: index + 1,
    }
    if (options.includeResult && visible(after)) event.result = after
    if (options.includePreviousRevision) event.previous = visible(before) ? before : null
    if (options.includeEffects && tx.effects[id]) event.effects = tx.effects[id]
    return event
  })
}
