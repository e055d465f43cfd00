// Document operations (editing seed §4): publish, unpublish, discardChanges, delete and
// duplicate. Each is offered with its disabled reason and permission from the pair's state and
// the user's grants; running one first flushes the pair's pending edits and waits until the lake
// has them all, then sends the operation's transaction. One operation at a time.
//
// The pair is reached through two provided actors, so the UI can run both machines side by side:
// `pairUpdates` reports the pair's state as `pair.changed` events, `flushAndWait` flushes and
// resolves with the pair as the lake has it. machines/documentOperationsActors.ts wires them to
// a running pair actor.
import {assign, fromCallback, fromPromise, setup} from 'xstate'
import {errorMessage, newTransactionId, type CommitTransaction, type PairDocuments} from '../core/editing/index.ts'
import {pairOf} from '../core/documents/ids.ts'
import type {Grant, SanityDocument} from '../core/lake/types.ts'
import {
  checkPairPermission,
  disabledReason,
  type DisabledReason,
  newDocumentUuid,
  OPERATION_NAMES,
  OPERATION_PERMISSION,
  operationMutations,
  type OperationName,
  type PermissionResult,
} from '../core/operations/index.ts'

export interface DocumentOperationsInput {
  publishedId: string
  type: string
  liveEdit?: boolean
  /** The dataset's grants for the current user; null until known (the lake still enforces them). */
  grants?: Grant[] | null
  /** The user id, for grant filters that use `identity()`. */
  identity?: string
}

export interface PairSnapshot {
  ready: boolean
  draft: SanityDocument | null
  published: SanityDocument | null
}

export interface OperationStatus {
  disabled: DisabledReason | false
  /** Null while the grants are not known. */
  permission: PermissionResult | null
}

export type OperationsStatus = Record<OperationName, OperationStatus>

export type OperationErrorReason = 'NOT_READY' | 'DISABLED' | 'PERMISSION_DENIED' | 'FLUSH_FAILED' | 'COMMIT_FAILED'

export interface OperationError {
  operation: OperationName
  reason: OperationErrorReason
  message: string
}

export interface CompletedOperation {
  operation: OperationName
  transactionId: string
  /** For duplicate: the published id of the copy, to open it. */
  duplicateId?: string
}

export const OPERATION_BEFORE_READY = 'Operation called before the document is ready'

export type DocumentOperationsEvent =
  | ({type: 'pair.changed'} & PairSnapshot)
  | {type: 'grants.changed'; grants: Grant[] | null}
  | {type: 'operation.execute'; operation: OperationName}
  | {type: 'error.dismiss'}

export interface DocumentOperationsContext {
  publishedId: string
  draftId: string
  type: string
  liveEdit: boolean
  identity?: string
  pair: PairSnapshot
  grants: Grant[] | null
  status: OperationsStatus
  running: OperationName | null
  transaction: CommitTransaction | null
  duplicateId: string | null
  error: OperationError | null
  completed: CompletedOperation | null
}

export interface FlushInput {
  publishedId: string
}

function statusOf(context: Omit<DocumentOperationsContext, 'status'>): OperationsStatus {
  const {pair, grants, liveEdit} = context
  const entries = OPERATION_NAMES.map((operation): [OperationName, OperationStatus] => [
    operation,
    {
      disabled: disabledReason(operation, {draft: pair.draft, published: pair.published, liveEdit}),
      permission: grants
        ? checkPairPermission(OPERATION_PERMISSION[operation], {
            grants,
            publishedId: context.publishedId,
            draftId: context.draftId,
            type: context.type,
            liveEdit,
            draft: pair.draft,
            published: pair.published,
            identity: context.identity,
          })
        : null,
    },
  ])
  return Object.fromEntries(entries) as OperationsStatus
}

/** Why `operation` cannot run now, or null. */
export function operationRefusal(context: DocumentOperationsContext, operation: OperationName): OperationError | null {
  const {disabled, permission} = context.status[operation]
  if (disabled) return {operation, reason: 'DISABLED', message: disabled}
  if (permission && !permission.granted) return {operation, reason: 'PERMISSION_DENIED', message: permission.reason}
  return null
}

function withPair(context: DocumentOperationsContext, pair: PairSnapshot): Partial<DocumentOperationsContext> {
  return {pair, status: statusOf({...context, pair})}
}

function missing(name: string): never {
  throw new Error(`documentOperations: the "${name}" actor must be provided`)
}

