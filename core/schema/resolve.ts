// The schema as the form reads it: named types by name, and a field's definition with aliases
// followed down to an intrinsic type (a field of type 'seo' is the object type 'seo').
import {INTRINSIC_TYPE_NAMES} from './definitions.ts'
import type {ArrayMemberDefinition, FieldDefinition, IntrinsicTypeName, SchemaTypeDefinition} from './definitions.ts'

export type TypesByName = ReadonlyMap<string, SchemaTypeDefinition>

export function typesByNameOf(types: readonly SchemaTypeDefinition[]): TypesByName {
  return new Map(types.filter((type) => type && typeof type.name === 'string').map((type) => [type.name, type]))
}

export interface ResolvedField {
  /** The intrinsic type the field ends at; null for an unknown type name. */
  intrinsic: IntrinsicTypeName | null
  /** The named types' properties under the field's own (the field wins, options merged). */
  definition: FieldDefinition & Record<string, unknown>
}

const INTRINSIC = new Set<string>(INTRINSIC_TYPE_NAMES)

function isIntrinsic(name: string): name is IntrinsicTypeName {
  return INTRINSIC.has(name)
}

export function resolveField(field: FieldDefinition, types: TypesByName): ResolvedField {
  let definition = field as FieldDefinition & Record<string, unknown>
  const seen = new Set<string>()
  let typeName = field.type
  while (!isIntrinsic(typeName)) {
    const named = types.get(typeName)
    // An unknown name, or aliases that loop: the field cannot be resolved.
    if (!named || seen.has(typeName)) return {intrinsic: null, definition}
    seen.add(typeName)
    const options = {...((named as {options?: object}).options ?? {}), ...((definition as {options?: object}).options ?? {})}
    definition = {...named, ...definition, type: named.type, options} as FieldDefinition & Record<string, unknown>
    typeName = named.type
  }
  return {intrinsic: typeName, definition}
}

/** An array member read as a field: its name defaults to its type's (`{type: 'author'}` → `author`). */
export function memberAsField(member: ArrayMemberDefinition): FieldDefinition {
  return {...member, name: member.name ?? member.type} as FieldDefinition
}
