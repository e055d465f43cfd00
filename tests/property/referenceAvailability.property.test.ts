// The availability checker shared by every reference on screen: whatever ids are asked for, in
// whatever bursts and at whatever times, no request carries more than the batch size of ids, no
// more than 10 requests run at once, each id is asked for at most once per cache period, and every
// answer is what the lake said of that id.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {draftIdOf} from '../../core/documents/ids.ts'
import {AVAILABILITY_CACHE_MS, createAvailabilityChecker, type Availability} from '../../core/references/availability.ts'

const MAX_CHARS = 120

describe('reference availability checks', () => {
  it('keep within the batch size and 10 concurrent requests, ask once per cache period, and answer right', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.stringMatching(/^[a-z0-9-]{1,40}$/), {minLength: 1, maxLength: 40}), {minLength: 1, maxLength: 6}),
        fc.array(fc.integer({min: 0, max: AVAILABILITY_CACHE_MS}), {minLength: 6, maxLength: 6}),
        fc.func(fc.constantFrom<'existence' | 'permission' | null>('existence', 'permission', null)),
        async (bursts, gaps, omission) => {
          let clock = 0
          let running = 0
          let most = 0
          const asked = new Map<string, number[]>()
          const checker = createAvailabilityChecker({
            now: () => clock,
            maxChars: MAX_CHARS,
            fetchOmitted: async (ids) => {
              running++
              most = Math.max(most, running)
              expect(ids.join(',').length <= MAX_CHARS || ids.length === 2).toBe(true)
              for (const id of ids) asked.set(id, [...(asked.get(id) ?? []), clock])
              await new Promise((resolve) => setTimeout(resolve, 0))
              running--
              return {omitted: ids.flatMap((id) => (omission(id) ? [{id, reason: omission(id)!}] : []))}
            },
          })
          for (const [index, burst] of bursts.entries()) {
            // A burst is many references asking in the same tick.
            const answers = await Promise.all(burst.map((id) => checker.check([id])))
            burst.forEach((id, i) => {
              const got = answers[i].get(id)!
              const published = omission(id) === null
              const draft = omission(draftIdOf(id)) === null
              const expected: Availability =
                published || draft
                  ? {available: true, reason: 'READABLE', published, draft}
                  : {available: false, reason: omission(id) === 'permission' || omission(draftIdOf(id)) === 'permission' ? 'PERMISSION_DENIED' : 'NOT_FOUND', published: false, draft: false}
              expect(got).toEqual(expected)
            })
            clock += gaps[index]
          }
          expect(most).toBeLessThanOrEqual(10)
          for (const times of asked.values()) {
            for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(AVAILABILITY_CACHE_MS)
          }
        },
      ),
      {numRuns: 150},
    )
  })

  it('runs at most 10 requests at once however many batches one tick makes', async () => {
    let running = 0
    let most = 0
    let requests = 0
    const checker = createAvailabilityChecker({
      maxChars: 30,
      fetchOmitted: async () => {
        requests++
        running++
        most = Math.max(most, running)
        await new Promise((resolve) => setTimeout(resolve, 1))
        running--
        return {omitted: []}
      },
    })
    await checker.check(Array.from({length: 200}, (_, i) => `document-${i}`))
    expect(requests).toBe(200)
    expect(most).toBe(10)
  })
})
