// A document pane starts loading the lazy inputs its type needs as it mounts: the walk must find
// every lazily loaded kind (dates, arrays, rich text, references, images, files, slug, geopoint,
// tags, the dropdown select), nested ones included, and nothing for a type without them; and whether
// the form shows group tabs, whose code is lazy too.
import {describe, expect, it} from 'vitest'
import {compileSchema} from '../../../core/schema/index.ts'
import {schemaTypes} from '../../../demo/schema/index.ts'
import {lazyKindsOf, showsGroups} from '../../../ui/form/lazyInputKinds.ts'

const {schema} = compileSchema([...schemaTypes])

describe('lazy input kinds of a document type', () => {
  it('a category needs its slug and its parent reference, nothing for its strings, text and number', () => {
    expect(lazyKindsOf(schema.get('category')!)).toEqual(new Set(['slug', 'reference']))
  })

  it('a type of plain strings and numbers needs none', () => {
    const plain = compileSchema([{name: 'doc', type: 'document', fields: [{name: 'title', type: 'string'}, {name: 'rank', type: 'number'}]}]).schema
    expect([...lazyKindsOf(plain.get('doc')!)]).toEqual([])
  })

  it('an event needs the date inputs (its doors open as a rich date), array editing, its structured inputs and a select', () => {
    expect(lazyKindsOf(schema.get('event')!)).toEqual(new Set(['slug', 'datetime', 'richDate', 'date', 'geopoint', 'array', 'select']))
  })

  it('finds kinds inside objects and array members', () => {
    const nested = compileSchema([
      {name: 'doc', type: 'document', fields: [{name: 'outer', type: 'object', fields: [{name: 'rows', type: 'array', of: [{type: 'object', name: 'row', fields: [{name: 'on', type: 'date'}]}]}]}]},
    ]).schema
    expect(lazyKindsOf(nested.get('doc')!)).toEqual(new Set(['array', 'date']))
  })

  it('group tabs: an article declares groups, a category none; groups of a nested object count', () => {
    expect(showsGroups(schema.get('article')!)).toBe(true)
    expect(showsGroups(schema.get('category')!)).toBe(false)
    const nested = compileSchema([
      {name: 'doc', type: 'document', fields: [{name: 'seo', type: 'object', groups: [{name: 'meta', title: 'Meta'}], fields: [{name: 'title', type: 'string', group: 'meta'}]}]},
    ]).schema
    expect(showsGroups(nested.get('doc')!)).toBe(true)
  })
})
