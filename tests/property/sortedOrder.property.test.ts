// A kept attribute order (server/query/sortedOrder.ts) holds thousands of entries in chunks that
// split and empty as documents come and go. Against a plain sorted array with groq-js's ordering,
// after random inserts and removes across chunk boundaries: both scans, and every comparison's
// positions, must be the same.
import fc from 'fast-check'
import {evaluate, parse} from 'groq-js'
import {describe, expect, it} from 'vitest'
import type {SanityDocument} from '../../core/lake/types.ts'
import {SortedOrder, type RangeOp} from '../../server/query/sortedOrder.ts'

const valueArb = fc.oneof(
  {arbitrary: fc.integer({min: 0, max: 40}), weight: 4},
  {arbitrary: fc.constantFrom('a', 'b', 'c', 'd'), weight: 2},
  fc.boolean(),
  fc.constantFrom(null, undefined, {x: 1}),
)

const doc = (position: number, value: unknown): SanityDocument => ({_id: `d${position}`, _type: 't', ...(value === undefined ? {} : {v: value})}) as SanityDocument

async function groq(query: string, docs: SanityDocument[], params: Record<string, unknown> = {}): Promise<unknown> {
  return (await evaluate(parse(query, {params}), {dataset: docs, params})).get()
}

describe('kept attribute order (property)', () => {
  it('scans and ranges equal groq-js over the same documents after inserts and removes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(valueArb, {minLength: 1500, maxLength: 3000}),
        fc.array(fc.tuple(fc.nat(), valueArb), {maxLength: 400}),
        fc.array(fc.nat(), {maxLength: 1500}),
        fc.constantFrom<RangeOp>('==', '>', '>=', '<', '<='),
        valueArb,
        async (initial, changes, removals, op, probe) => {
          const live = new Map<number, SanityDocument>()
          initial.slice(0, 200).forEach((v, i) => live.set(i, doc(i, v)))
          const order = new SortedOrder('v', [...live].map(([position, d]) => [d, position]))
          // The rest arrive one by one (inserts into chunks, splits), some change, some go.
          for (let i = 200; i < initial.length; i++) {
            live.set(i, doc(i, initial[i]))
            order.insert(live.get(i)!, i)
          }
          for (const [at, value] of changes) {
            const position = at % initial.length
            const before = live.get(position)
            if (!before) continue
            order.remove(before, position)
            live.set(position, doc(position, value))
            order.insert(live.get(position)!, position)
          }
          for (const at of removals) {
            const position = at % initial.length
            const before = live.get(position)
            if (!before) continue
            order.remove(before, position)
            live.delete(position)
          }
          const natural = [...live.entries()].sort((a, b) => a[0] - b[0]).map(([, d]) => d)
          expect(order.size).toBe(natural.length)
          for (const direction of ['asc', 'desc'] as const) {
            const seen: string[] = []
            order.scan(direction, (entry) => (seen.push(entry.doc._id), true))
            expect(seen).toEqual(await groq(`*[] | order(v ${direction})._id`.replace('*[]', '*'), natural))
          }
          // Objects never compare; `v == null` also holds where v is missing, which the planner never asks an order for.
          if (probe === undefined || (probe !== null && typeof probe === 'object') || (probe === null && op === '==')) return
          const positions = order.positionsWhere(op, probe).sort((a, b) => a - b)
          const expected = (await groq(`*[v ${op} $p]._id`, natural, {p: probe})) as string[]
          expect(positions.map((p) => `d${p}`)).toEqual(expected)
        },
      ),
      {numRuns: 40},
    )
  }, 120_000)
})
