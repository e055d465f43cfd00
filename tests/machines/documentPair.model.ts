// Test model of the document pair: every listener event, lake answer, timer and editor event the
// machine reacts to, with payloads computed from the state the model is in (an echo is the echo
// of the first stored transaction; a remote change follows HEAD). `npm run paths -- documentPair`
// prints the paths; documentPair.model.test.ts replays each one on the real machine against an
// in-memory lake.
//
// The model's world: the lake holds HEAD plus the transactions it stored whose echo has not been
// delivered. Remote changes are only offered when that world has no such transaction, so the
// real lake's events follow the real HEAD as the model's follow the model's. Paths where two
// timers run at once (a fetch retry during the commit throttle) are left out: a simulated clock
// fires timers in due order, the model in any order.
//
// States are told apart by what the replay compares (summary below): state value, queues, flags,
// error, which documents exist. Edits carry fixed texts so that no event depends on the text;
// the replay checks the text through the editing model's invariants and a final convergence.
import {getNextSnapshot, type SnapshotFrom} from 'xstate'
import {TestModel} from 'xstate/graph'
import {
  documentById,
  type EditingState,
  type PairDocuments,
  runTransaction,
  sideOf,
} from '../../core/editing/index.ts'
import type {MutationEvent, SanityDocument} from '../../core/lake/types.ts'
import {documentPairMachine, type DocumentPairEvent, type DocumentPairInput} from '../../machines/documentPair.ts'
import {MemoryLakeError, networkFailure} from '../support/memoryLake.ts'

export const INPUT: DocumentPairInput = {publishedId: 'doc', type: 'post'}
export const START_TITLE = 'Hello'
/** The lake before the first fetch: the document is published, without a draft. */
export const START: PairDocuments = {
  draft: null,
  published: {_id: 'doc', _type: 'post', _rev: 'r0', _createdAt: '2026-01-01T00:00:00.000Z', _updatedAt: '2026-01-01T00:00:00.000Z', title: START_TITLE},
}

export const errors = {
  refused: new MemoryLakeError('mutations[1]: a patch cannot remove "_type"', {status: 400, type: 'validationError'}),
  network: networkFailure(),
  alreadyStored: new MemoryLakeError('Transaction ID has already been used', {status: 409, type: 'transactionIdConflict'}),
  /** The published revision a guarded commit copied has moved (someone published meanwhile). */
  baseMoved: new MemoryLakeError('mutations[0]: Document "doc" has unexpected revision ID ("other"), expected "r0"', {status: 409, type: 'conflict'}),
  server: new MemoryLakeError('Internal error', {status: 503}),
  listener: new MemoryLakeError('Unauthorized', {status: 401}),
}

/** How the replay produces a `listen.mutation` of the model. */
export type MutationKind = 'echo' | 'remote' | 'stale'
export type ModelEvent = DocumentPairEvent & {kind?: MutationKind}

type Snapshot = SnapshotFrom<typeof documentPairMachine>

const TIMER_STATES = ['sync.fetchRetry', 'edit.ready.cooldown', 'edit.ready.retrying'] as const
const activeTimers = (s: Snapshot) =>
  TIMER_STATES.filter((path) => {
    const [region, ...rest] = path.split('.')
    const value = (s.value as Record<string, unknown>)[region]
    return rest.length === 1 ? value === rest[0] : JSON.stringify(value) === JSON.stringify({[rest[0]]: rest[1]})
  }).length

const mutationEvent = (change: {id: string; before: SanityDocument | null; after: SanityDocument | null}, transactionId: string, identity: string, index = 0, total = 1): MutationEvent => ({
  type: 'mutation',
  eventId: `${transactionId}#${change.id}`,
  documentId: change.id,
  transactionId,
  identity,
  mutations: [],
  previousRev: change.before?._rev,
  resultRev: change.after?._rev,
  ...(change.after ? {result: change.after} : {}),
  timestamp: '2026-01-01T00:00:00.000Z',
  transition: change.before && change.after ? 'update' : change.after ? 'appear' : 'disappear',
  visibility: 'query',
  transactionTotalEvents: total,
  transactionCurrentEvent: index + 1,
})

/** What the model's lake holds: HEAD, the stored transactions, and remote changes seen while fetching. */
export function lakeOf(editing: EditingState, buffered: MutationEvent[]): PairDocuments {
  let docs = editing.loaded ? editing.head : START
  for (const tx of editing.submitted.filter((t) => t.accepted)) {
    const {changes} = runTransaction(documentById(editing.spec, docs), tx.mutations, {transactionId: tx.transactionId, timestamp: 'T'})
    for (const change of changes) {
      const side = sideOf(editing.spec, change.id)
      if (side) docs = {...docs, [side]: change.after}
    }
  }
  for (const event of buffered) {
    const side = sideOf(editing.spec, event.documentId)
    if (side && event.identity === 'someone' && event.previousRev !== 'lost') docs = {...docs, [side]: event.result ?? null}
  }
  return docs
}

