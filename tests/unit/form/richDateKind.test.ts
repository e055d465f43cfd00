// ED-DATE-008: a field of type richDate gets the rich date input, not the object form; a
// configuration that redeclares richDate with other fields keeps the object form.
import {describe, expect, it} from 'vitest'
import {compileSchema, type SchemaTypeDefinition} from '../../../core/schema/index.ts'
import {inputKindOf} from '../../../ui/form/inputKind.ts'

function kindOf(types: SchemaTypeDefinition[]) {
  const {schema} = compileSchema([{name: 'doc', type: 'document', fields: [{name: 'when', type: 'richDate'}]}, ...types])
  const field = schema.get('doc')!.fields[0]
  return inputKindOf({intrinsic: field.type.intrinsic, definition: field.type.definition as never}, field.type)
}

describe('rich date input selection', () => {
  it('the built-in richDate has its own input', () => {
    expect(kindOf([])).toBe('richDate')
  })

  it('a redeclared richDate with the same fields (the demo’s) too; with other fields it is an object', () => {
    const fields = ['local', 'utc', 'timezone', 'offset'].map((name) => ({name, type: name === 'offset' ? 'number' : 'string'}))
    expect(kindOf([{name: 'richDate', type: 'object', fields}])).toBe('richDate')
    expect(kindOf([{name: 'richDate', type: 'object', fields: [{name: 'title', type: 'string'}]}])).toBe('object')
  })
})
