import {Subject} from 'rxjs'
import {describe, expect, test} from 'vitest'
import {createTypingPause, TYPING_PAUSE_MS} from '../../../ui/app/typingPause.ts'
import {holdWhileTyping} from '../../../ui/structure/holdWhileTyping.ts'
import {manualClock} from '../../support/manualClock.ts'

function setup(maxWaitMs = 3000) {
  const time = manualClock()
  const pause = createTypingPause(time.clock)
  const source = new Subject<string>()
  const seen: {value: string; at: number}[] = []
  const subscription = source.pipe(holdWhileTyping(pause, maxWaitMs)).subscribe((value) => seen.push({value, at: time.clock.now()}))
  return {time, pause, source, seen, subscription}
}

describe('list updates held while the editor types', () => {
  test('with nobody typing every update passes at once, the second as well as the first', () => {
    const {source, seen} = setup()
    source.next('a')
    source.next('b')
    source.next('c')
    expect(seen.map((s) => s.value)).toEqual(['a', 'b', 'c'])
  })

  test('updates during typing wait for the pause; only the latest is passed on', () => {
    const {time, pause, source, seen} = setup()
    pause.noteTyping()
    source.next('saved 1')
    time.advance(300)
    pause.noteTyping()
    source.next('saved 2')
    expect(seen).toEqual([])
    time.advance(TYPING_PAUSE_MS)
    expect(seen).toEqual([{value: 'saved 2', at: 300 + TYPING_PAUSE_MS}])
    // Typing over: the next update passes at once again.
    source.next('saved 3')
    expect(seen.map((s) => s.value)).toEqual(['saved 2', 'saved 3'])
  })

  test('typing without a pause holds an update no longer than the longest wait', () => {
    const {time, pause, source, seen} = setup(3000)
    pause.noteTyping()
    source.next('x')
    for (let t = 0; t < 3000; t += 50) {
      time.advance(50)
      pause.noteTyping()
    }
    expect(seen).toEqual([{value: 'x', at: 3000}])
  })

  test('unsubscribing drops the wait; completing passes the held value on', () => {
    const first = setup()
    first.pause.noteTyping()
    first.source.next('held')
    first.subscription.unsubscribe()
    first.time.advance(10_000)
    expect(first.seen).toEqual([])
    expect(first.time.pending()).toBe(0)

    const second = setup()
    second.pause.noteTyping()
    second.source.next('last')
    second.source.complete()
    expect(second.seen.map((s) => s.value)).toEqual(['last'])
    expect(second.time.pending()).toBe(0)
  })
})
