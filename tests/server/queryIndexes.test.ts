// No cold start: a lake that says it is listening has every dataset loaded with its text index and
// kept orders, including the attribute orders queries made it keep before a restart; and the
// attribute orders answer what the scan answers, over HTTP.
import {afterEach, describe, expect, it} from 'vitest'
import {startTestLake, type TestLake} from '../support/lake.ts'

let lake: TestLake | null = null
afterEach(async () => {
  await lake?.close()
  lake = null
})

async function query(l: TestLake, groq: string): Promise<{result: unknown}> {
  const response = await l.api(`/data/query/${l.dataset}?perspective=raw`, {method: 'POST', body: JSON.stringify({query: groq})})
  expect(response.status).toBe(200)
  return (await response.json()) as {result: unknown}
}

describe('query indexes across a restart', () => {
  it('are ready before the first request, and an attribute order kept before the restart is kept after it', async () => {
    lake = await startTestLake({keepData: true})
    const dataset = () => lake!.running.lake.dataset(lake!.projectId, lake!.dataset)
    // Before any query: the system orders are built already.
    expect(dataset().index.keptOrders()).toEqual(expect.arrayContaining(['_id', '_createdAt', '_updatedAt']))
    const mutations = [1, 5, 9].map((rank) => ({create: {_id: `ranked-${rank}`, _type: 'rankedThing', rank}}))
    expect((await lake.api(`/data/mutate/${lake.dataset}?visibility=sync`, {method: 'POST', body: JSON.stringify({mutations})})).status).toBe(200)
    const groq = '*[_type == "rankedThing" && rank >= 5] | order(rank desc)._id'
    expect((await query(lake, groq)).result).toEqual(['ranked-9', 'ranked-5'])
    expect(dataset().index.keptOrder('rank')).toBeUndefined()
    expect((await query(lake, groq)).result).toEqual(['ranked-9', 'ranked-5'])
    expect(dataset().index.keptOrder('rank')).toBeDefined()

    const {dataDir} = lake
    await lake.running.close()
    lake = await startTestLake({dataDir})
    // Rebuilt at start, before anyone asked.
    expect(lake.running.lake.dataset(lake.projectId, lake.dataset).index.keptOrder('rank')).toBeDefined()
    expect((await query(lake, groq)).result).toEqual(['ranked-9', 'ranked-5'])
  })
})
