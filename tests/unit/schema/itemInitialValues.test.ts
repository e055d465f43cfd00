// A new array item's initial value (ED-INIT-004, ED-INIT-013): its type's value with field and
// nested-object values under it, held to the document's shape rules, and written only into an
// item that still holds nothing but `_key`, `_type` and `_weak`.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {awaitsInitialValue, itemInitialValuePatches} from '../../../core/editing/arrayPatches.ts'
import {ItemInitialValueError, compileSchema, resolveItemInitialValue, type SchemaTypeDefinition} from '../../../core/schema/index.ts'

const context = {projectId: 'demo', dataset: 'production', currentUser: {id: 'u1', name: 'Ada', roles: []}}

const schemaWith = (member: Record<string, unknown>) => {
  const {schema, problems} = compileSchema([
    {type: 'document', name: 'page', fields: [{name: 'items', type: 'array', of: [{type: member.name}]}]},
    {type: 'object', ...member},
  ] as unknown as SchemaTypeDefinition[])
  expect(problems).toEqual([])
  return schema.get(member.name as string)!
}

const ticket = schemaWith({
  name: 'ticket',
  fields: [
    {name: 'name', type: 'string'},
    {name: 'currency', type: 'string', initialValue: 'EUR'},
  ],
})

describe('resolving a new item', () => {
  it("gives its fields' values, nested objects typed, without _key or _type", async () => {
    const {schema} = compileSchema([
      {type: 'object', name: 'seller', fields: [{name: 'fee', type: 'number', initialValue: 2}, {name: 'who', type: 'string', initialValue: (_: unknown, c: typeof context) => c.currentUser.name}]},
      {type: 'object', name: 'tier', fields: [{name: 'currency', type: 'string', initialValue: 'EUR'}, {name: 'seller', type: 'seller'}]},
    ] as unknown as SchemaTypeDefinition[])
    expect(await resolveItemInitialValue(schema.get('tier')!, undefined, context)).toEqual({currency: 'EUR', seller: {_type: 'seller', fee: 2, who: 'Ada'}})
  })

  it("the type's own value (a value, a function, async) wins over its fields'", async () => {
    const own = schemaWith({name: 'tier', initialValue: async () => ({currency: 'NOK'}), fields: [{name: 'currency', type: 'string', initialValue: 'EUR'}, {name: 'vat', type: 'boolean', initialValue: true}]})
    expect(await resolveItemInitialValue(own, undefined, context)).toEqual({currency: 'NOK', vat: true})
    const matching = schemaWith({name: 'tier', initialValue: {_type: 'tier', currency: 'SEK'}, fields: [{name: 'currency', type: 'string'}]})
    expect(await resolveItemInitialValue(matching, undefined, context)).toEqual({currency: 'SEK'})
  })

  it('gives null when nothing has an initial value', async () => {
    expect(await resolveItemInitialValue(schemaWith({name: 'plain', fields: [{name: 'a', type: 'string'}]}), undefined, context)).toBeNull()
    expect(await resolveItemInitialValue(schemaWith({name: 'nothing', initialValue: () => undefined, fields: [{name: 'a', type: 'string'}]}), undefined, context)).toBeNull()
  })

  it('refuses a value that is not a plain object, names another type, or breaks a shape rule', async () => {
    // Given as resolvers: the schema compiler already refuses a broken static value.
    const failing = (value: unknown) => resolveItemInitialValue(schemaWith({name: 'tier', initialValue: typeof value === 'function' ? value : () => value, fields: [{name: 'a', type: 'string'}, {name: 'grid', type: 'array', of: [{type: 'string'}]}]}), undefined, context)
    await expect(failing(() => ['a'])).rejects.toThrow('the initial value must be a plain object, but was an array')
    await expect(failing(() => 'EUR')).rejects.toThrow('must be a plain object, but was string')
    await expect(failing({_type: 'other', a: 'x'})).rejects.toThrow('has "_type" "other", which does not match the item type "tier"')
    await expect(failing({grid: [['x']]})).rejects.toThrow('contains an array directly inside an array')
    await expect(failing({a: {_ref: 'x', type: 'reference'}})).rejects.toThrow('where "_type" is required')
    let deep: Record<string, unknown> = {leaf: 1}
    for (let i = 0; i < 10; i++) deep = {child: deep}
    await expect(failing({a: deep})).rejects.toThrow('nests deeper than 10 levels')
    await expect(failing(async () => Promise.reject(new Error('offline')))).rejects.toThrow('offline')
    await expect(failing(() => ['a'])).rejects.toBeInstanceOf(ItemInitialValueError)
    await expect(failing(() => ['a'])).rejects.toMatchObject({schemaType: 'tier'})
  })

  it('any primitive field values come back as they were declared (property)', async () => {
    const primitive = fc.oneof(fc.string(), fc.integer(), fc.boolean())
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/), primitive, {minKeys: 1, maxKeys: 6}), async (values) => {
        const fields = Object.entries(values).map(([name, value]) => ({name, type: typeof value === 'number' ? 'number' : typeof value, initialValue: value}))
        const {schema} = compileSchema([{type: 'object', name: 'generated', fields}] as unknown as SchemaTypeDefinition[])
        expect(await resolveItemInitialValue(schema.get('generated')!, undefined, context)).toEqual(values)
      }),
      {numRuns: 50},
    )
  })
})

describe('writing it into the item', () => {
  const path = ['tiers', {_key: 'k1'}]

  it('sets each field if missing while the item holds only _key, _type and _weak', () => {
    expect(itemInitialValuePatches(path, {_key: 'k1', _type: 'ticket', _weak: true}, {currency: 'EUR', seller: {_type: 'seller', fee: 2}})).toEqual([
      {type: 'setIfMissing', path: ['tiers', {_key: 'k1'}, 'currency'], value: 'EUR'},
      {type: 'setIfMissing', path: ['tiers', {_key: 'k1'}, 'seller'], value: {_type: 'seller', fee: 2}},
    ])
  })

  it('writes nothing once anything else is in the item, or when there is nothing to write (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z_][a-z]{0,5}$/), fc.jsonValue(), {maxKeys: 4}), (extra) => {
        const item = {_key: 'k1', _type: 'ticket', ...extra}
        const patches = itemInitialValuePatches(path, item, {currency: 'EUR'})
        const onlySystem = Object.keys(item).every((key) => ['_key', '_type', '_weak'].includes(key))
        expect(awaitsInitialValue(item)).toBe(onlySystem)
        expect(patches.length).toBe(onlySystem ? 1 : 0)
      }),
    )
    expect(itemInitialValuePatches(path, {_key: 'k1', _type: 'ticket'}, null)).toEqual([])
    expect(itemInitialValuePatches(path, undefined, {currency: 'EUR'})).toEqual([])
  })

  it("the demo's ticket tier starts in euros", async () => {
    expect(await resolveItemInitialValue(ticket, undefined, context)).toEqual({currency: 'EUR'})
  })
})
