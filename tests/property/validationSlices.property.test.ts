// Validating in slices (yielding to the host every few milliseconds) changes when the work runs,
// never what it finds: for random documents with arrays of items, the markers of a sliced run
// (slices of 0 ms, so it yields at every step) equal those of an uninterrupted run, in order; and
// so do those of runs that answer unchanged items from what an earlier run found.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {createValidationCache} from '../../core/validation/itemCache.ts'
import {validateDocument} from '../../core/validation/validateDocument.ts'
import type {SchemaTypeDefinition} from '../../core/schema/index.ts'

const types = [
  {
    name: 'listing',
    type: 'document',
    fields: [
      {name: 'title', type: 'string', validation: (rule: any) => rule.required().max(5)},
      {name: 'count', type: 'number', validation: (rule: any) => rule.integer().min(0)},
      {
        name: 'items',
        type: 'array',
        validation: (rule: any) => rule.max(4),
        of: [
          {
            type: 'object',
            name: 'entry',
            fields: [
              {name: 'label', type: 'string', validation: (rule: any) => rule.required().min(2)},
              {name: 'rank', type: 'number', validation: (rule: any) => rule.integer().positive()},
              {name: 'email', type: 'email'},
            ],
          },
          {type: 'string', validation: (rule: any) => rule.uppercase()},
        ],
      },
    ],
  },
] as unknown as SchemaTypeDefinition[]

const anyLeaf = fc.oneof(fc.string({maxLength: 6}), fc.integer({min: -3, max: 3}), fc.double({noNaN: true, min: -2, max: 2}), fc.constant(undefined))
const entry = fc.record({_key: fc.string({unit: fc.constantFrom('a', 'b', 'c', '1', '2'), minLength: 4, maxLength: 4}), _type: fc.constant('entry'), label: anyLeaf, rank: anyLeaf, email: anyLeaf, extra: fc.option(fc.string(), {nil: undefined})})
const documentArb = fc.record({
  _id: fc.constant('doc'),
  _type: fc.constant('listing'),
  title: anyLeaf,
  count: anyLeaf,
  items: fc.array(fc.oneof(entry, fc.string({maxLength: 4})), {maxLength: 12}),
})

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

describe('validation in slices', () => {
  it('finds the same markers, in the same order, as one uninterrupted run', async () => {
    await fc.assert(
      fc.asyncProperty(documentArb, async (document) => {
        let turns = 0
        const whole = await validateDocument(document, types, {locale: 'en-US'})
        const sliced = await validateDocument(document, types, {
          locale: 'en-US',
          sliceMs: 0,
          yieldToHost: () => {
            turns++
            return nextTurn()
          },
        })
        expect(sliced).toEqual(whole)
        // With no time allowed per slice, every step hands the host a turn.
        expect(turns).toBeGreaterThan(0)
      }),
      {numRuns: 60},
    )
  })

  it('finds the same markers, in the same order, when earlier runs are remembered per item (ED-PT-060)', async () => {
    await fc.assert(
      fc.asyncProperty(documentArb, fc.nat(), async (document, pick) => {
        const whole = await validateDocument(document, types, {locale: 'en-US'})
        const cache = createValidationCache()
        const slicing = {locale: 'en-US', sliceMs: 0, yieldToHost: nextTurn, cache}
        expect(await validateDocument(document, types, slicing)).toEqual(whole)
        await nextTurn()
        expect(await validateDocument(document, types, slicing)).toEqual(whole)
        // One item replaced by a copy of itself, as an edit does: looked into again, same markers.
        const items = document.items as unknown[]
        if (items.length === 0) return
        const at = pick % items.length
        const edited = {...document, items: items.map((item, index) => (index === at && typeof item === 'object' ? {...item} : item))}
        expect(await validateDocument(edited, types, slicing)).toEqual(await validateDocument(edited, types, {locale: 'en-US'}))
      }),
      {numRuns: 60},
    )
  })
})
