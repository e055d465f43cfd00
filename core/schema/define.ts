// Identity helpers for writing a schema: they return their argument unchanged, and exist so that
// the compiler checks each definition against the properties its `type` allows.
import type {ArrayMemberOf, DefinitionOf, FieldPlacement} from './definitions.ts'

export type * from './definitions.ts'

/** A named type of the schema: a document type, or an object/array type that fields reuse by name. */
export function defineType<const T extends string>(definition: {type: T; name: string} & DefinitionOf<T>): DefinitionOf<T> {
  return definition
}

/** A field of an object or document type. */
export function defineField<const T extends string>(
  field: {type: T; name: string} & DefinitionOf<T> & FieldPlacement,
): DefinitionOf<T> & FieldPlacement {
  return field
}

/** A member type of an array (its `name` defaults to its type name, and becomes the item's `_type`). */
export function defineArrayMember<const T extends string>(
  member: {type: T; name?: string} & ArrayMemberOf<DefinitionOf<T>>,
): ArrayMemberOf<DefinitionOf<T>> {
  return member
}
