// The document list asks the lake again after saves, but not while the editor types: the save that
// would start a query waits for the typing pause (or the longest wait), then one query follows.
import {Subject} from 'rxjs'
import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest'
import type {ContentLake} from '../../../core/ports.ts'
import type {ListenEvent} from '../../../core/lake/types.ts'
import {createTypingPause, TYPING_PAUSE_MS} from '../../../ui/app/typingPause.ts'
import {documentList, REFETCH_MS} from '../../../ui/structure/documentList.ts'
import {holdWhileTyping} from '../../../ui/structure/holdWhileTyping.ts'
import {manualClock} from '../../support/manualClock.ts'

function setup() {
  const time = manualClock()
  const pause = createTypingPause(time.clock)
  const events = new Subject<ListenEvent>()
  let queries = 0
  const lake = {
    listen: () => events,
    query: async () => {
      queries++
      return []
    },
  } as unknown as ContentLake
  const states: string[] = []
  const subscription = documentList(lake, 'category', '{_id}', holdWhileTyping(pause, 3000)).subscribe((state) => states.push(state.status))
  return {time, pause, events, queries: () => queries, states, subscription}
}

const mutation = {type: 'mutation'} as ListenEvent

describe('document list refetches while typing', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  test('a save made while the editor types starts its query only once typing pauses', async () => {
    const {time, pause, events, queries, subscription} = setup()
    events.next({type: 'welcome'} as ListenEvent)
    expect(queries()).toBe(1)
    await vi.advanceTimersByTimeAsync(REFETCH_MS)
    pause.noteTyping()
    events.next(mutation)
    await vi.advanceTimersByTimeAsync(REFETCH_MS)
    events.next(mutation)
    await vi.advanceTimersByTimeAsync(REFETCH_MS)
    expect(queries()).toBe(1)
    time.advance(TYPING_PAUSE_MS)
    expect(queries()).toBe(2)
    subscription.unsubscribe()
  })

  test('with nobody typing a save is followed by its query at once', async () => {
    const {events, queries, subscription} = setup()
    events.next({type: 'welcome'} as ListenEvent)
    await vi.advanceTimersByTimeAsync(REFETCH_MS)
    events.next(mutation)
    expect(queries()).toBe(2)
    subscription.unsubscribe()
  })
})
