// A document saved again is filed by the tokens that came and went (TextIndex.replace); whatever
// the two versions hold, the index must answer every term as if the new version had been filed
// from scratch, and as it did for the other documents.
import fc from 'fast-check'
import {describe, expect, test} from 'vitest'
import {TextIndex, type FieldRef} from '../../server/query/textIndex.ts'

const word = fc.constantFrom('lake', 'Lake', 'studio', 'hotspot', 'crop', 'a.b', 'x-y', 'über', 'draft', 'e1')
const text = fc.array(word, {maxLength: 5}).map((words) => words.join(' '))
const span = text.map((t) => ({_type: 'span', text: t}))
const block = fc.array(span, {maxLength: 3}).map((children) => ({_type: 'block', children}))
const field = fc.constantFrom('title', 'body', 'tags', 'name', '_key')
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof({depthSize: 'small'}, text, block, fc.array(tie('node'), {maxLength: 3}), fc.dictionary(field, tie('node'), {maxKeys: 3})),
})).node
const doc = fc.dictionary(field, value, {maxKeys: 4})

const FIELDS: FieldRef[] = ['title', 'body', 'tags', 'name', '_key'].flatMap((name) => [
  {namespace: 'strings' as const, field: name},
  {namespace: 'blocks' as const, field: name},
])
const TERMS = ['lake', 'studio', 'hotspot', 'crop', 'ab', 'x', 'y', 'über', 'draft', 'e1', 'l*', '*o*']

/** Every term's hits per field, as plain sorted slot lists. */
function answers(index: TextIndex): unknown {
  return TERMS.map((term) =>
    FIELDS.map((ref) => {
      const hits = index.hitsForTerm([ref], term, Number.MAX_SAFE_INTEGER)
      return hits!.lists.flat().sort((a, b) => a - b)
    }),
  )
}

describe('text index: a document filed again', () => {
  test('replacing one version by another answers as filing the new one from scratch', () => {
    fc.assert(
      fc.property(doc, doc, doc, (before, after, other) => {
        const replaced = new TextIndex()
        replaced.add(0, other)
        replaced.add(1, before)
        replaced.replace(1, before, after)
        const fresh = new TextIndex()
        fresh.add(0, other)
        fresh.add(1, after)
        expect(answers(replaced)).toEqual(answers(fresh))
      }),
      {numRuns: 300},
    )
  })

  test('a run of saves, each read back from what the last one filed, ends as filing the last version', () => {
    fc.assert(
      fc.property(fc.array(doc, {minLength: 2, maxLength: 6}), doc, (versions, other) => {
        const replaced = new TextIndex()
        replaced.add(0, other)
        replaced.add(1, versions[0])
        for (let i = 1; i < versions.length; i++) replaced.replace(1, versions[i - 1], versions[i])
        const fresh = new TextIndex()
        fresh.add(0, other)
        fresh.add(1, versions.at(-1))
        expect(answers(replaced)).toEqual(answers(fresh))
      }),
      {numRuns: 200},
    )
  })
})
