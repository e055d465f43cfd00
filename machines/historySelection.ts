// The history selection of an open document (shell seed §4: inactive, loading, rev, range,
// invalid), from the `rev` and `since` the URL names and the chunks the timeline has loaded:
// `rev` alone shows that revision; `since` (with `rev`, or up to now) shows the changes between;
// names not found yet wait for older pages (`requestMore`, provided by the caller), and names that
// match nothing once all history is loaded — or stale time ids — are invalid.
import {assign, setup} from 'xstate'
import type {Chunk} from '../core/history/chunks.ts'
import {resolveSelectionId, type Resolved} from '../core/history/selection.ts'

export interface HistorySelectionContext {
  rev: string | null
  since: string | null
  chunks: readonly Chunk[]
  complete: boolean
  revChunk: Chunk | null
  sinceChunk: Chunk | null
  /** The clock time ids are judged by; a test's own clock in tests. */
  now: () => number
}

export type HistorySelectionEvent =
  | {type: 'select'; rev: string | null; since: string | null}
  | {type: 'chunks'; chunks: readonly Chunk[]; complete: boolean}
  /** Time went by: a time id may have gone stale (the view sends it every minute). */
  | {type: 'tick'}

function resolveBoth(context: HistorySelectionContext): {rev: Resolved | null; since: Resolved | null} {
  const resolve = (id: string | null) => (id === null ? null : resolveSelectionId(id, context.chunks, context.complete, context.now()))
  return {rev: resolve(context.rev), since: resolve(context.since)}
}

const chunkOf = (resolved: Resolved | null) => (resolved && typeof resolved === 'object' ? resolved.chunk : null)

export const historySelectionMachine = setup({
  types: {} as {context: HistorySelectionContext; events: HistorySelectionEvent; input: {now?: () => number}},
  actions: {
    /** Asks the timeline for older pages; provided by the caller. */
    requestMore: () => {},
    found: assign(({context}) => {
      const {rev, since} = resolveBoth(context)
      return {revChunk: chunkOf(rev), sinceChunk: chunkOf(since)}
    }),
  },
  guards: {
    nothingSelected: ({context}) => context.rev === null && context.since === null,
    anyInvalid: ({context}) => {
      const {rev, since} = resolveBoth(context)
      return rev === 'invalid' || since === 'invalid'
    },
    anyPending: ({context}) => {
      const {rev, since} = resolveBoth(context)
      return rev === 'pending' || since === 'pending'
    },
    isRange: ({context}) => context.since !== null,
  },
}).createMachine({
  id: 'historySelection',
  context: ({input}) => ({rev: null, since: null, chunks: [], complete: false, revChunk: null, sinceChunk: null, now: input.now ?? (() => Date.now())}),
  initial: 'resolving',
  on: {
    select: {target: '.resolving', actions: assign(({event}) => ({rev: event.rev, since: event.since}))},
    chunks: {target: '.resolving', actions: assign(({event}) => ({chunks: event.chunks, complete: event.complete}))},
    tick: {target: '.resolving'},
  },
  states: {
    resolving: {
      always: [
        {guard: 'nothingSelected', target: 'inactive'},
        {guard: 'anyInvalid', target: 'invalid'},
        {guard: 'anyPending', target: 'loading'},
        {guard: 'isRange', target: 'range'},
        {target: 'rev'},
      ],
    },
    inactive: {entry: assign({revChunk: null, sinceChunk: null})},
    loading: {entry: [assign({revChunk: null, sinceChunk: null}), 'requestMore']},
    rev: {entry: 'found'},
    range: {entry: 'found'},
    invalid: {entry: assign({revChunk: null, sinceChunk: null})},
  },
})