function echoOf(editing: EditingState): MutationEvent | null {
  const tx = editing.submitted[0]
  if (!tx?.accepted) return null
  const {changes} = runTransaction(documentById(editing.spec, editing.head), tx.mutations, {transactionId: tx.transactionId, timestamp: 'T'})
  return changes.length === 1 ? mutationEvent(changes[0], tx.transactionId, 'me') : null
}

function remoteChange(editing: EditingState, stale: boolean, live: boolean): MutationEvent | null {
  if (editing.submitted.some((t) => t.accepted)) return null
  // A change to the published version under an edit that copies it would make the edit's commit
  // fail its revision check; the model offers that failure as its own event (errors.baseMoved).
  // Nor while HEAD is being fetched: the change would wait in the buffer while an edit copies the
  // older version.
  if (!editing.head.draft && (editing.pending.length > 0 || editing.submitted.length > 0 || !live)) return null
  const before = editing.head.draft ?? editing.head.published
  if (!before) return null
  const transactionId = `${stale ? 'stale' : 'remote'}-${before._rev}`
  const after = {...before, other: (Number(before.other) || 0) + 1, _rev: transactionId}
  return mutationEvent({id: before._id, before: stale ? {...before, _rev: 'lost'} : before, after}, transactionId, 'someone')
}

const done = (id: string, output?: unknown) => ({type: `xstate.done.actor.${id}`, output}) as unknown as ModelEvent
const failed = (id: string, error: unknown) => ({type: `xstate.error.actor.${id}`, error}) as unknown as ModelEvent
const after = (delay: string, state: string) => ({type: `xstate.after.${delay}.documentPair.${state}`}) as unknown as ModelEvent

export function modelEvents(snapshot: Snapshot): ModelEvent[] {
  const {editing, buffered} = snapshot.context
  const events: ModelEvent[] = [
    {type: 'listen.welcome'},
    {type: 'listen.reconnect'},
    {type: 'listen.disconnect', reason: 'Your session has ended; sign in again to keep listening'},
    failed('listen', errors.listener),
    done('fetchDocuments', lakeOf(editing, buffered)),
    failed('fetchDocuments', errors.network),
    after('fetchRetry', 'sync.fetchRetry'),
    // Two fixed texts: the payload does not depend on the state, so states that differ only in
    // their text are one state of the model (the replay checks the text by invariants instead).
    {type: 'edit', patches: [{type: 'set', path: ['title'], value: `${START_TITLE}!`}]},
    {type: 'edit', patches: [{type: 'set', path: ['title'], value: `${START_TITLE}?`}]},
    {type: 'edit', patches: [{type: 'set', path: ['not a field'], value: 1}]},
    {type: 'flush'},
    done('commit', {}),
    failed('commit', errors.refused),
    failed('commit', errors.network),
    failed('commit', errors.alreadyStored),
    failed('commit', errors.baseMoved),
    after('commitRetry', 'edit.ready.retrying'),
    after('commitThrottle', 'edit.ready.cooldown'),
    {type: 'error.dismiss'},
  ]
  const echo = echoOf(editing)
  if (echo) events.push({type: 'listen.mutation', event: echo, kind: 'echo'})
  const remote = remoteChange(editing, false, snapshot.matches({sync: 'live'}))
  if (remote) events.push({type: 'listen.mutation', event: remote, kind: 'remote'})
  const stale = remoteChange(editing, true, snapshot.matches({sync: 'live'}))
  if (stale) events.push({type: 'listen.mutation', event: stale, kind: 'stale'})
  return events
}

