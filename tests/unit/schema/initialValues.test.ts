// Initial values and templates (ED-INIT-005 … ED-INIT-010, SH-CONF-003, ERR-SH-034, ERR-SH-037,
// ERR-ED-001, K-ED-020, K-ED-063): each shape rule with its message, nested resolution, the depth
// cap as a property.
import fc from 'fast-check'
import {describe, expect, it, vi} from 'vitest'
import {
  INITIAL_VALUE_MAX_DEPTH,
  INITIAL_VALUE_TOAST_DELAY_MS,
  InitialValueError,
  compileSchema,
  initialValueProblem,
  resolveInitialValue,
  resolveTemplateInitialValue,
  unresolvedInitialValueDescription,
  type SchemaTypeDefinition,
} from '../../../core/schema/index.ts'

const context = {projectId: 'demo', dataset: 'production', currentUser: null}
const nestedObject = (depth: number): Record<string, unknown> => (depth <= 1 ? {leaf: 1} : {child: nestedObject(depth - 1)})

const types = [
  {
    type: 'document',
    name: 'post',
    initialValue: {status: 'draft'},
    fields: [
      {name: 'status', type: 'string'},
      {name: 'lang', type: 'string', initialValue: 'en'},
      {name: 'seo', type: 'seo'},
      {name: 'tags', type: 'array', of: [{type: 'string'}]},
      {name: 'links', type: 'array', of: [{type: 'link'}], initialValue: [{_type: 'link', href: 'https://a.example'}]},
    ],
  },
  {type: 'object', name: 'seo', fields: [{name: 'index', type: 'boolean', initialValue: true}, {name: 'title', type: 'string'}]},
  {type: 'object', name: 'link', fields: [{name: 'href', type: 'url'}, {name: 'newTab', type: 'boolean', initialValue: false}]},
  {type: 'object', name: 'node', fields: [{name: 'n', type: 'number', initialValue: 1}, {name: 'next', type: 'node'}]},
] as unknown as SchemaTypeDefinition[]
const {schema, problems} = compileSchema(types)

describe('shape rules', () => {
  it('the schema under test is clean', () => expect(problems).toEqual([]))

  it('an initial value must be a plain object (ED-INIT-005)', () => {
    expect(initialValueProblem([], 'post')).toBe('must be a plain object, but was an array')
    expect(initialValueProblem('x', 'post')).toBe('must be a plain object, but was string')
    expect(initialValueProblem(new Date(), 'post')).toBe('must be a plain object, but was an object')
  })

  it('a present _type must be the schema type (ED-INIT-006)', () => {
    expect(initialValueProblem({_type: 'page'}, 'post')).toBe('has "_type" "page", which does not match the schema type "post"')
    expect(initialValueProblem({_type: 'post'}, 'post')).toBeNull()
  })

  it('no array directly inside an array (ED-INIT-007)', () => {
    expect(initialValueProblem({grid: [[1]]}, 'post')).toBe('contains an array directly inside an array, which is not supported (at path "grid[0]")')
    expect(initialValueProblem({grid: [{row: [1]}]}, 'post')).toBeNull()
  })

  it('references use _type and only the reference keys (ED-INIT-008)', () => {
    expect(initialValueProblem({author: {_ref: 'a', type: 'reference'}}, 'post')).toBe(
      'has a reference with a "type" property where "_type" is required (at path "author")',
    )
    expect(initialValueProblem({authors: [{_ref: 'a', _type: 'reference', _key: 'k', title: 'x', note: 1}]}, 'post')).toBe(
      'has a reference with the keys "title", "note"; only "_key", "_ref", "_weak", "_type" are allowed (at path "authors[0]")',
    )
    expect(initialValueProblem({author: {_ref: 'a', _type: 'reference', _weak: true}}, 'post')).toBeNull()
  })

  it(`nests at most ${INITIAL_VALUE_MAX_DEPTH} levels deep (ED-INIT-009, property)`, () => {
    expect(INITIAL_VALUE_MAX_DEPTH).toBe(10)
    fc.assert(
      fc.property(fc.integer({min: 1, max: 20}), (depth) => {
        const problem = initialValueProblem(nestedObject(depth), 'post')
        if (depth <= INITIAL_VALUE_MAX_DEPTH) expect(problem).toBeNull()
        else expect(problem).toMatch(/^nests deeper than 10 levels \(at path "child(\.child)*"\)$/)
      }),
    )
  })

  it('any JSON object within the depth and without arrays in arrays or references passes (property)', () => {
    const leaf = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null))
    const {value} = fc.letrec((tie) => ({
      value: fc.oneof({depthSize: 'small'}, leaf, tie('object'), fc.array(tie('object'), {maxLength: 3})),
      object: fc.dictionary(fc.stringMatching(/^[a-z]{1,5}$/), tie('value'), {maxKeys: 3}),
    }))
    const depth = (v: unknown): number =>
      typeof v === 'object' && v !== null ? 1 + Math.max(0, ...Object.values(v as object).map(depth)) : 0
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z]{1,5}$/), value, {maxKeys: 4}), (object) => {
        const problem = initialValueProblem(object, 'post')
        expect(problem === null).toBe(depth(object) <= INITIAL_VALUE_MAX_DEPTH)
      }),
    )
  })
})

