import {describe, expect, test} from 'vitest'
import {createTypingPause, TYPING_PAUSE_MS} from '../../../ui/app/typingPause.ts'
import {manualClock} from '../../support/manualClock.ts'

describe('holding background updates while the editor types', () => {
  test('nobody typing: the update runs at once', () => {
    const time = manualClock()
    const pause = createTypingPause(time.clock)
    let ran = 0
    pause.whenPaused(() => ran++, 3000)
    expect(ran).toBe(1)
    expect(time.pending()).toBe(0)
  })

  test('typing: the update waits until no key came for the pause, and runs once', () => {
    const time = manualClock()
    const pause = createTypingPause(time.clock)
    let ranAt: number[] = []
    pause.noteTyping()
    pause.whenPaused(() => ranAt.push(time.clock.now()), 3000)
    expect(ranAt).toEqual([])
    // Keys every 100 ms for half a second keep it waiting.
    for (let i = 0; i < 5; i++) {
      time.advance(100)
      pause.noteTyping()
    }
    expect(ranAt).toEqual([])
    time.advance(TYPING_PAUSE_MS - 1)
    expect(ranAt).toEqual([])
    time.advance(1)
    expect(ranAt).toEqual([500 + TYPING_PAUSE_MS])
    time.advance(5000)
    expect(ranAt).toHaveLength(1)
  })

  test('typing that never pauses still lets the update through at the latest wait', () => {
    const time = manualClock()
    const pause = createTypingPause(time.clock)
    let ranAt: number | null = null
    pause.noteTyping()
    pause.whenPaused(() => (ranAt = time.clock.now()), 3000)
    for (let t = 0; t < 6000 && ranAt === null; t += 50) {
      time.advance(50)
      pause.noteTyping()
    }
    expect(ranAt).toBe(3000)
  })

  test('a cancelled wait never runs', () => {
    const time = manualClock()
    const pause = createTypingPause(time.clock)
    let ran = false
    pause.noteTyping()
    const cancel = pause.whenPaused(() => (ran = true), 3000)
    cancel()
    time.advance(10_000)
    expect(ran).toBe(false)
    expect(time.pending()).toBe(0)
  })
})