export function allowed(snapshot: Snapshot, event: ModelEvent): boolean {
  if (!snapshot.can(event as DocumentPairEvent)) return false
  const {editing, buffered, error, commitAttempts, fetchAttempts} = snapshot.context
  const live = snapshot.matches({sync: 'live'})
  const quiet = editing.pending.length === 0 && editing.submitted.length === 0 && snapshot.context.sending === null
  // Bounds that keep the state space small without losing a behaviour: one local edit waiting at
  // a time, one buffered event, one failure of each kind, one shown error, and the sync side's
  // troubles (failed fetch, reconnect, closed listener) only while the editor is quiet or live.
  // A shown error is dismissed before anything else happens.
  if (error) return event.type === 'error.dismiss'
  if (event.type === 'edit' && (editing.pending.length > 0 || editing.submitted.length >= 2)) return false
  if (event.type === 'edit' && event.patches[0].path[0] !== 'title' && !live) return false
  const type = event.type as string
  if ((type.startsWith('listen.') || type === 'xstate.error.actor.listen') && snapshot.matches({sync: 'closed'})) return false
  if (event.type === 'listen.mutation' && buffered.length >= 1) return false
  if (event.type === 'listen.mutation' && event.kind === 'stale' && !live) return false
  if (event.type === 'listen.disconnect' && !quiet) return false
  if (event.type === 'listen.reconnect' && (buffered.length || fetchAttempts || commitAttempts)) return false
  if (event.type === 'flush' && (editing.pending.length === 0 || !snapshot.matches({edit: {ready: 'cooldown'}}))) return false
  const failure = /^xstate\.error\.actor\.(commit|fetchDocuments)$/.exec(event.type)?.[1]
  if (failure === 'commit' && (commitAttempts >= 1 || !live)) return false
  if (failure === 'fetchDocuments' && (fetchAttempts >= 1 || editing.loaded)) return false
  return activeTimers(getNextSnapshot(documentPairMachine, snapshot, event as DocumentPairEvent)) <= 1
}

/**
 * What a replay compares with the model at every step: the state value, the queues, the flags,
 * the error and which documents exist. The text itself is checked by invariants of the replay.
 */
export function summary(snapshot: {value: unknown; context: Snapshot['context']}) {
  const {editing, sending, flushRequested, refetchRequested, awaitingBase, buffered, retrying, error, commitAttempts, fetchAttempts} = snapshot.context
  return {
    value: snapshot.value,
    loaded: editing.loaded,
    head: {draft: editing.head.draft !== null, published: editing.head.published !== null},
    edge: {draft: editing.edge.draft !== null, published: editing.edge.published !== null},
    pending: editing.pending.length,
    submitted: editing.submitted.map((t) => (t.accepted ? 'stored' : 'sent')),
    sending: sending !== null,
    flushRequested,
    refetchRequested,
    awaitingBase,
    buffered: buffered.length,
    retrying: retrying !== null,
    commitAttempts,
    fetchAttempts,
    error: error?.type ?? null,
  }
}

/** The model's notion of "the same state": what a replay compares. */
export function stateKey(snapshot: Snapshot): string {
  return JSON.stringify(summary(snapshot))
}

export const model = new TestModel(documentPairMachine, {
  input: INPUT,
  events: (snapshot) => modelEvents(snapshot as Snapshot) as never,
  filterEvents: (snapshot, event) => allowed(snapshot as Snapshot, event as ModelEvent),
  serializeState: (snapshot) => stateKey(snapshot as Snapshot),
})

export function describeState(snapshot: {value: unknown; context: Snapshot['context']}): string {
  const s = summary(snapshot)
  const {head, edge} = snapshot.context.editing
  const titleOf = (docs: PairDocuments) => (docs.draft ?? docs.published)?.title ?? '–'
  const parts = [`edge="${titleOf(edge)}"${s.edge.draft ? ' (draft)' : ''}`, `head="${titleOf(head)}"${s.head.draft ? ' (draft)' : ''}`]
  if (s.pending) parts.push(`pending=${s.pending}`)
  if (s.submitted.length) parts.push(`submitted=[${s.submitted.join(',')}]`)
  if (s.buffered) parts.push(`buffered=${s.buffered}`)
  if (s.flushRequested) parts.push('flush')
  if (s.refetchRequested) parts.push('refetch')
  if (s.retrying) parts.push('retrying')
  if (s.error) parts.push(`error=${s.error}`)
  const value = s.value as {sync: string; edit: unknown}
  const edit = typeof value.edit === 'string' ? value.edit : `ready.${(value.edit as {ready: string}).ready}`
  return `sync.${value.sync} edit.${edit}  [${parts.join(', ')}]`
}

export function describeEvent(event: ModelEvent | {type: string; [key: string]: unknown}): string {
  const e = event as ModelEvent & {output?: unknown; error?: MemoryLakeError}
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type)
  if (actor) {
    if (actor[1] === 'done') return `${actor[2]} answers`
    return `${actor[2]} fails: ${e.error?.status ? `HTTP ${e.error.status}${e.error.type ? ` ${e.error.type}` : ''}` : 'network error'}`
  }
  if (e.type.startsWith('xstate.after.')) return `${e.type.split('.')[2]} timer fires`
  if (e.type === 'listen.mutation') return `listener: ${e.kind} mutation`
  if (e.type === 'edit') return `edit ${JSON.stringify(e.patches.map((p) => ({path: p.path, ...('value' in p ? {value: p.value} : {})})))}`
  return e.type
}