export const documentOperationsMachine = setup({
  types: {} as {context: DocumentOperationsContext; events: DocumentOperationsEvent; input: DocumentOperationsInput},
  actors: {
    /** Sends `pair.changed` whenever the pair changes. Optional: the caller may send them itself. */
    pairUpdates: fromCallback<{type: string}, FlushInput>(() => undefined),
    flushAndWait: fromPromise<PairDocuments, FlushInput>(async () => missing('flushAndWait')),
    commit: fromPromise<unknown, CommitTransaction>(async () => missing('commit')),
  },
  guards: {
    pairReady: ({context}) => context.pair.ready,
    allowed: ({context, event}) => event.type === 'operation.execute' && operationRefusal(context, event.operation) === null,
    stillAllowed: ({context}, params: {documents: PairDocuments}) =>
      context.running !== null && operationRefusal({...context, ...withPair(context, {ready: true, ...params.documents})}, context.running) === null,
  },
  actions: {
    takePair: assign(({context, event}) => {
      if (event.type !== 'pair.changed') return {}
      return withPair(context, {ready: event.ready, draft: event.draft, published: event.published})
    }),
    takeGrants: assign(({context, event}) => {
      if (event.type !== 'grants.changed') return {}
      return {grants: event.grants, status: statusOf({...context, grants: event.grants})}
    }),
    notReady: assign(({event}) => {
      if (event.type !== 'operation.execute') return {}
      return {error: {operation: event.operation, reason: 'NOT_READY' as const, message: OPERATION_BEFORE_READY}}
    }),
    refuse: assign(({context, event}) => {
      if (event.type !== 'operation.execute') return {}
      return {error: operationRefusal(context, event.operation)}
    }),
    start: assign(({event}) => {
      if (event.type !== 'operation.execute') return {}
      return {running: event.operation, error: null, completed: null, transaction: null, duplicateId: null}
    }),
    prepareTransaction: assign(({context}, params: {documents: PairDocuments}) => {
      const operation = context.running!
      const duplicateId = operation === 'duplicate' ? newDocumentUuid() : null
      const pair = {ready: true, ...params.documents}
      const mutations = operationMutations(
        operation,
        {publishedId: context.publishedId, draftId: context.draftId, liveEdit: context.liveEdit, ...params.documents},
        {duplicateId: duplicateId ?? undefined},
      )
      return {...withPair(context, pair), duplicateId, transaction: {transactionId: newTransactionId(), mutations}}
    }),
    refuseAfterFlush: assign(({context}, params: {documents: PairDocuments}) => {
      const updated = {...context, ...withPair(context, {ready: true, ...params.documents})}
      return {pair: updated.pair, status: updated.status, running: null, error: operationRefusal(updated, context.running!)}
    }),
    failed: assign(({context}, params: {reason: OperationErrorReason; error: unknown}) => ({
      running: null,
      transaction: null,
      error: {operation: context.running!, reason: params.reason, message: errorMessage(params.error)},
    })),
    done: assign(({context}) => ({
      running: null,
      completed: {
        operation: context.running!,
        transactionId: context.transaction!.transactionId,
        ...(context.duplicateId ? {duplicateId: context.duplicateId} : {}),
      },
      transaction: null,
    })),
    dismissError: assign({error: null}),
  },
}).createMachine({
  id: 'documentOperations',
  context: ({input}) => {
    const {publishedId, draftId} = pairOf(input.publishedId)
    const base = {
      publishedId,
      draftId,
      type: input.type,
      liveEdit: Boolean(input.liveEdit),
      identity: input.identity,
      pair: {ready: false, draft: null, published: null},
      grants: input.grants ?? null,
      running: null,
      transaction: null,
      duplicateId: null,
      error: null,
      completed: null,
    }
    return {...base, status: statusOf(base)}
  },
  invoke: {id: 'pairUpdates', src: 'pairUpdates', input: ({context}) => ({publishedId: context.publishedId})},
  on: {
    'pair.changed': {actions: 'takePair'},
    'grants.changed': {actions: 'takeGrants'},
    'error.dismiss': {actions: 'dismissError'},
  },
  initial: 'loading',
  states: {
    loading: {
      always: {guard: 'pairReady', target: 'idle'},
      // The seed: operations called before the pair is ready are an error.
      on: {'operation.execute': {actions: 'notReady'}},
    },
    idle: {
      on: {
        'operation.execute': [{guard: 'allowed', target: 'running', actions: 'start'}, {actions: 'refuse'}],
      },
    },
    // No 'operation.execute' here: a second press while one runs is not taken.
    running: {
      initial: 'flushing',
      states: {
        flushing: {
          invoke: {
            id: 'flushAndWait',
            src: 'flushAndWait',
            input: ({context}) => ({publishedId: context.publishedId}),
            onDone: [
              {
                // Someone else may have changed the pair meanwhile: check again on what the lake has.
                guard: {type: 'stillAllowed', params: ({event}) => ({documents: event.output})},
                target: 'committing',
                actions: {type: 'prepareTransaction', params: ({event}) => ({documents: event.output})},
              },
              {
                target: '#documentOperations.idle',
                actions: {type: 'refuseAfterFlush', params: ({event}) => ({documents: event.output})},
              },
            ],
            onError: {
              target: '#documentOperations.idle',
              actions: {type: 'failed', params: ({event}) => ({reason: 'FLUSH_FAILED' as const, error: event.error})},
            },
          },
        },
        committing: {
          invoke: {
            id: 'commit',
            src: 'commit',
            input: ({context}) => context.transaction!,
            onDone: {target: '#documentOperations.idle', actions: 'done'},
            onError: {
              target: '#documentOperations.idle',
              actions: {type: 'failed', params: ({event}) => ({reason: 'COMMIT_FAILED' as const, error: event.error})},
            },
          },
        },
      },
    },
  },
})

export type DocumentOperationsMachine = typeof documentOperationsMachine
