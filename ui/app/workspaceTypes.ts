// A workspace's schema types by name, one map per schema: the compiled schema is cached on this
// map (ui/form/compiledSchema.ts), so every part of the studio that looks a type up by name, and
// the route's preloading before the structure tool renders, share one compilation.
import {typesByNameOf, type SchemaTypeDefinition, type TypesByName} from '../../core/schema/index.ts'

const byArray = new WeakMap<readonly SchemaTypeDefinition[], TypesByName>()

export function workspaceTypesOf(types: readonly SchemaTypeDefinition[]): TypesByName {
  let map = byArray.get(types)
  if (!map) {
    map = typesByNameOf(types)
    byArray.set(types, map)
  }
  return map
}
