import {describe, expect, test} from 'vitest'
import {createTypedTextBuffer, type AfterPaintScheduler} from '../../../ui/form/inputs/typedTextBuffer.ts'

/** A scheduler whose "paint" happens when the test says so. */
function manualPaint() {
  const queued = new Set<() => void>()
  const schedule: AfterPaintScheduler = (run) => {
    queued.add(run)
    return () => queued.delete(run)
  }
  return {schedule, paint: () => [...queued].forEach((run) => run()), waiting: () => queued.size}
}

describe('typed text held back until the paint', () => {
  test('the document gets nothing until the frame is painted, then the latest text once', () => {
    const frame = manualPaint()
    const committed: string[] = []
    const buffer = createTypedTextBuffer(frame.schedule, (text) => committed.push(text))
    buffer.type('a')
    buffer.type('ab')
    buffer.type('abc')
    expect(committed).toEqual([])
    expect(buffer.held()).toBe('abc')
    expect(frame.waiting()).toBe(1)
    frame.paint()
    expect(committed).toEqual(['abc'])
    expect(buffer.held()).toBeNull()
  })

  test('a flush hands the text over at once and cancels the scheduled hand-over', () => {
    const frame = manualPaint()
    const committed: string[] = []
    const buffer = createTypedTextBuffer(frame.schedule, (text) => committed.push(text))
    buffer.type('draft')
    buffer.flush()
    expect(committed).toEqual(['draft'])
    expect(frame.waiting()).toBe(0)
    frame.paint()
    buffer.flush()
    expect(committed).toEqual(['draft'])
  })

  test('typing after a hand-over schedules a new one; every text typed reaches the document in order', () => {
    const frame = manualPaint()
    const committed: string[] = []
    const buffer = createTypedTextBuffer(frame.schedule, (text) => committed.push(text))
    buffer.type('x')
    frame.paint()
    buffer.type('xy')
    buffer.flush()
    buffer.type('x')
    buffer.type('')
    frame.paint()
    expect(committed).toEqual(['x', 'xy', ''])
  })
})
