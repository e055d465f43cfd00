// A document's timeline as it loads (shell seed §4, §9): transactions are read newest first in
// pages of 50 (each page up to and including the oldest one already read, which is skipped), until
// at least 10 chunks exist or a page comes back short — the start of the document's history. More
// pages load when asked (the editor scrolled to the end). Transactions committed while the timeline
// is open are added as the listener reports them. The page reader is provided by the caller.
import {assign, fromPromise, setup} from 'xstate'
import {chunksOf, type Chunk, type HistoryTransaction} from '../core/history/chunks.ts'

/** Transactions per page, newest first (seeds: page size 50; fewer back means history's start). */
export const HISTORY_PAGE_SIZE = 50
/** The first load goes on until this many chunks exist (seeds: initial target 10). */
export const HISTORY_INITIAL_CHUNKS = 10

export interface HistoryPageRequest {
  /** Read up to and including this transaction (the oldest read so far); from the newest when absent. */
  toTransaction?: string
  limit: number
}

export interface HistoryTimelineContext {
  publishedId: string
  /** Oldest first. */
  transactions: HistoryTransaction[]
  chunks: Chunk[]
  /** The start of the document's history has been read. */
  complete: boolean
  error: string | null
}

export type HistoryTimelineEvent = {type: 'loadMore'} | {type: 'retry'} | {type: 'transaction'; transaction: HistoryTransaction}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** The transactions with a page (newest first) put before them, each id once. */
function withOlder(transactions: readonly HistoryTransaction[], page: readonly HistoryTransaction[]): HistoryTransaction[] {
  const known = new Set(transactions.map((transaction) => transaction.id))
  const older = page.filter((transaction) => !known.has(transaction.id)).reverse()
  return [...older, ...transactions]
}

export const historyTimelineMachine = setup({
  types: {} as {context: HistoryTimelineContext; events: HistoryTimelineEvent; input: {publishedId: string}},
  actors: {
    readPage: fromPromise<HistoryTransaction[], HistoryPageRequest>(async () => {
      throw new Error('historyTimeline: the "readPage" actor must be provided by the caller')
    }),
  },
  guards: {
    wantsMore: ({context}) => !context.complete && context.chunks.length < HISTORY_INITIAL_CHUNKS,
    isComplete: ({context}) => context.complete,
  },
}).createMachine({
  id: 'historyTimeline',
  context: ({input}) => ({publishedId: input.publishedId, transactions: [], chunks: [], complete: false, error: null}),
  initial: 'loading',
  on: {
    transaction: {
      actions: assign(({context, event}) => {
        if (context.transactions.some((transaction) => transaction.id === event.transaction.id)) return {}
        const transactions = [...context.transactions, event.transaction]
        return {transactions, chunks: chunksOf(transactions, context.publishedId)}
      }),
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'readPage',
        input: ({context}) => ({toTransaction: context.transactions[0]?.id, limit: HISTORY_PAGE_SIZE}),
        onDone: {
          target: 'checking',
          actions: assign(({context, event}) => {
            const transactions = withOlder(context.transactions, event.output)
            return {
              transactions,
              chunks: chunksOf(transactions, context.publishedId),
              // A page that repeats the oldest one read holds one fewer new transaction.
              complete: event.output.length < HISTORY_PAGE_SIZE,
              error: null,
            }
          }),
        },
        onError: {target: 'failed', actions: assign({error: ({event}) => messageOf(event.error)})},
      },
    },
    checking: {
      always: [{guard: 'wantsMore', target: 'loading'}, {guard: 'isComplete', target: 'complete'}, {target: 'idle'}],
    },
    idle: {
      on: {loadMore: 'loading'},
    },
    complete: {},
    failed: {
      on: {retry: 'loading', loadMore: 'loading'},
    },
  },
})
