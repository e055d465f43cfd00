// The pair machine's actors over the ContentLake port, for whoever runs the machine (browser,
// Node script, integration test): the listener, fetching both documents, and the commit.
import {map} from 'rxjs'
import {fromEventObservable, fromPromise} from 'xstate'
import type {CommitTransaction, PairDocuments} from '../core/editing/index.ts'
import type {ListenEvent} from '../core/lake/types.ts'
import type {ContentLake} from '../core/ports.ts'
import type {ListenOptions} from '../core/lake/types.ts'
import {PAIR_LISTEN_QUERY, type PairIds, type PairListenerEvent} from './documentPair.ts'

/**
 * How the pair listens: each change arrives as its mendoza effect, applied to HEAD
 * (core/editing/incoming.ts), not as the whole document: a long body's every save sent the body
 * back, and the fresh copy had to be parsed and compared block by block with what the form shows
 * (ED-PT-060).
 */
export const PAIR_LISTEN_OPTIONS: ListenOptions = {includeResult: false, effectFormat: 'mendoza', tag: 'document.pair-listener'}

/** The pair listener's params: a listener held for a route must ask for exactly these. */
export function pairListenParams(ids: PairIds): Record<string, unknown> {
  return {publishedId: ids.publishedId, draftId: ids.draftId}
}

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
