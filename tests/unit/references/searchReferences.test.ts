// A reference search against a lake: the field's filter function gets the document, the parent and
// its path; rows become hits; a custom filter the lake cannot parse reads as 'Invalid reference
// filter…', any other failure keeps its own message.
import {evaluate, parse} from 'groq-js'
import {describe, expect, it} from 'vitest'
import type {ContentLake} from '../../../core/ports.ts'
import {INVALID_REFERENCE_FILTER, referenceFieldOf} from '../../../core/references/index.ts'
import {searchReferences} from '../../../ui/form/references/searchReferences.ts'

const docs = [
  {_id: 'a1', _type: 'article', title: 'Fjord kayaking', lang: 'en'},
  {_id: 'drafts.a2', _type: 'article', title: 'Fjordpadling', lang: 'no'},
  {_id: 'a3', _type: 'article', title: 'Fjord walks', lang: 'no'},
]
const specs = [{typeName: 'article', paths: [{path: 'title', weight: 10, key: 'w0'}]}]
const field = referenceFieldOf('reference', {to: [{type: 'article'}]})

function lakeAnswering(run: (query: string, params: Record<string, unknown>) => Promise<unknown>): ContentLake {
  return {query: (query: string, params: Record<string, unknown>) => run(query, params)} as unknown as ContentLake
}

const groqLake = lakeAnswering(async (query, params) => (await evaluate(parse(query, {params}), {dataset: docs, params})).get())

describe('reference search', () => {
  it('narrows by the filter a function of the document gives, and collapses drafts into hits', async () => {
    const options = {filter: ({document}: {document: {lang: string}}) => ({filter: 'lang == $lang', params: {lang: document.lang}})}
    const hits = await searchReferences({lake: groqLake, searchSpecs: async () => specs}, field, options, {document: {lang: 'no'}, parent: {}, parentPath: []}, 'fjord')
    expect(hits.map((hit) => [hit.id, hit.published, hit.draft]).sort()).toEqual([
      ['a2', false, true],
      ['a3', true, false],
    ])
  })

  it('says the custom filter is invalid when the lake cannot parse it', async () => {
    const failing = lakeAnswering(async () => {
      throw Object.assign(new Error('Expected "]"'), {type: 'queryParseError'})
    })
    await expect(searchReferences({lake: failing, searchSpecs: async () => specs}, field, {filter: 'lang =='}, {document: {}, parent: {}, parentPath: []}, 'x')).rejects.toThrow(INVALID_REFERENCE_FILTER)
    // Without a custom filter the lake's own message stays.
    await expect(searchReferences({lake: failing, searchSpecs: async () => specs}, field, undefined, {document: {}, parent: {}, parentPath: []}, 'x')).rejects.toThrow('Expected "]"')
  })
})
