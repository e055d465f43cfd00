// A listener opened ahead for a route (adapters/http/heldListeners.ts): the first matching listen
// adopts it with every event so far, nothing else does, and an unadopted one closes on its own.
import {Subject} from 'rxjs'
import {afterEach, describe, expect, test, vi} from 'vitest'
import {HELD_LISTENER_MS, holdListener, takeHeldListener, withHeldListeners} from '../../adapters/http/heldListeners.ts'
import type {ListenEvent} from '../../core/lake/types.ts'
import type {ContentLake} from '../../core/ports.ts'

const QUERY = '*[_id in [$publishedId, $draftId]]'
const PARAMS = {publishedId: 'a', draftId: 'drafts.a'}
const OPTIONS = {includeResult: false, tag: 'document.pair-listener'}
const welcome: ListenEvent = {type: 'welcome', listenerName: 'l1'} as ListenEvent
const mutation = (id: string): ListenEvent => ({type: 'mutation', transactionId: id}) as unknown as ListenEvent

/** A lake whose listeners are subjects the test drives, counting who is subscribed. */
function fakeLake() {
  const streams: Subject<ListenEvent>[] = []
  const listen = vi.fn(() => {
    const subject = new Subject<ListenEvent>()
    streams.push(subject)
    return subject.asObservable()
  })
  return {lake: {listen} as unknown as ContentLake, streams, listen}
}

afterEach(() => vi.useRealTimers())

describe('held listeners', () => {
  test('the first matching listen adopts the held listener: events so far in order, then the live ones, on the same connection', () => {
    const {lake, streams, listen} = fakeLake()
    holdListener(lake, 'lake-1', QUERY, PARAMS, OPTIONS)
    streams[0].next(welcome)
    streams[0].next(mutation('t1'))
    const seen: ListenEvent[] = []
    // The params in another order are the same listener.
    const adopting = withHeldListeners(lake, 'lake-1')
    const subscription = adopting.listen(QUERY, {draftId: 'drafts.a', publishedId: 'a'}, OPTIONS).subscribe((event) => seen.push(event))
    streams[0].next(mutation('t2'))
    expect(seen).toEqual([welcome, mutation('t1'), mutation('t2')])
    expect(listen).toHaveBeenCalledTimes(1)
    // Adopted once: the next listen opens its own.
    adopting.listen(QUERY, PARAMS, OPTIONS).subscribe()
    expect(listen).toHaveBeenCalledTimes(2)
    subscription.unsubscribe()
    expect(streams[0].observed).toBe(false)
  })

  test('another address, query, params or options opens its own listener and leaves the held one', () => {
    const {lake, listen} = fakeLake()
    holdListener(lake, 'lake-1', QUERY, PARAMS, OPTIONS)
    expect(takeHeldListener('lake-2', QUERY, PARAMS, OPTIONS)).toBeNull()
    expect(takeHeldListener('lake-1', '*[false]', PARAMS, OPTIONS)).toBeNull()
    expect(takeHeldListener('lake-1', QUERY, {publishedId: 'b', draftId: 'drafts.b'}, OPTIONS)).toBeNull()
    expect(takeHeldListener('lake-1', QUERY, PARAMS, {...OPTIONS, includeResult: true})).toBeNull()
    withHeldListeners(lake, 'lake-2').listen(QUERY, PARAMS, OPTIONS).subscribe()
    expect(listen).toHaveBeenCalledTimes(2)
    expect(takeHeldListener('lake-1', QUERY, PARAMS, OPTIONS)).not.toBeNull()
  })

  test('nobody adopting it in time closes it', () => {
    vi.useFakeTimers()
    const {lake, streams} = fakeLake()
    holdListener(lake, 'lake-1', QUERY, PARAMS, OPTIONS)
    expect(streams[0].observed).toBe(true)
    vi.advanceTimersByTime(HELD_LISTENER_MS)
    expect(streams[0].observed).toBe(false)
    expect(takeHeldListener('lake-1', QUERY, PARAMS, OPTIONS)).toBeNull()
  })

  test('a listener that fails before it is adopted is forgotten, so the adopter opens its own and sees the failure itself', () => {
    const {lake, streams, listen} = fakeLake()
    holdListener(lake, 'lake-1', QUERY, PARAMS, OPTIONS)
    streams[0].error(new Error('401'))
    const errors: unknown[] = []
    withHeldListeners(lake, 'lake-1').listen(QUERY, PARAMS, OPTIONS).subscribe({error: (error) => errors.push(error)})
    expect(listen).toHaveBeenCalledTimes(2)
    streams[1].error(new Error('401 again'))
    expect(errors).toEqual([new Error('401 again')])
  })

  test('a failure after adoption reaches the adopter', () => {
    const {lake, streams} = fakeLake()
    holdListener(lake, 'lake-1', QUERY, PARAMS, OPTIONS)
    const errors: unknown[] = []
    takeHeldListener('lake-1', QUERY, PARAMS, OPTIONS)!.subscribe({error: (error) => errors.push(error)})
    streams[0].error(new Error('gone'))
    expect(errors).toEqual([new Error('gone')])
  })

  test('holding the same listener twice opens one connection', () => {
    const {lake, listen} = fakeLake()
    holdListener(lake, 'lake-1', QUERY, PARAMS, OPTIONS)
    holdListener(lake, 'lake-1', QUERY, PARAMS, OPTIONS)
    expect(listen).toHaveBeenCalledTimes(1)
    takeHeldListener('lake-1', QUERY, PARAMS, OPTIONS)
  })
})
