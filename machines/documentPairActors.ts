// The pair machine's actors over the ContentLake port, for whoever runs the machine (browser,
// Node script, integration test): the listener, fetching both documents, and the commit.
import {map} from 'rxjs'
import {fromEventObservable, fromPromise} from 'xstate'
import {pairFromDocResponse, type CommitTransaction, type PairDocuments} from '../core/editing/index.ts'
import type {ListenEvent} from '../core/lake/types.ts'
import type {ContentLake} from '../core/ports.ts'
import {PAIR_LISTEN_OPTIONS, PAIR_LISTEN_QUERY, pairListenParams} from '../core/editing/pairListener.ts'
import type {PairIds, PairListenerEvent} from './documentPair.ts'

export function toPairListenerEvent(event: ListenEvent): PairListenerEvent {
  switch (event.type) {
    case 'welcome':
      return {type: 'listen.welcome'}
    case 'mutation':
      return {type: 'listen.mutation', event}
    case 'reconnect':
      return {type: 'listen.reconnect'}
    case 'channelError':
      return {type: 'listen.channelError', message: event.message}
    case 'disconnect':
      return {type: 'listen.disconnect', reason: event.reason}
  }
}

/** Both documents of the pair; rejects with PairReadDeniedError when the lake leaves one out for permission. */
export async function fetchPair(lake: ContentLake, ids: PairIds): Promise<PairDocuments> {
  return pairFromDocResponse(ids, await lake.getDocuments([ids.draftId, ids.publishedId], {tag: 'document.pair'}))
}

export function documentPairActors(lake: ContentLake) {
  return {
    listen: fromEventObservable<PairListenerEvent, PairIds>(({input}) =>
      lake.listen(PAIR_LISTEN_QUERY, pairListenParams(input), PAIR_LISTEN_OPTIONS).pipe(map(toPairListenerEvent)),
    ),
    fetchDocuments: fromPromise<PairDocuments, PairIds>(({input}) => fetchPair(lake, input)),
    commit: fromPromise<unknown, CommitTransaction>(({input}) =>
      lake.mutate(input.mutations, {transactionId: input.transactionId, visibility: 'async', tag: 'document.commit'}),
    ),
  }
}
