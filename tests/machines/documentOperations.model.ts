// Test model of the document operations: the pair's states (draft and/or published), the user's
// grants, the five operations, and every answer of the flush and the commit. `npm run paths --
// documentOperations` prints the paths; documentOperations.model.test.ts replays each one on the
// real machine with an in-memory lake that receives the operations' transactions.
import type {SnapshotFrom} from 'xstate'
import {TestModel} from 'xstate/graph'
import type {PairDocuments} from '../../core/editing/index.ts'
import type {Grant, SanityDocument} from '../../core/lake/types.ts'
import {OPERATION_NAMES} from '../../core/operations/index.ts'
import {ROLES} from '../../core/permissions/roles.ts'
import {
  documentOperationsMachine,
  type DocumentOperationsEvent,
  type DocumentOperationsInput,
} from '../../machines/documentOperations.ts'
import {MemoryLakeError} from '../support/memoryLake.ts'

export const INPUT: DocumentOperationsInput = {publishedId: 'doc', type: 'post', grants: null}

const times = {_createdAt: '2026-01-01T00:00:00.000Z', _updatedAt: '2026-01-02T00:00:00.000Z'}
export const DRAFT: SanityDocument = {
  _id: 'drafts.doc',
  _type: 'post',
  _rev: 'draft-rev',
  ...times,
  title: 'Draft title',
  author: {_type: 'reference', _ref: 'person-1', _weak: true, _strengthenOnPublish: {type: 'person'}},
}
export const PUBLISHED: SanityDocument = {_id: 'doc', _type: 'post', _rev: 'published-rev', ...times, title: 'Published title'}

export const PAIRS: Record<string, PairDocuments> = {
  both: {draft: DRAFT, published: PUBLISHED},
  draftOnly: {draft: DRAFT, published: null},
  publishedOnly: {draft: null, published: PUBLISHED},
  none: {draft: null, published: null},
}

export const GRANTS: Record<string, Grant[] | null> = {
  unknown: null,
  editor: ROLES.editor.grants,
  contributor: ROLES.contributor.grants,
  viewer: ROLES.viewer.grants,
}

export const errors = {
  flush: new Error('The latest edits were not saved: Insufficient permissions'),
  conflict: new MemoryLakeError('Document "doc" has unexpected revision ID', {status: 409, type: 'conflict'}),
}

type Snapshot = SnapshotFrom<typeof documentOperationsMachine>
export type ModelEvent = DocumentOperationsEvent | {type: string; [key: string]: unknown}

export const pairName = (pair: {draft: unknown; published: unknown}) =>
  Object.keys(PAIRS).find((name) => Boolean(PAIRS[name].draft) === Boolean(pair.draft) && Boolean(PAIRS[name].published) === Boolean(pair.published))!
export const grantsName = (grants: Grant[] | null) => Object.keys(GRANTS).find((name) => GRANTS[name] === grants) ?? 'other'

export function modelEvents(snapshot: Snapshot): ModelEvent[] {
  const {draft, published} = snapshot.context.pair
  return [
    ...Object.values(PAIRS).map((pair) => ({type: 'pair.changed', ready: true, ...pair})),
    ...Object.values(GRANTS).map((grants) => ({type: 'grants.changed', grants})),
    ...OPERATION_NAMES.map((operation) => ({type: 'operation.execute', operation})),
    // The flush answers with the pair as the lake has it: as shown, or changed by someone meanwhile.
    {type: 'xstate.done.actor.flushAndWait', output: {draft, published}},
    {type: 'xstate.done.actor.flushAndWait', output: PAIRS.none},
    {type: 'xstate.error.actor.flushAndWait', error: errors.flush},
    {type: 'xstate.done.actor.commit', output: {}},
    {type: 'xstate.error.actor.commit', error: errors.conflict},
    {type: 'error.dismiss'},
  ]
}

function allowed(snapshot: Snapshot, event: ModelEvent): boolean {
  if (!snapshot.can(event as DocumentOperationsEvent)) return false
  const {running, error, completed} = snapshot.context
  // The pair and the grants change between operations; a shown error or result is dismissed or
  // followed by another operation before anything else changes.
  if ((event.type === 'pair.changed' || event.type === 'grants.changed') && (running || error || completed)) return false
  return true
}

/** What a replay compares at every step. */
export function summary(snapshot: {value: unknown; context: Snapshot['context']}) {
  const {pair, grants, status, running, error, completed, transaction} = snapshot.context
  return {
    value: snapshot.value,
    pair: pair.ready ? pairName(pair) : 'not ready',
    grants: grantsName(grants),
    status: Object.fromEntries(
      Object.entries(status).map(([operation, s]) => [operation, {disabled: s.disabled, granted: s.permission?.granted ?? null}]),
    ),
    running,
    transaction: transaction !== null,
    error: error && {operation: error.operation, reason: error.reason},
    completed: completed && {operation: completed.operation, duplicate: Boolean(completed.duplicateId)},
  }
}

export const model = new TestModel(documentOperationsMachine, {
  input: INPUT,
  events: (snapshot) => modelEvents(snapshot as Snapshot) as never,
  filterEvents: (snapshot, event) => allowed(snapshot as Snapshot, event as ModelEvent),
  serializeState: (snapshot) => JSON.stringify(summary(snapshot as Snapshot)),
})

export function describeState(snapshot: {value: unknown; context: Snapshot['context']}): string {
  const s = summary(snapshot)
  const value = typeof s.value === 'string' ? s.value : `running.${(s.value as {running: string}).running}`
  const parts = [`pair=${s.pair}`, `grants=${s.grants}`]
  if (s.running) parts.push(`running=${s.running}`)
  if (s.error) parts.push(`error=${s.error.operation}:${s.error.reason}`)
  if (s.completed) parts.push(`done=${s.completed.operation}`)
  return `${value}  [${parts.join(', ')}]`
}

export function describeEvent(event: ModelEvent): string {
  const e = event as {type: string; [key: string]: unknown}
  if (e.type === 'pair.changed') return `pair is ${pairName(e as never)}`
  if (e.type === 'grants.changed') return `grants are ${grantsName(e.grants as Grant[] | null)}`
  if (e.type === 'operation.execute') return `execute ${String(e.operation)}`
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(e.type)
  if (actor?.[1] === 'done' && actor[2] === 'flushAndWait') return `flushed, lake has ${pairName(e.output as PairDocuments)}`
  if (actor) return `${actor[2]} ${actor[1] === 'done' ? 'answers' : `fails: ${(e.error as Error).message}`}`
  return e.type
}
