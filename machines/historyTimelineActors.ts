// The timeline machine's page reader over the ContentLake port: one page of the pair's
// transactions, newest first, with mendoza effects and the mutations (a delete and a new draft in
// one transaction reads as a creation), up to and including the oldest one already read.
import {toArray} from 'rxjs'
import {fromPromise} from 'xstate'
import {draftIdOf, publishedIdOf} from '../core/documents/ids.ts'
import type {HistoryTransaction} from '../core/history/chunks.ts'
import type {CancelSignal, ContentLake} from '../core/ports.ts'
import type {HistoryPageRequest} from './historyTimeline.ts'

export const HISTORY_TAG = 'history.transactions'

export function readHistoryPage(lake: ContentLake, publishedId: string, request: HistoryPageRequest, signal?: CancelSignal): Promise<HistoryTransaction[]> {
  const id = publishedIdOf(publishedId)
  return new Promise((resolve, reject) => {
    const subscription = lake
      .transactions([id, draftIdOf(id)], {
        reverse: true,
        limit: request.limit,
        toTransaction: request.toTransaction,
        effectFormat: 'mendoza',
        excludeContent: true,
        tag: HISTORY_TAG,
        signal,
      })
      .pipe(toArray())
      .subscribe({next: (entries) => resolve(entries as HistoryTransaction[]), error: reject})
    signal?.addEventListener('abort', () => subscription.unsubscribe())
  })
}

/** The `readPage` actor for historyTimelineMachine.provide. */
export function historyPageReader(lake: ContentLake, publishedId: string) {
  return fromPromise<HistoryTransaction[], HistoryPageRequest>(({input, signal}) => readHistoryPage(lake, publishedId, input, signal))
}
