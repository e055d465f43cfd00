// The timeline machine against a fake history endpoint with the lake's paging (newest first, up to
// and including `toTransaction`): the first load stops at 10 chunks or at history's start, more
// pages load on request, a failure says why and is retried, and live transactions are appended.
import {describe, expect, it} from 'vitest'
import {createActor, fromPromise, waitFor} from 'xstate'
import type {HistoryTransaction} from '../../core/history/index.ts'
import {documentEffectsOf} from '../../core/mendoza/documentEffects.ts'
import {HISTORY_PAGE_SIZE, historyTimelineMachine, type HistoryPageRequest} from '../../machines/historyTimeline.ts'

const DRAFT = 'drafts.doc'

/** A draft created, then `count - 1` edits, `gapMinutes` apart, oldest first. */
function history(count: number, gapMinutes: number): HistoryTransaction[] {
  const start = Date.parse('2026-01-01T00:00:00Z')
  return Array.from({length: count}, (_, n) => ({
    id: `tx${n}`,
    timestamp: new Date(start + n * gapMinutes * 60_000).toISOString(),
    author: n % 2 === 0 ? 'ada' : 'bo',
    effects: {[DRAFT]: documentEffectsOf(n === 0 ? null : {_id: DRAFT, title: `v${n - 1}`}, {_id: DRAFT, title: `v${n}`})},
  }))
}

function endpoint(log: HistoryTransaction[], failFirst = 0) {
  const requests: HistoryPageRequest[] = []
  let failures = failFirst
  const readPage = fromPromise<HistoryTransaction[], HistoryPageRequest>(async ({input}) => {
    requests.push(input)
    if (failures-- > 0) throw new Error('The history could not be read')
    const end = input.toTransaction ? log.findIndex((tx) => tx.id === input.toTransaction) + 1 : log.length
    return log.slice(Math.max(0, end - input.limit), end).reverse()
  })
  return {requests, readPage}
}

function start(log: HistoryTransaction[], failFirst = 0) {
  const {requests, readPage} = endpoint(log, failFirst)
  const actor = createActor(historyTimelineMachine.provide({actors: {readPage}}), {input: {publishedId: 'doc'}})
  actor.start()
  return {actor, requests}
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => s.matches('idle') || s.matches('complete') || s.matches('failed'))

describe('the history timeline', () => {
  it('reads one page when it already makes 10 chunks, then the next on request, each ending at the oldest read', async () => {
    const {actor, requests} = start(history(120, 10))
    let snapshot = await settled(actor)
    expect(snapshot.value).toBe('idle')
    expect(requests).toEqual([{toTransaction: undefined, limit: HISTORY_PAGE_SIZE}])
    expect(snapshot.context.transactions.map((tx) => tx.id)).toEqual(history(120, 10).slice(70).map((tx) => tx.id))
    expect(snapshot.context.chunks).toHaveLength(50)
    actor.send({type: 'loadMore'})
    snapshot = await settled(actor)
    expect(requests[1]).toEqual({toTransaction: 'tx70', limit: HISTORY_PAGE_SIZE})
    // The repeated transaction is read once.
    expect(snapshot.context.transactions).toHaveLength(99)
    expect(new Set(snapshot.context.transactions.map((tx) => tx.id)).size).toBe(99)
  })

  it('keeps reading while the chunks are fewer than 10, and stops at the start of history', async () => {
    // Edits a minute apart merge into one chunk: every page is needed.
    const log = history(130, 1)
    const {actor, requests} = start(log)
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('complete')
    expect(requests.map((request) => request.toTransaction)).toEqual([undefined, 'tx80', 'tx31'])
    expect(snapshot.context.transactions.map((tx) => tx.id)).toEqual(log.map((tx) => tx.id))
    expect(snapshot.context.chunks.map((chunk) => chunk.type)).toEqual(['initial', 'editDraft'])
    expect(snapshot.context.chunks[1].authors.sort()).toEqual(['ada', 'bo'])
  })

  it('says why a page could not be read and reads it again on retry', async () => {
    const {actor, requests} = start(history(3, 10), 1)
    let snapshot = await settled(actor)
    expect(snapshot.value).toBe('failed')
    expect(snapshot.context.error).toBe('The history could not be read')
    actor.send({type: 'retry'})
    snapshot = await settled(actor)
    expect(snapshot.value).toBe('complete')
    expect(snapshot.context.error).toBeNull()
    expect(snapshot.context.chunks).toHaveLength(3)
    expect(requests).toHaveLength(2)
  })

  it('adds a transaction the listener reports, once', async () => {
    const log = history(4, 10)
    const {actor} = start(log.slice(0, 3))
    await settled(actor)
    actor.send({type: 'transaction', transaction: log[3]})
    actor.send({type: 'transaction', transaction: log[3]})
    const {context} = actor.getSnapshot()
    expect(context.transactions.map((tx) => tx.id)).toEqual(['tx0', 'tx1', 'tx2', 'tx3'])
    expect(context.chunks.at(-1)).toMatchObject({id: 'tx3', type: 'editDraft'})
  })
})
