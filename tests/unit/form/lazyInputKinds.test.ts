// A document pane starts loading the lazy inputs its type needs as it mounts: the walk must find
// every date and array field, nested ones included, and nothing for a type without them.
import {describe, expect, it} from 'vitest'
import {compileSchema} from '../../../core/schema/index.ts'
import {schemaTypes} from '../../../demo/schema/index.ts'
import {lazyKindsOf} from '../../../ui/form/lazyInputKinds.ts'

const {schema} = compileSchema([...schemaTypes])

describe('lazy input kinds of a document type', () => {
  it('a category (strings, slug, text, a reference, a number) needs none', () => {
    expect([...lazyKindsOf(schema.get('category')!)]).toEqual([])
  })

  it('an event needs the date inputs (its doors open as a rich date) and array editing', () => {
    expect(lazyKindsOf(schema.get('event')!)).toEqual(new Set(['datetime', 'richDate', 'date', 'array']))
  })

  it('finds kinds inside objects and array members', () => {
    const nested = compileSchema([
      {name: 'doc', type: 'document', fields: [{name: 'outer', type: 'object', fields: [{name: 'rows', type: 'array', of: [{type: 'object', name: 'row', fields: [{name: 'on', type: 'date'}]}]}]}]},
    ]).schema
    expect(lazyKindsOf(nested.get('doc')!)).toEqual(new Set(['array', 'date']))
  })
})
