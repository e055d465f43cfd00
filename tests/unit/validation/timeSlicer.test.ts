// The time slicer: no waiting while a slice lasts, one shared turn of the host for everyone over
// budget, and a fresh slice after it.
import {describe, expect, it} from 'vitest'
import {timeSlicer} from '../../../core/validation/timeSlicer.ts'

describe('timeSlicer', () => {
  it('goes on at once without a way to yield', () => {
    let clock = 0
    const slicer = timeSlicer(undefined, 4, () => clock)
    clock = 1_000
    expect(slicer.checkpoint()).toBeNull()
  })

  it('answers null within the slice, then one shared turn, then a new slice', async () => {
    let clock = 0
    let turns = 0
    let release: () => void = () => undefined
    const slicer = timeSlicer(
      () => {
        turns++
        return new Promise<void>((resolve) => (release = resolve))
      },
      4,
      () => clock,
    )
    clock = 3
    expect(slicer.checkpoint()).toBeNull()
    clock = 4
    const first = slicer.checkpoint()
    const second = slicer.checkpoint()
    expect(first).toBeInstanceOf(Promise)
    expect(second).toBeInstanceOf(Promise)
    await Promise.resolve()
    expect(turns).toBe(1)
    // The host's turn comes; the new slice starts when it does.
    clock = 10
    release()
    await Promise.all([first, second])
    expect(turns).toBe(1)
    clock = 13
    expect(slicer.checkpoint()).toBeNull()
    clock = 14
    expect(slicer.checkpoint()).toBeInstanceOf(Promise)
  })
})
