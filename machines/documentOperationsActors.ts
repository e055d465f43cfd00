// The operations machine's actors for a running pair actor and a lake: pair updates as
// `pair.changed` events, flush-and-wait, and the operation's commit.
import {fromCallback, fromPromise, waitFor, type ActorRefFrom, type SnapshotFrom} from 'xstate'
import type {CommitTransaction, PairDocuments} from '../core/editing/index.ts'
import type {ContentLake} from '../core/ports.ts'
import {pairIsConsistent, type DocumentPairMachine} from './documentPair.ts'
import type {DocumentOperationsEvent, FlushInput} from './documentOperations.ts'

export type DocumentPairActor = ActorRefFrom<DocumentPairMachine>
type PairSnapshot = SnapshotFrom<DocumentPairMachine>

export function pairChangedEvent(snapshot: PairSnapshot): DocumentOperationsEvent {
  const {loaded, edge} = snapshot.context.editing
  return {type: 'pair.changed', ready: loaded, draft: edge.draft, published: edge.published}
}

/**
 * Asks the pair to commit what is pending now and resolves once nothing local is waiting, with
 * the pair as the lake has it. Fails when the lake refused those edits or the listener closed,
 * since the operation would then act on something other than what the editor saw.
 */
export async function flushPair(pair: DocumentPairActor): Promise<PairDocuments> {
  const errorBefore = pair.getSnapshot().context.error
  pair.send({type: 'flush'})
  const settled = await waitFor(
    pair,
    (s) => pairIsConsistent(s.context) || s.context.error !== errorBefore || s.matches({sync: 'closed'}),
  )
  const {error} = settled.context
  if (error && error !== errorBefore) throw new Error(`The latest edits were not saved: ${error.message}`)
  if (!pairIsConsistent(settled.context)) throw new Error('The connection to the document was closed')
  return settled.context.editing.head
}

export function documentOperationsActors({pair, lake}: {pair: DocumentPairActor; lake: ContentLake}) {
  return {
    pairUpdates: fromCallback<{type: string}, FlushInput>(({sendBack}) => {
      let last: PairSnapshot | null = null
      const report = (snapshot: PairSnapshot) => {
        // Only what the operations read: readiness and the two documents.
        const before = last?.context.editing
        const now = snapshot.context.editing
        last = snapshot
        if (before && before.loaded === now.loaded && before.edge === now.edge) return
        sendBack(pairChangedEvent(snapshot))
      }
      report(pair.getSnapshot())
      const subscription = pair.subscribe(report)
      return () => subscription.unsubscribe()
    }),
    flushAndWait: fromPromise<PairDocuments, FlushInput>(() => flushPair(pair)),
    commit: fromPromise<unknown, CommitTransaction>(({input}) =>
      lake.mutate(input.mutations, {transactionId: input.transactionId, visibility: 'sync', tag: 'document.operation'}),
    ),
  }
}
