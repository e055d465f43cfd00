// The document pair (EDITING-MODEL.md): listens to the draft and the published document, applies
// local edits to EDGE at once, commits them throttled with a client-chosen transaction id, takes
// the echo as confirmation, rebases on remote mutations, refetches when something was missed,
// drops refused commits and retries failed ones. Once loaded it stays editable whatever the
// connection does.
import {assign, fromEventObservable, fromPromise, setup} from 'xstate'
import {connectionRetryDelay} from '../core/connection/backoff.ts'
import {
  acceptCommit,
  buildCommit,
  classifyCommitFailure,
  COMMIT_THROTTLE_MS,
  type CommitTransaction,
  createEditingState,
  type EditingState,
  errorMessage,
  isConsistent,
  isPairReadDenied,
  localEdit,
  localPatchProblem,
  type LocalPatch,
  newTransactionId,
  type PairDocuments,
  pairSpec,
  receiveMutation,
  refuseCommit,
  requeueCommit,
  resetHead,
  startGeneration,
  storedTransactionIds,
} from '../core/editing/index.ts'
import type {MutationEvent, Mutation} from '../core/lake/types.ts'
import {trackGone, type PairGone} from './documentPairGone.ts'

export type {PairGone} from './documentPairGone.ts'

export interface DocumentPairInput {
  publishedId: string
  type: string
  liveEdit?: boolean
}

export interface PairIds {
  publishedId: string
  draftId: string
}

/** The listener's events as the machine receives them. */
export type PairListenerEvent =
  | {type: 'listen.welcome'}
  | {type: 'listen.mutation'; event: MutationEvent}
  | {type: 'listen.reconnect'}
  | {type: 'listen.channelError'; message: string}
  | {type: 'listen.disconnect'; reason: string}

export type DocumentPairEvent =
  | PairListenerEvent
  | {type: 'edit'; patches: LocalPatch[]}
  | {type: 'flush'}
  | {type: 'error.dismiss'}
  /** Retry a failed fetch or commit now instead of waiting out the backoff (the studio's Retry now). */
  | {type: 'retry.now'}
  /** The pair went by this editor's own operation (its Delete): edit it as a new document again. */
  | {type: 'gone.forget'}

/** Something the editor should show until dismissed. */
export type DocumentPairError =
  | {
      type: 'commitRefused'
      message: string
      status: number | null
      transactionId: string
      mutations: Mutation[]
      /** The pair as it was shown before the refused edits were taken back: their text, to copy. */
      shown: PairDocuments
    }
  | {type: 'invalidPatch'; message: string}
  | {type: 'listenerClosed'; message: string}
  /**
   * The lake left a half of the pair out because the user may not read it: the pair stays in
   * `sync.readDenied` and never becomes editable (it is not a new, empty document).
   */
  | {type: 'readDenied'; message: string; ids: readonly string[]}

export interface DocumentPairContext {
  editing: EditingState
  /** The transaction on its way to the lake; a retry sends it again with the same id. */
  sending: CommitTransaction | null
  commitAttempts: number
  fetchAttempts: number
  /** Commit without waiting for the throttle (an operation is about to run). */
  flushRequested: boolean
  refetchRequested: boolean
  /** A guarded commit found the pair moved (the published version, or the draft gone): the edits wait for the next fetch. */
  awaitingBase: boolean
  /** Events that arrived while HEAD was being fetched; replayed on top of it. */
  buffered: MutationEvent[]
  /** Transactions the lake had stored when the running fetch started: the fetch contains them. */
  storedBeforeFetch: string[]
  /** A passing problem being retried (fetch or commit), for a status line. */
  retrying: string | null
  error: DocumentPairError | null
  /** Both documents of a pair that existed were deleted (documentPairGone.ts): no edits are taken or sent. */
  gone: PairGone | null
}

export {PAIR_LISTEN_QUERY} from '../core/editing/pairListener.ts'

function missing(name: string): never {
  throw new Error(`documentPair: the "${name}" actor must be provided`)
}

