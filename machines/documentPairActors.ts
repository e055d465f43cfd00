// The pair machine's actors over the ContentLake port, for whoever runs the machine (browser,
// Node script, integration test): the listener, fetching both documents, and the commit.
import {map} from 'rxjs'
import {fromEventObservable, fromPromise} from 'xstate'
import type {CommitTransaction, PairDocuments} from '../core/editing/index.ts'
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

export async function fetchPair(lake: ContentLake, ids: PairIds): Promise<PairDocuments> {
  const {documents} = await lake.getDocuments([ids.draftId, ids.publishedId], {tag: 'document.pair'})
  const byId = (id: string) => documents.find((d) => d._id === id) ?? null
  return {draft: byId(ids.draftId), published: byId(ids.publishedId)}
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
