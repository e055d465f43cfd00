// Previews asked for within one window go out as one query for the union of the ids; each caller
// gets only its own; a failed query fails every caller of that batch; the next window is new.
import {describe, expect, it} from 'vitest'
import {createPreviewBatches, PREVIEW_BATCH_MS} from '../../../core/references/previewBatches.ts'

function world() {
  const timers: {run: () => void; ms: number}[] = []
  const fetched: string[][] = []
  let fail = false
  const batches = createPreviewBatches<string>({
    fetch: async (ids) => {
      fetched.push([...ids].sort())
      if (fail) throw new Error('lake down')
      return new Map(ids.filter((id) => id !== 'gone').map((id) => [id, `preview of ${id}`]))
    },
    schedule: (run, ms) => void timers.push({run, ms}),
  })
  const tick = async () => {
    for (const timer of timers.splice(0)) timer.run()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return {batches, timers, fetched, tick, failNext: () => (fail = true)}
}

describe('preview batches', () => {
  it('send one query per window for every id asked for in it, and answer each caller with its own ids', async () => {
    const {batches, timers, fetched, tick} = world()
    const a = batches.load(['ada', 'drafts.cat'])
    const b = batches.load(['cat', 'gone'])
    expect(timers.map((timer) => timer.ms)).toEqual([PREVIEW_BATCH_MS])
    await tick()
    expect(fetched).toEqual([['ada', 'cat', 'gone']])
    expect(await a).toEqual(new Map([['ada', 'preview of ada'], ['cat', 'preview of cat']]))
    expect(await b).toEqual(new Map([['cat', 'preview of cat']]))
    const c = batches.load(['bob'])
    await tick()
    expect(fetched).toHaveLength(2)
    expect(await c).toEqual(new Map([['bob', 'preview of bob']]))
  })

  it('fail every caller of a batch whose query failed, and ask nothing for no ids', async () => {
    const {batches, fetched, tick, failNext} = world()
    expect(await batches.load([])).toEqual(new Map())
    failNext()
    const answers = Promise.allSettled([batches.load(['ada']), batches.load(['bob'])])
    await tick()
    expect((await answers).map((answer) => answer.status === 'rejected' && (answer.reason as Error).message)).toEqual(['lake down', 'lake down'])
    expect(fetched).toEqual([['ada', 'bob']])
  })
})