describe('resolving a type', () => {
  it('fills in nested field values under the type\'s own, and member values under items', async () => {
    expect(await resolveInitialValue(schema.get('post')!, undefined, context)).toEqual({
      status: 'draft',
      lang: 'en',
      seo: {_type: 'seo', index: true},
      links: [{_type: 'link', _key: expect.any(String), href: 'https://a.example', newTab: false}],
    })
  })

  it('calls functions with params and context, and awaits them', async () => {
    const value = vi.fn(async (params: Record<string, unknown> | undefined) => ({status: params?.status}))
    const {schema: s} = compileSchema([{type: 'document', name: 'post', initialValue: value, fields: [{name: 'status', type: 'string'}]}] as SchemaTypeDefinition[])
    expect(await resolveInitialValue(s.get('post')!, {status: 'review'}, context)).toEqual({status: 'review'})
    expect(value).toHaveBeenCalledWith({status: 'review'}, context)
  })

  it('stops at the depth cap on recursive types', async () => {
    const value = await resolveInitialValue(schema.get('node')!, undefined, context)
    let depth = 0
    for (let at = value as Record<string, unknown> | undefined; at; at = at.next as Record<string, unknown> | undefined) depth++
    expect(depth).toBe(INITIAL_VALUE_MAX_DEPTH)
  })

  it('gives nothing when nothing has an initial value', async () => {
    expect(await resolveInitialValue(schema.get('string')!, undefined, context)).toBeUndefined()
  })
})

describe('templates', () => {
  it("the template's value wins over the type's, and _type is the schema type", async () => {
    const value = await resolveTemplateInitialValue({id: 'en-post', schemaType: 'post', value: {lang: 'nb', seo: {title: 'T'}}}, schema, undefined, context)
    expect(value).toMatchObject({_type: 'post', status: 'draft', lang: 'nb', seo: {_type: 'seo', index: true, title: 'T'}})
  })

  it("whatever the template sets wins, and every field it leaves out keeps the schema's value (property)", async () => {
    const maybe = <T,>(arb: fc.Arbitrary<T>) => fc.option(arb, {nil: undefined})
    await fc.assert(
      fc.asyncProperty(maybe(fc.string()), maybe(fc.string()), maybe(fc.boolean()), async (lang, status, index) => {
        const own = Object.fromEntries(Object.entries({lang, status, seo: index === undefined ? undefined : {index}}).filter(([, v]) => v !== undefined))
        const value = await resolveTemplateInitialValue({id: 't', schemaType: 'post', value: own}, schema, undefined, context)
        expect(value.lang).toBe(lang ?? 'en')
        expect(value.status).toBe(status ?? 'draft')
        expect(value.seo).toEqual({_type: 'seo', index: index ?? true})
        expect(initialValueProblem(value, 'post')).toBeNull()
      }),
      {numRuns: 60},
    )
  })

  it("a default template (the type's own value) does not call the type's function twice", async () => {
    const initialValue = vi.fn(() => ({status: 'x'}))
    const {schema: s} = compileSchema([{type: 'document', name: 'post', initialValue, fields: [{name: 'status', type: 'string'}]}] as SchemaTypeDefinition[])
    expect(await resolveTemplateInitialValue({id: 'post', schemaType: 'post', value: initialValue}, s, undefined, context)).toEqual({_type: 'post', status: 'x'})
    expect(initialValue).toHaveBeenCalledTimes(1)
  })

  it('errors name the template (ERR-SH-037), for every rule and for a failing resolver', async () => {
    const failWith = (value: unknown, schemaType = 'post') =>
      resolveTemplateInitialValue({id: 't', schemaType, value: value as Record<string, unknown>}, schema, undefined, context)
    await expect(failWith(['x'])).rejects.toThrow('Template "t": the initial value must be a plain object, but was an array')
    await expect(failWith({_type: 'page'})).rejects.toThrow('Template "t": the initial value has "_type" "page", which does not match the schema type "post"')
    await expect(failWith({tags: [['a']]})).rejects.toThrow('Template "t": the initial value contains an array directly inside an array')
    await expect(failWith({seo: {_ref: 'a', type: 'reference'}})).rejects.toThrow('where "_type" is required (at path "seo")')
    await expect(failWith(nestedObject(11))).rejects.toThrow('nests deeper than 10 levels')
    await expect(failWith(async () => Promise.reject(new Error('offline')))).rejects.toThrow('Template "t": offline')
    await expect(failWith({}, 'page')).rejects.toThrow('Template "t": Could not find schema type with name "page"')
    await expect(failWith(['x'])).rejects.toBeInstanceOf(InitialValueError)
  })

  it('gives the toast texts and delay of the spec (ERR-ED-001, K-ED-020)', () => {
    expect(unresolvedInitialValueDescription('post', 'offline')).toBe('Unable to resolve initial value for type: post: offline.')
    expect(INITIAL_VALUE_TOAST_DELAY_MS).toBe(300)
  })
})
