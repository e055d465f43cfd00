// ED-INPUT-031: tag inputs over strings and over the seed's Tag items `{value}`: which arrays get
// one, what they show, and the patches adding and removing a tag become.
import {describe, expect, it} from 'vitest'
import {applyLocalPatches, type LocalPatch} from '../../../core/editing/index.ts'
import type {SanityDocument} from '../../../core/lake/types.ts'
import {compileSchema, type SchemaTypeDefinition} from '../../../core/schema/index.ts'
import {inputKindOf} from '../../../ui/form/inputKind.ts'
import {addTag, removeTags, STRING_TAGS, tagItemShapeOf, tagsOf, type TagEdit, type TagShape} from '../../../ui/form/inputs/tagItems.ts'

function fieldOf(definition: {type: string} & Record<string, unknown>, types: SchemaTypeDefinition[] = []) {
  const {schema} = compileSchema([{name: 'doc', type: 'document', fields: [{name: 'keywords', ...definition} as never]}, ...types])
  return schema.get('doc')!.fields[0]
}

function kindOf(definition: {type: string} & Record<string, unknown>, types: SchemaTypeDefinition[] = []) {
  const field = fieldOf(definition, types)
  return inputKindOf({intrinsic: field.type.intrinsic, definition: field.type.definition as never}, field.type)
}

const tagMember = {type: 'object', name: 'tag', fields: [{name: 'value', type: 'string'}]}
const TAG: TagShape = {kind: 'object', typeName: 'tag'}

const doc = (keywords: unknown): SanityDocument =>
  ({_id: 'drafts.d', _type: 'doc', _rev: 'r', _createdAt: '', _updatedAt: '', ...(keywords === undefined ? {} : {keywords})}) as SanityDocument

/** The list an edit leaves: by its patches when it has them, else the whole new value. */
function after(value: unknown, change: TagEdit | null): unknown {
  if (!change) return value
  if (!change.patches) return change.next
  return applyLocalPatches(doc(value), change.patches(['keywords'])).keywords
}

const summary = (patches: LocalPatch[]) => patches.map((patch) => `${patch.type} ${JSON.stringify(patch.path)}`)

describe('which arrays get a tag input', () => {
  it('strings and Tag items with layout tags; Tag items without it, or other objects, keep the array input', () => {
    expect(kindOf({type: 'array', of: [{type: 'string'}], options: {layout: 'tags'}})).toBe('tags')
    expect(kindOf({type: 'array', of: [tagMember], options: {layout: 'tags'}})).toBe('tags')
    expect(kindOf({type: 'array', of: [tagMember]})).toBe('array')
    const twoFields = {...tagMember, fields: [...tagMember.fields, {name: 'note', type: 'string'}]}
    expect(kindOf({type: 'array', of: [twoFields], options: {layout: 'tags'}})).toBe('array')
    expect(kindOf({type: 'array', of: [{...tagMember, fields: [{name: 'value', type: 'number'}]}], options: {layout: 'tags'}})).toBe('array')
  })

  it('a named Tag type records its name as _type; an inline object records none', () => {
    const named = fieldOf({type: 'array', of: [{type: 'keyword'}], options: {layout: 'tags'}}, [
      {name: 'keyword', type: 'object', fields: [{name: 'value', type: 'string'}]},
    ])
    expect(tagItemShapeOf(named.type.of)).toEqual({kind: 'object', typeName: 'keyword'})
    const inline = fieldOf({type: 'array', of: [{type: 'object', fields: [{name: 'value', type: 'string'}]}], options: {layout: 'tags'}})
    expect(tagItemShapeOf(inline.type.of)).toEqual({kind: 'object'})
  })
})

describe('Tag items {value}', () => {
  const stored = [
    {_key: 'a', _type: 'tag', value: 'alpha'},
    {_key: 'b', _type: 'tag', value: 'beta'},
  ]

  it('shows each item’s value, addressed by its key', () => {
    expect(tagsOf(stored, TAG)).toEqual([
      {text: 'alpha', at: {_key: 'a'}},
      {text: 'beta', at: {_key: 'b'}},
    ])
    // The string reading shows none of them, as before.
    expect(tagsOf(stored, STRING_TAGS)).toEqual([])
  })

  it('the first tag sets the whole list, as an item with a key and the member’s type', () => {
    const change = addTag(undefined, TAG, '  alpha ')!
    expect(change.patches).toBeUndefined()
    expect(change.next).toEqual([{_key: expect.any(String), _type: 'tag', value: 'alpha'}])
  })

  it('a later tag is inserted at the end of the list, created if missing meanwhile', () => {
    const change = addTag(stored, TAG, 'gamma')!
    const patches = change.patches!(['keywords'])
    expect(summary(patches)).toEqual(['setIfMissing ["keywords"]', 'insert ["keywords",-1]'])
    expect(after(stored, change)).toEqual([...stored, {_key: expect.any(String), _type: 'tag', value: 'gamma'}])
    // Someone else's tag added meanwhile stays.
    const theirs = [...stored, {_key: 'c', _type: 'tag', value: 'theirs'}]
    expect(tagsOf(applyLocalPatches(doc(theirs), patches).keywords, TAG).map((tag) => tag.text)).toEqual(['alpha', 'beta', 'theirs', 'gamma'])
  })

  it('a tag already there, or blank text, adds nothing', () => {
    expect(addTag(stored, TAG, 'beta')).toBeNull()
    expect(addTag(stored, TAG, '   ')).toBeNull()
  })

  it('removing a tag unsets its item by key, so it finds it after someone removed another', () => {
    const change = removeTags(stored, TAG, new Set([1]))
    expect(summary(change.patches!(['keywords']))).toEqual(['unset ["keywords",{"_key":"b"}]'])
    expect(after(stored, change)).toEqual([stored[0]])
    expect(applyLocalPatches(doc([stored[1]]), change.patches!(['keywords'])).keywords).toEqual([])
  })

  it('the last tag removed unsets the field', () => {
    expect(removeTags([stored[0]], TAG, new Set([0]))).toEqual({next: undefined})
  })

  it('an item without a value yet is not shown, and survives adding and removing tags', () => {
    const pending = {_key: 'p', _type: 'tag'}
    const list = [stored[0], pending]
    expect(tagsOf(list, TAG).map((tag) => tag.text)).toEqual(['alpha'])
    expect(after(list, removeTags(list, TAG, new Set([0])))).toEqual([pending])
    expect(after(list, addTag(list, TAG, 'new'))).toEqual([...list, {_key: expect.any(String), _type: 'tag', value: 'new'}])
  })
})

describe('string tags (unchanged)', () => {
  it('insert at the end and unset by index, from the end', () => {
    const list = ['a', 'b', 'c']
    expect(summary(addTag(list, STRING_TAGS, 'd')!.patches!(['keywords']))).toEqual(['setIfMissing ["keywords"]', 'insert ["keywords",-1]'])
    expect(addTag(list, STRING_TAGS, 'd')!.next).toEqual(['a', 'b', 'c', 'd'])
    const removal = removeTags(list, STRING_TAGS, new Set([0, 2]))
    expect(summary(removal.patches!(['keywords']))).toEqual(['unset ["keywords",2]', 'unset ["keywords",0]'])
    expect(after(list, removal)).toEqual(['b'])
  })

  it('a list holding anything but strings is written whole, keeping the strings', () => {
    const change = removeTags(['a', 7, 'b'], STRING_TAGS, new Set([0]))
    expect(change).toEqual({next: ['b']})
  })
})
