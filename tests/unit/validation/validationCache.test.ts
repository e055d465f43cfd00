// The validation cache: a run over a document whose long array did not change takes the array's
// markers from the last run instead of checking each item again, and the cache starts over when
// the types or the locale change.
import {describe, expect, it} from 'vitest'
import {validateDocument} from '../../../core/validation/validateDocument.ts'
import {createValidationCache} from '../../../core/validation/validationCache.ts'
import type {ValidationMarker} from '../../../core/validation/types.ts'
import {typesByNameOf} from '../../../core/schema/resolve.ts'
import type {SchemaTypeDefinition} from '../../../core/schema/index.ts'

const types = typesByNameOf([
  {
    name: 'event',
    type: 'document',
    fields: [
      {name: 'title', type: 'string', validation: (rule: any) => rule.required()},
      {
        name: 'tiers',
        type: 'array',
        of: [{type: 'object', name: 'tier', fields: [{name: 'name', type: 'string', validation: (rule: any) => rule.required()}, {name: 'price', type: 'number', validation: (rule: any) => rule.min(0)}]}],
      },
    ],
  },
] as unknown as SchemaTypeDefinition[])

const tiers = Array.from({length: 1000}, (_, i) => ({_key: `t${i}`, _type: 'tier', name: i === 7 ? undefined : `Tier ${i}`, price: i}))

/** Counts the checks a run makes: with no time per slice, it yields before each one. */
async function checksOf(document: Record<string, unknown>, cache = createValidationCache<ValidationMarker>(), locale = 'en-US') {
  let turns = 0
  const markers = await validateDocument(document, types, {locale, cache, sliceMs: 0, yieldToHost: async () => void turns++})
  return {markers, turns}
}

describe('validation cache', () => {
  it('checks the changed title, not the thousand unchanged items', async () => {
    const cache = createValidationCache<ValidationMarker>()
    const first = await checksOf({_id: 'e', _type: 'event', title: 'A', tiers}, cache)
    const second = await checksOf({_id: 'e', _type: 'event', title: 'Ab', tiers}, cache)
    expect(first.turns).toBeGreaterThan(1000)
    expect(second.turns).toBeLessThan(20)
    // The item without a name keeps its marker.
    expect(second.markers).toEqual(first.markers)
    expect(second.markers).toEqual([expect.objectContaining({path: ['tiers', {_key: 't7'}, 'name']})])
  })

  it('checks one changed item of the array again, and takes the others as they were', async () => {
    const cache = createValidationCache<ValidationMarker>()
    await checksOf({_id: 'e', _type: 'event', title: 'A', tiers}, cache)
    const changed = tiers.map((tier, i) => (i === 7 ? {...tier, name: 'Named'} : tier))
    const second = await checksOf({_id: 'e', _type: 'event', title: 'A', tiers: changed}, cache)
    expect(second.markers).toEqual([])
    expect(second.turns).toBeLessThan(1020)
    expect(second.turns).toBeGreaterThan(0)
  })

  it('starts over in another locale', async () => {
    const cache = createValidationCache<ValidationMarker>()
    const document = {_id: 'e', _type: 'event', title: 'A', tiers}
    await checksOf(document, cache, 'en-US')
    const german = await checksOf(document, cache, 'de-DE')
    expect(german.turns).toBeGreaterThan(1000)
  })

  it('forgets everything once it holds its maximum of parts', () => {
    const cache = createValidationCache<string>(2)
    const run = cache.forRun(types, 'en-US')
    const member = {}
    run.set('a', {value: 1, member, markers: ['a']})
    run.set('b', {value: 2, member, markers: ['b']})
    expect(run.get('a', 1, member)).toEqual(['a'])
    run.set('c', {value: 3, member, markers: ['c']})
    expect(run.get('a', 1, member)).toBeUndefined()
    expect(run.get('c', 3, member)).toEqual(['c'])
    expect(run.get('c', 4, member)).toBeUndefined()
    expect(run.get('c', 3, {})).toBeUndefined()
  })
})
