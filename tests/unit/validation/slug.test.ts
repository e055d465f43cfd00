import {evaluate, parse} from 'groq-js'
import {describe, expect, it} from 'vitest'
import {slugFailures, slugUniqueQuery, type SlugUniqueContext} from '../../../core/validation/index.ts'
import {checkField, messagesOf} from './support.ts'

const slug = {type: 'slug', options: {source: 'title'}}

describe('slug shape (ED-VAL-055, 056)', () => {
  it('must be an object with a non-empty current', async () => {
    expect(await messagesOf(slug, 'lake')).toEqual(['Expected type Object, got String'])
    expect(await slugFailures('lake', {document: undefined, path: undefined, isUnique: undefined})).toMatchObject([{message: 'Slug must be an object'}])
    expect(await messagesOf(slug, {_type: 'slug', current: ''})).toEqual(['Slug must have a value'])
    expect(await messagesOf(slug, {_type: 'slug'})).toEqual(['Slug must have a value'])
    expect(await messagesOf(slug, {_type: 'slug', current: 'lake'})).toEqual([])
  })
})

describe('slug uniqueness (ED-VAL-057, 058, 060)', () => {
  it('asks the injected check with the published id, and names the slug when taken', async () => {
    const asked: [string, SlugUniqueContext][] = []
    const isSlugUnique = async (value: string, context: SlugUniqueContext) => (asked.push([value, context]), value !== 'taken')
    expect(await checkField(slug, {_type: 'slug', current: 'taken'}, {isSlugUnique})).toEqual([{level: 'error', message: 'Slug "taken" is already in use', path: ['field']}])
    expect(await messagesOf(slug, {_type: 'slug', current: 'free'}, {isSlugUnique})).toEqual([])
    expect(asked[0]).toEqual(['taken', {documentId: 'd1', documentType: 'sample', path: ['field']}])
  })

  it('a check that could not reach the lake is an info marker that blocks nothing; a refusal stays an error', async () => {
    const unreachable = async () => {
      throw Object.assign(new Error('Unknown network error attempting to reach localhost'), {isNetworkError: true, status: 0})
    }
    expect(await checkField(slug, {_type: 'slug', current: 'lake'}, {isSlugUnique: unreachable})).toMatchObject([
      {level: 'info', message: 'Could not check this value: the content lake could not be reached. It is checked again once the connection is back.', path: ['field']},
    ])
    const unavailable = async () => {
      throw Object.assign(new Error('Service unavailable'), {status: 503})
    }
    expect((await checkField(slug, {_type: 'slug', current: 'lake'}, {isSlugUnique: unavailable}))[0].level).toBe('info')
    const refused = async () => {
      throw Object.assign(new Error('Bad query'), {status: 400})
    }
    expect(await checkField(slug, {_type: 'slug', current: 'lake'}, {isSlugUnique: refused})).toEqual([{level: 'error', message: 'Bad query', path: ['field']}])
  })

  it('the default query leaves out both ids of the pair and compares only the same type', () => {
    const {query, params} = slugUniqueQuery('lake', {documentId: 'd1', documentType: 'article', path: ['slug']})
    expect(query).toBe('!defined(*[_type == $docType && !(_id in [$draft, $published]) && slug.current == $slug][0]._id)')
    expect(params).toEqual({docType: 'article', draft: 'drafts.d1', published: 'd1', slug: 'lake'})
  })

  it('the default query answers right on a real dataset', async () => {
    const dataset = [
      {_id: 'd1', _type: 'article', slug: {current: 'lake'}},
      {_id: 'drafts.d1', _type: 'article', slug: {current: 'lake'}},
      {_id: 'd2', _type: 'author', slug: {current: 'lake'}},
      {_id: 'd3', _type: 'article', slug: {current: 'river'}},
      {_id: 'p1', _type: 'page', sections: [{_key: 'a', slug: {current: 'x'}}, {_key: 'b', slug: {current: 'lake'}}]},
    ]
    const ask = async (current: string, documentId: string, documentType = 'article', path: SlugUniqueContext['path'] = ['slug']) => {
      const {query, params} = slugUniqueQuery(current, {documentId, documentType, path})
      return (await evaluate(parse(query, {params}), {dataset, params})).get()
    }
    expect(await ask('lake', 'd1')).toBe(true)
    expect(await ask('lake', 'd9')).toBe(false)
    expect(await ask('river', 'd1')).toBe(false)
    expect(await ask('lake', 'p2', 'page', ['sections', {_key: 'z'}, 'slug'])).toBe(false)
    expect(await ask('lake', 'p1', 'page', ['sections', {_key: 'b'}, 'slug'])).toBe(true)
  })

  it('the default check runs over a query port', async () => {
    const seen: unknown[] = []
    const query = async (groq: string, params: Record<string, unknown>) => (seen.push(params), params.slug !== 'taken')
    expect(await messagesOf(slug, {_type: 'slug', current: 'taken'}, {query})).toEqual(['Slug "taken" is already in use'])
    expect(seen).toEqual([{docType: 'sample', draft: 'drafts.d1', published: 'd1', slug: 'taken'}])
  })

  it('without a document and path the check fails (ED-VAL-060)', async () => {
    await expect(slugFailures({current: 'x'}, {document: undefined, path: ['slug'], isUnique: async () => true})).rejects.toThrow(
      'Slug validation needs the document and the path of the slug',
    )
  })

  it('a slug inside an array is checked, with a warning (ED-VAL-059)', async () => {
    const warnings: string[] = []
    const field = {type: 'array', of: [{type: 'object', name: 'section', fields: [{name: 'slug', type: 'slug'}]}]}
    const value = [{_key: 's1', _type: 'section', slug: {current: 'x'}}]
    expect(await messagesOf(field, value, {isSlugUnique: async () => false, onWarning: (m) => warnings.push(m)})).toEqual(['Slug "x" is already in use'])
    expect(warnings).toEqual(['Slug at field[].slug is inside an array: uniqueness is checked against every item of that field'])
  })
})
