// The operations machine's actors for a running pair actor and a lake: pair updates as
// `pair.changed` events, flush-and-wait, and the operation's commit.
import {fromCallback, fromPromise, waitFor, type ActorRefFrom, type SnapshotFrom} from 'xstate'
import type {CommitTransaction, PairDocuments} from '../core/editing/index.ts'
import type {ContentLake} from '../core/ports.ts'
import {commitSurely} from '../core/operations/commitSurely.ts'
import {pairIsConsistent, type DocumentPairMachine} from './documentPair.ts'
import type {DocumentOperationsEvent, FlushInput} from './documentOperations.ts'
import {PERMISSION_REFRESH_MS} from '../core/permissions/constants.ts'

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

// Timers exist in every runtime we target; machines/ has no DOM or Node lib to type them.
declare function setTimeout(callback: () => void, ms: number): unknown
declare function clearTimeout(handle: unknown): void

export type DocumentPairActor = ActorRefFrom<DocumentPairMachine>

/** Content-only changes reach the operations once typing pauses this long… */
export const CONTENT_UPDATE_PAUSE_MS = 200
/** …or after this long of continuous typing, so the permission answers are never older (K-SH-094). */
export const CONTENT_UPDATE_MAX_WAIT_MS = PERMISSION_REFRESH_MS
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
      let later: unknown = null
      let waitingSince: number | null = null
      const send = () => {
        if (later !== null) clearTimeout(later)
        later = null
        waitingSince = null
        if (last) sendBack(pairChangedEvent(last))
      }
      const report = (snapshot: PairSnapshot) => {
        // Only what the operations read: readiness and the two documents.
        const before = last?.context.editing
        const now = snapshot.context.editing
        last = snapshot
        if (before && before.loaded === now.loaded && before.edge === now.edge) return
        // A keystroke changes only the content: the operations' permission checks (which copy and
        // filter the whole document for each operation) wait until typing pauses (or at most a
        // second), so they run between keystrokes, not inside them. Which documents exist, and
        // readiness, go at once. An operation itself re-checks against the flushed documents.
        const contentOnly =
          before !== undefined &&
          before.loaded === now.loaded &&
          (before.edge.draft === null) === (now.edge.draft === null) &&
          (before.edge.published === null) === (now.edge.published === null)
        if (!contentOnly) return send()
        const at = Date.now()
        waitingSince ??= at
        if (later !== null) clearTimeout(later)
        later = setTimeout(send, Math.max(0, Math.min(CONTENT_UPDATE_PAUSE_MS, waitingSince + CONTENT_UPDATE_MAX_WAIT_MS - at)))
      }
      report(pair.getSnapshot())
      const subscription = pair.subscribe(report)
      return () => {
        subscription.unsubscribe()
        if (later !== null) clearTimeout(later)
      }
    }),
    flushAndWait: fromPromise<PairDocuments, FlushInput>(() => flushPair(pair)),
    // A lost answer is asked again under the same transaction id: the lake may have stored it.
    commit: fromPromise<unknown, CommitTransaction>(({input}) =>
      commitSurely(() => lake.mutate(input.mutations, {transactionId: input.transactionId, visibility: 'sync', tag: 'document.operation'}), {wait: pause}),
    ),
  }
}
