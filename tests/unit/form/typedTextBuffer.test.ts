import {afterEach, beforeEach, describe, expect, test, vi} from 'vitest'
import {createTypedTextBuffer, type HandOverTimer} from '../../../ui/form/inputs/typedTextBuffer.ts'
import {TYPED_TEXT_MAX_HOLD_MS, TYPED_TEXT_PAUSE_MS, typedTextTimer} from '../../../ui/form/inputs/pendingTextEdits.ts'

/** A timer whose pause comes when the test says so. */
function manualPause() {
  let due: (() => void) | null = null
  let keys = 0
  const timer: HandOverTimer = {
    typed(run) {
      keys++
      due = run
    },
    stop() {
      due = null
    },
  }
  return {timer, pause: () => due?.(), waiting: () => due !== null, keys: () => keys}
}

describe('typed text held back until typing pauses', () => {
  test('the document gets nothing while the editor types, then the latest text once', () => {
    const clock = manualPause()
    const committed: string[] = []
    const buffer = createTypedTextBuffer(clock.timer, (text) => committed.push(text))
    buffer.type('a')
    buffer.type('ab')
    buffer.type('abc')
    expect(committed).toEqual([])
    expect(buffer.held()).toBe('abc')
    // Every key pushes the pause back.
    expect(clock.keys()).toBe(3)
    clock.pause()
    expect(committed).toEqual(['abc'])
    expect(buffer.held()).toBeNull()
    expect(clock.waiting()).toBe(false)
  })

  test('a flush hands the text over at once and stops the timer', () => {
    const clock = manualPause()
    const committed: string[] = []
    const buffer = createTypedTextBuffer(clock.timer, (text) => committed.push(text))
    buffer.type('draft')
    buffer.flush()
    expect(committed).toEqual(['draft'])
    expect(clock.waiting()).toBe(false)
    clock.pause()
    buffer.flush()
    expect(committed).toEqual(['draft'])
  })

  test('typing after a hand-over starts a new hold; every text typed reaches the document in order', () => {
    const clock = manualPause()
    const committed: string[] = []
    const buffer = createTypedTextBuffer(clock.timer, (text) => committed.push(text))
    buffer.type('x')
    clock.pause()
    buffer.type('xy')
    buffer.flush()
    buffer.type('x')
    buffer.type('')
    clock.pause()
    expect(committed).toEqual(['x', 'xy', ''])
  })
})

describe('the hand-over timer', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  test('hands over once no key came for the pause, each key pushing it back', () => {
    const committed: string[] = []
    const buffer = createTypedTextBuffer(typedTextTimer(() => null), (text) => committed.push(text))
    buffer.type('a')
    vi.advanceTimersByTime(TYPED_TEXT_PAUSE_MS - 1)
    buffer.type('ab')
    vi.advanceTimersByTime(TYPED_TEXT_PAUSE_MS - 1)
    expect(committed).toEqual([])
    vi.advanceTimersByTime(1)
    expect(committed).toEqual(['ab'])
    // Nothing else is due once it went over.
    vi.advanceTimersByTime(TYPED_TEXT_MAX_HOLD_MS * 2)
    expect(committed).toEqual(['ab'])
  })

  test('an editor who never pauses still reaches the document within the hold limit of the first key', () => {
    const committed: string[] = []
    const buffer = createTypedTextBuffer(typedTextTimer(() => null), (text) => committed.push(text))
    let text = ''
    const keyEvery = TYPED_TEXT_PAUSE_MS / 3
    const typeFor = (ms: number, char: string) => {
      for (let elapsed = 0; elapsed < ms; elapsed += keyEvery) {
        text += char
        buffer.type(text)
        vi.advanceTimersByTime(keyEvery)
      }
    }
    typeFor(TYPED_TEXT_MAX_HOLD_MS - keyEvery, 'k')
    expect(committed).toEqual([])
    typeFor(keyEvery, 'k')
    expect(committed).toEqual([text])
    // The next key starts a new hold, with a limit counted from that key.
    const before = text
    typeFor(TYPED_TEXT_MAX_HOLD_MS - keyEvery, 'm')
    expect(committed).toEqual([before])
    typeFor(keyEvery, 'm')
    expect(committed).toEqual([before, text])
  })
})
