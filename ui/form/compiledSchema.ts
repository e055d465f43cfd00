// The workspace's schema compiled once per set of types (its problems were reported when the
// workspace loaded): the form's members and new documents' initial values read it.
import {compileSchema, type CompiledSchema, type TypesByName} from '../../core/schema/index.ts'

const compiled = new WeakMap<TypesByName, CompiledSchema>()

export function compiledSchemaOf(types: TypesByName): CompiledSchema {
  let schema = compiled.get(types)
  if (!schema) {
    schema = compileSchema([...types.values()]).schema
    compiled.set(types, schema)
  }
  return schema
}
