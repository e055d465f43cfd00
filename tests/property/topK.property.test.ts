// Ordered slices over a few candidates (a rare type among many documents): the planner walks the
// kept order with a budget and, when the candidates sit far down the order, sorts them instead,
// skipping the ones the walk already gave. Whatever path it takes, the slice must be what plain
// groq-js answers over the whole dataset.
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import fc from 'fast-check'
import {evaluate, parse} from 'groq-js'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import type {SanityDocument} from '../../core/lake/types.ts'
import {grantsOfRoles} from '../../core/permissions/roles.ts'
import {Access} from '../../server/access/access.ts'
import {Dataset} from '../../server/dataset/dataset.ts'
import {TransactionBus} from '../../server/listen/bus.ts'
import {SqliteStore} from '../../server/storage/sqlite.ts'

let dataDir: string
let store: SqliteStore
let count = 0
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'lake-topk-'))
  store = new SqliteStore(dataDir)
})
afterAll(() => {
  store?.close()
  rmSync(dataDir, {recursive: true, force: true})
})

const access = new Access(grantsOfRoles(['editor']))

describe('ordered slices over few candidates (property)', () => {
  it('equal groq-js whether the walk finishes, stops early or runs out of budget', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({min: 1500, max: 3000}),
        fc.integer({min: 9, max: 20}),
        fc.double({min: 0.5, max: 1, noNaN: true}),
        fc.integer({min: 1, max: 40}),
        fc.constantFrom('asc', 'desc'),
        fc.integer({min: 0, max: 2 ** 31}),
        async (size, rareEvery, valueShare, end, direction, seed) => {
          let state = seed
          const next = () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32)
          const name = `topk${count++}`
          store.keepOrder('p', name, 'v')
          const dataset = new Dataset(store, new TransactionBus(), 'p', name)
          const docs: SanityDocument[] = []
          for (let i = 0; i < size; i++) {
            const rare = i % rareEvery === 0
            const doc = {_id: `d${i}`, _type: rare ? 'rare' : 'common', _updatedAt: `2026-01-01T00:00:${String(Math.floor(next() * 60)).padStart(2, '0')}Z`} as SanityDocument
            // Common documents hold small values or none; rare ones a few at the very start of
            // `asc`, most far past the common ones or missing: a walk meets a few candidates, then
            // a long stretch of others, and runs out of budget after visiting some.
            const r = next()
            if (rare) {
              if (r < 0.05) (doc as Record<string, unknown>).v = 0
              else if (r < 0.7) (doc as Record<string, unknown>).v = 45
            } else if (r < valueShare) (doc as Record<string, unknown>).v = 1 + Math.floor(next() * 40)
            docs.push(doc)
            dataset.index.put(doc)
          }
          for (const attribute of ['v', '_updatedAt']) {
            const query = `*[_type == "rare"] | order(${attribute} ${direction}) [0...${end}]._id`
            const expected = await (await evaluate(parse(query), {dataset: docs})).get()
            const outcome = await dataset.query(query, {}, {access})
            expect(outcome.stats.topK, query).toBe(1)
            expect(outcome.result, query).toEqual(expected)
          }
        },
      ),
      {numRuns: 150},
    )
  }, 120_000)
})