export const documentPairMachine = setup({
  types: {} as {context: DocumentPairContext; events: DocumentPairEvent; input: DocumentPairInput},
  actors: {
    listen: fromEventObservable<PairListenerEvent, PairIds>(() => missing('listen')),
    fetchDocuments: fromPromise<PairDocuments, PairIds>(async () => missing('fetchDocuments')),
    commit: fromPromise<unknown, CommitTransaction>(async () => missing('commit')),
  },
  delays: {
    commitThrottle: COMMIT_THROTTLE_MS,
    commitRetry: ({context}) => connectionRetryDelay(context.commitAttempts),
    fetchRetry: ({context}) => connectionRetryDelay(context.fetchAttempts),
  },
  guards: {
    loaded: ({context}) => context.editing.loaded,
    readyToSend: ({context}) => context.editing.pending.length > 0 && !context.awaitingBase && context.gone === null,
    hasTransaction: ({context}) => context.sending !== null,
    flushRequested: ({context}) => context.flushRequested,
    refetchRequested: ({context}) => context.refetchRequested,
    alreadyStored: (_, params: {error: unknown}) => classifyCommitFailure(params.error) === 'alreadyStored',
    refused: (_, params: {error: unknown}) => classifyCommitFailure(params.error) === 'refused',
    baseMoved: ({context}, params: {error: unknown}) => classifyCommitFailure(params.error, context.sending ?? undefined) === 'baseMoved',
    readDenied: (_, params: {error: unknown}) => isPairReadDenied(params.error),
  },
  actions: {
    startConnection: assign(({context}) => ({editing: startGeneration(context.editing), buffered: []})),
    startFetch: assign(({context}) => ({
      refetchRequested: false,
      storedBeforeFetch: storedTransactionIds(context.editing),
    })),
    clearBuffer: assign({buffered: []}),
    bufferEvent: assign(({context, event}) => {
      if (event.type !== 'listen.mutation') return {}
      return {buffered: [...context.buffered, event.event]}
    }),
    takeFetched: assign(({context}, params: {documents: PairDocuments}) => {
      let editing = resetHead(context.editing, params.documents, context.storedBeforeFetch)
      for (const event of context.buffered) editing = receiveMutation(editing, event, 'replay').state
      const error = context.error?.type === 'readDenied' ? null : context.error
      const lastEvent = context.buffered.at(-1) ?? null
      const {editing: kept, gone} = trackGone({...context, unsaved: hasUnsavedEdits(context)}, editing, lastEvent)
      return {editing: kept, gone, buffered: [], storedBeforeFetch: [], fetchAttempts: 0, retrying: null, awaitingBase: false, error}
    }),
    readDenied: assign(({context}, params: {error: unknown}) => {
      if (!isPairReadDenied(params.error)) return {}
      return {fetchAttempts: 0, retrying: null, buffered: [], error: {type: 'readDenied' as const, message: params.error.message, ids: params.error.ids}}
    }),
    fetchFailed: assign(({context}, params: {error: unknown}) => ({
      fetchAttempts: context.fetchAttempts + 1,
      retrying: `Could not load the document: ${errorMessage(params.error)}`,
    })),
    receiveMutation: assign(({context, event}) => {
      if (event.type !== 'listen.mutation') return {}
      const {state, outcome} = receiveMutation(context.editing, event.event)
      const {editing, gone} = trackGone({...context, unsaved: hasUnsavedEdits(context)}, state, event.event)
      return {editing, gone, refetchRequested: context.refetchRequested || outcome === 'refetch'}
    }),
    listenerClosed: assign(({event}) => {
      const failure = (event as {error?: unknown}).error
      const message =
        event.type === 'listen.channelError'
          ? event.message
          : event.type === 'listen.disconnect'
            ? event.reason
            : failure !== undefined
              ? `The connection to the document failed: ${errorMessage(failure)}`
              : 'The connection to the document was closed'
      return {error: {type: 'listenerClosed', message} as DocumentPairError}
    }),
    applyEdit: assign(({context, event}) => {
      if (event.type !== 'edit' || context.gone) return {}
      const problem = event.patches.map(localPatchProblem).find((p) => p !== null)
      if (problem) return {error: {type: 'invalidPatch', message: problem} as DocumentPairError}
      return {editing: localEdit(context.editing, event.patches)}
    }),
    requestFlush: assign(({context}) => ({flushRequested: context.editing.pending.length > 0})),
    buildCommit: assign(({context}) => {
      const {state, transaction} = buildCommit(context.editing, newTransactionId())
      return {editing: state, sending: transaction, flushRequested: false}
    }),
    acceptCommit: assign(({context}) => {
      if (!context.sending) return {}
      const {state, refetch} = acceptCommit(context.editing, context.sending.transactionId)
      return {
        editing: state,
        sending: null,
        commitAttempts: 0,
        retrying: null,
        refetchRequested: context.refetchRequested || refetch,
      }
    }),
    requeueCommit: assign(({context}) => {
      if (!context.sending) return {}
      // Nothing was stored: the edits wait for HEAD to be fetched again, then go out rebuilt.
      return {editing: requeueCommit(context.editing, context.sending.transactionId), sending: null, commitAttempts: 0, retrying: null, refetchRequested: true, awaitingBase: true}
    }),
    refuseCommit: assign(({context}, params: {error: unknown}) => {
      if (!context.sending) return {}
      const {state, refused} = refuseCommit(context.editing, context.sending.transactionId)
      const status = (params.error as {status?: unknown} | null)?.status
      return {
        editing: state,
        sending: null,
        commitAttempts: 0,
        retrying: null,
        error: refused
          ? {
              type: 'commitRefused' as const,
              message: errorMessage(params.error),
              status: typeof status === 'number' ? status : null,
              transactionId: refused.transaction.transactionId,
              mutations: refused.transaction.mutations,
              shown: refused.shown,
            }
          : context.error,
      }
    }),
    commitFailed: assign(({context}, params: {error: unknown}) => ({
      commitAttempts: context.commitAttempts + 1,
      retrying: `Could not save your changes, trying again: ${errorMessage(params.error)}`,
    })),
    dismissError: assign({error: null}),
    forgetGone: assign({gone: null}),
  },
}).createMachine({
  id: 'documentPair',
  type: 'parallel',
  context: ({input}) => ({
    editing: createEditingState(pairSpec(input)),
    sending: null,
    commitAttempts: 0,
    fetchAttempts: 0,
    flushRequested: false,
    refetchRequested: false,
    awaitingBase: false,
    buffered: [],
    storedBeforeFetch: [],
    retrying: null,
    error: null,
    gone: null,
  }),
  invoke: {
    id: 'listen',
    src: 'listen',
    input: ({context}) => ({publishedId: context.editing.spec.publishedId, draftId: context.editing.spec.draftId}),
  },
  on: {
    'error.dismiss': {actions: 'dismissError'},
    'gone.forget': {actions: 'forgetGone'},
  },
  states: {
    sync: {
      initial: 'connecting',
      // Transitions here, not on the machine: a transition of the root would re-enter the edit
      // region too and abandon a commit in flight.
      on: {
        'listen.reconnect': {target: '.connecting'},
        'listen.channelError': {target: '.closed', actions: 'listenerClosed'},
        'listen.disconnect': {target: '.closed', actions: 'listenerClosed'},
        'xstate.done.actor.listen': {target: '.closed', actions: 'listenerClosed'},
        'xstate.error.actor.listen': {target: '.closed', actions: 'listenerClosed'},
      },
      // Welcome (first connect and every reconnect) fetches both documents as HEAD. It is handled
      // in each state rather than on `sync`: re-entering `sync` itself would re-enter the whole
      // machine, edit region and its commit in flight included.
      states: {
        connecting: {
          on: {'listen.welcome': {target: 'fetching', actions: 'startConnection'}},
        },
        fetching: {
          entry: 'startFetch',
          invoke: {
            id: 'fetchDocuments',
            src: 'fetchDocuments',
            input: ({context}) => ({publishedId: context.editing.spec.publishedId, draftId: context.editing.spec.draftId}),
            onDone: {target: 'live', actions: {type: 'takeFetched', params: ({event}) => ({documents: event.output})}},
            onError: [
              {guard: {type: 'readDenied', params: ({event}) => ({error: event.error})}, target: 'readDenied', actions: {type: 'readDenied', params: ({event}) => ({error: event.error})}},
              {target: 'fetchRetry', actions: {type: 'fetchFailed', params: ({event}) => ({error: event.error})}},
            ],
          },
          on: {
            'listen.mutation': {actions: 'bufferEvent'},
            'listen.welcome': {target: 'fetching', reenter: true, actions: 'startConnection'},
          },
        },
        fetchRetry: {
          after: {fetchRetry: 'fetching'},
          on: {
            'retry.now': 'fetching',
            'listen.mutation': {actions: 'bufferEvent'},
            'listen.welcome': {target: 'fetching', actions: 'startConnection'},
          },
        },
        live: {
          always: {guard: 'refetchRequested', target: 'fetching', actions: 'clearBuffer'},
          on: {
            'listen.mutation': {actions: 'receiveMutation'},
            'listen.welcome': {target: 'fetching', actions: 'startConnection'},
          },
        },
        // The user may not read the document: nothing to show or edit. A reconnect or Retry asks again
        // (grants may have changed meanwhile).
        readDenied: {
          on: {
            'retry.now': 'fetching',
            'listen.welcome': {target: 'fetching', actions: 'startConnection'},
          },
        },
        closed: {},
      },
    },
    edit: {
      initial: 'loading',
      states: {
        loading: {
          always: {guard: 'loaded', target: 'ready'},
        },
        ready: {
          initial: 'idle',
          on: {
            edit: {actions: 'applyEdit'},
            flush: {actions: 'requestFlush'},
          },
          states: {
            idle: {
              always: {guard: 'readyToSend', target: 'building'},
            },
            building: {
              entry: 'buildCommit',
              always: [{guard: 'hasTransaction', target: 'sending'}, {target: 'idle'}],
            },
            sending: {
              invoke: {
                id: 'commit',
                src: 'commit',
                input: ({context}) => context.sending!,
                onDone: {target: 'cooldown', actions: 'acceptCommit'},
                onError: [
                  {guard: {type: 'alreadyStored', params: ({event}) => ({error: event.error})}, target: 'cooldown', actions: 'acceptCommit'},
                  {guard: {type: 'baseMoved', params: ({event}) => ({error: event.error})}, target: 'cooldown', actions: 'requeueCommit'},
                  {
                    guard: {type: 'refused', params: ({event}) => ({error: event.error})},
                    target: 'cooldown',
                    actions: {type: 'refuseCommit', params: ({event}) => ({error: event.error})},
                  },
                  {target: 'retrying', actions: {type: 'commitFailed', params: ({event}) => ({error: event.error})}},
                ],
              },
            },
            retrying: {
              after: {commitRetry: 'sending'},
              on: {'retry.now': 'sending'},
            },
            // Leading and trailing throttle: the first edit goes at once, later ones wait here.
            cooldown: {
              after: {commitThrottle: 'idle'},
              always: {guard: 'flushRequested', target: 'idle'},
            },
          },
        },
      },
    },
  },
})

export type DocumentPairMachine = typeof documentPairMachine

/**
 * Edits the lake has not stored yet: made and not sent (waiting out the throttle, or for HEAD
 * after the base moved), or on their way. Sent edits the lake answered are stored, even before
 * their echo arrives. Edits the lake refused are not counted: the editor is told about them.
 */
export function hasUnsavedEdits(context: DocumentPairContext): boolean {
  return context.editing.pending.length > 0 || context.sending !== null
}

/** Nothing local is waiting: what operations wait for after a flush. */
export function pairIsConsistent(context: DocumentPairContext): boolean {
  return context.editing.loaded && isConsistent(context.editing)
}
