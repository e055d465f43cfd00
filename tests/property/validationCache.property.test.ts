// Validating with a cache kept between runs changes how much is checked, never what is found: for
// random sequences of edits (each sharing the untouched parts, as patches do), every run with the
// cache finds the same markers, in the same order, as a run without it; parts whose checks read
// the document (a custom validator, a field reference) are checked again every time.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {validateDocument} from '../../core/validation/validateDocument.ts'
import {createValidationCache} from '../../core/validation/validationCache.ts'
import type {ValidationMarker} from '../../core/validation/types.ts'
import type {SchemaTypeDefinition} from '../../core/schema/index.ts'
import {typesByNameOf} from '../../core/schema/resolve.ts'

const schemaTypes = [
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
          {
            // Reads the document: its markers change with the title, not with its own value.
            type: 'object',
            name: 'echo',
            fields: [
              {name: 'text', type: 'string', validation: (rule: any) => rule.custom((value: unknown, context: any) => (value === context.document?.title ? 'Same as the title' : true))},
              {name: 'low', type: 'number'},
              {name: 'high', type: 'number', validation: (rule: any) => rule.min(rule.valueOfField('low'))},
            ],
          },
          {type: 'string', validation: (rule: any) => rule.uppercase()},
        ],
      },
    ],
  },
] as unknown as SchemaTypeDefinition[]
// One map for every run, as the studio has: the cache starts over when the types change.
const types = typesByNameOf(schemaTypes)

const leaf = fc.oneof(fc.constantFrom('a', 'ab', 'abc', 'ABC', 'x@y.z'), fc.integer({min: -3, max: 3}), fc.constant(undefined))
/** Few words, so an echo's text often meets the title it is compared with. */
const word = fc.constantFrom('a', 'ab', undefined)
const key = fc.string({unit: fc.constantFrom('a', 'b', '1'), minLength: 2, maxLength: 2})
const entry = fc.record({_key: key, _type: fc.constant('entry'), label: leaf, rank: leaf, email: leaf})
const echo = fc.record({_key: key, _type: fc.constant('echo'), text: word, low: leaf, high: fc.integer({min: -3, max: 3})})
const item = fc.oneof(entry, echo, fc.constantFrom('A', 'b'))

type Doc = Record<string, unknown> & {items: unknown[]}
/** One edit, sharing everything it does not touch with the document before it. */
const edit = fc.oneof(
  fc.record({kind: fc.constant('title' as const), value: word}),
  fc.record({kind: fc.constant('count' as const), value: leaf}),
  fc.record({kind: fc.constant('replace' as const), at: fc.nat(), value: item}),
  fc.record({kind: fc.constant('insert' as const), at: fc.nat(), value: item}),
  fc.record({kind: fc.constant('remove' as const), at: fc.nat()}),
  fc.record({kind: fc.constant('low' as const), at: fc.nat(), value: fc.integer({min: -3, max: 3})}),
  fc.record({kind: fc.constant('same' as const)}),
)
type Edit = typeof edit extends fc.Arbitrary<infer E> ? E : never

function apply(doc: Doc, change: Edit): Doc {
  const items = doc.items
  const at = 'at' in change && items.length > 0 ? change.at % items.length : 0
  switch (change.kind) {
    case 'title':
      return {...doc, title: change.value}
    case 'count':
      return {...doc, count: change.value}
    case 'replace':
      return items.length === 0 ? doc : {...doc, items: items.map((old, i) => (i === at ? change.value : old))}
    case 'insert':
      return {...doc, items: [...items.slice(0, at), change.value, ...items.slice(at)]}
    case 'remove':
      return {...doc, items: items.filter((_, i) => i !== at)}
    case 'low':
      // A sibling of `high` changes; `high` itself keeps its value.
      return {...doc, items: items.map((old, i) => (i === at && typeof old === 'object' && (old as {_type: string})._type === 'echo' ? {...old, low: change.value} : old))}
    case 'same':
      return doc
  }
}

describe('validation with a cache between runs', () => {
  it('finds what a run without the cache finds, edit after edit', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(item, {maxLength: 8}), word, fc.array(edit, {minLength: 1, maxLength: 12}), async (items, title, edits) => {
        const cache = createValidationCache<ValidationMarker>()
        let doc: Doc = {_id: 'doc', _type: 'listing', title, items}
        for (const change of [{kind: 'same' as const}, ...edits]) {
          doc = apply(doc, change)
          const fresh = await validateDocument(doc, types, {locale: 'en-US'})
          const cached = await validateDocument(doc, types, {locale: 'en-US', cache})
          expect(cached).toEqual(fresh)
        }
      }),
      {numRuns: 150},
    )
  })
})
