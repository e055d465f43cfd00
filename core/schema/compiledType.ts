// A schema type resolved down to its intrinsic type: aliases followed (a field of type 'seo' is
// the object type 'seo' under the field's own title and options), built-in fields added, and the
// fields, members and reference targets compiled on first read so that recursive schemas
// (a block content array inside an object inside that array) cost nothing until walked.
import {INTRINSIC_FIELDS} from './builtinTypes.ts'
import {INTRINSIC_TYPE_NAMES} from './definitions.ts'
import type {FieldDefinition, IntrinsicTypeName, SchemaTypeDefinition} from './definitions.ts'

export type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array'

export interface CompiledField {
  name: string
  type: CompiledType
  fieldset?: string
  /** The groups the field shows in; empty when it names none. */
  groups: readonly string[]
}

export interface CompiledType {
  /** A named type's name; for an array member the `_type` its items get; for a field its `type`. */
  readonly name: string
  readonly title?: string
  readonly intrinsic: IntrinsicTypeName
  readonly jsonType: JsonType
  /** The `type` names walked from this definition down to the intrinsic: ['seo', 'object']. */
  readonly lineage: readonly string[]
  /** The definition with the properties of the named types under its own (options merged). */
  readonly definition: Readonly<Record<string, any>>
  readonly fields: readonly CompiledField[]
  /** Array members; a block's inline objects. */
  readonly of: readonly CompiledType[]
  /** Reference targets (document types of this schema). */
  readonly to: readonly CompiledType[]
}

const INTRINSIC = new Set<string>(INTRINSIC_TYPE_NAMES)

export function isIntrinsicName(name: unknown): name is IntrinsicTypeName {
  return typeof name === 'string' && INTRINSIC.has(name)
}

export function jsonTypeOf(intrinsic: IntrinsicTypeName): JsonType {
  switch (intrinsic) {
    case 'string': case 'text': case 'email': case 'url': case 'date': case 'datetime':
      return 'string'
    case 'number':
    case 'boolean':
    case 'array':
      return intrinsic
    default:
      return 'object'
  }
}

type Definition = Record<string, any>

/** Compiles definitions against a set of named types; each named type is compiled once. */
export class TypeResolver {
  private readonly compiled = new Map<string, CompiledType | null>()
  private readonly resolving = new Set<string>()

  private readonly definitions: ReadonlyMap<string, SchemaTypeDefinition>

  constructor(definitions: ReadonlyMap<string, SchemaTypeDefinition>) {
    this.definitions = definitions
  }

  /** The named type, or null when it does not exist or its aliases loop. */
  named(name: string): CompiledType | null {
    if (isIntrinsicName(name)) return this.inline({type: name}, name)
    if (this.compiled.has(name)) return this.compiled.get(name)!
    const definition = this.definitions.get(name)
    if (!definition || this.resolving.has(name)) return null
    this.resolving.add(name)
    const type = this.inline(definition as Definition, name)
    this.resolving.delete(name)
    this.compiled.set(name, type)
    return type
  }

  /** A definition written in place (a field, a member, a named type's body) under `name`. */
  inline(definition: Definition, name: string): CompiledType | null {
    const typeName = definition.type
    if (typeof typeName !== 'string') return null
    if (isIntrinsicName(typeName)) return this.node(name, typeName, [typeName], definition, null)
    const base = this.named(typeName)
    if (!base) return null
    const options = {...(base.definition.options ?? {}), ...(definition.options ?? {})}
    const merged = {...base.definition, ...definition, type: base.intrinsic, options}
    return this.node(name, base.intrinsic, [typeName, ...base.lineage], merged, base)
  }

  private node(
    name: string,
    intrinsic: IntrinsicTypeName,
    lineage: string[],
    definition: Definition,
    base: CompiledType | null,
  ): CompiledType {
    const resolver = this
    const own = (key: string) => base === null || Object.hasOwn(definition, key) && definition[key] !== base.definition[key]
    let fields: CompiledField[] | undefined
    let of: CompiledType[] | undefined
    let to: CompiledType[] | undefined
    return {
      name,
      title: definition.title,
      intrinsic,
      jsonType: jsonTypeOf(intrinsic),
      lineage,
      definition,
      get fields() {
        if (!own('fields') && !own('of') && !own('marks')) return base!.fields
        return (fields ??= resolver.fieldsOf(intrinsic, definition))
      },
      get of() {
        if (!own('of')) return base!.of
        return (of ??= resolver.members(definition.of))
      },
      get to() {
        if (!own('to')) return base!.to
        return (to ??= intrinsic === 'reference' ? resolver.targets(definition.to) : [])
      },
    }
  }

  private fieldsOf(intrinsic: IntrinsicTypeName, definition: Definition): CompiledField[] {
    const declared: unknown[] = Array.isArray(definition.fields) ? definition.fields : []
    const builtIn = INTRINSIC_FIELDS[intrinsic] ?? []
    const extra: FieldDefinition[] = intrinsic === 'block' ? blockFields(definition) : []
    const out: CompiledField[] = []
    const seen = new Set<string>()
    for (const field of [...builtIn, ...extra, ...declared] as Definition[]) {
      if (typeof field !== 'object' || field === null || typeof field.name !== 'string' || seen.has(field.name)) continue
      const type = this.inline(field, field.type)
      if (!type) continue
      seen.add(field.name)
      const groups = field.group === undefined ? [] : [field.group].flat().filter((g: unknown) => typeof g === 'string')
      out.push({name: field.name, type, fieldset: typeof field.fieldset === 'string' ? field.fieldset : undefined, groups})
    }
    return out
  }

  private members(list: unknown): CompiledType[] {
    if (!Array.isArray(list)) return []
    return list
      .filter((member): member is Definition => typeof member === 'object' && member !== null)
      .map((member) => this.inline(member, typeof member.name === 'string' ? member.name : member.type))
      .filter((type): type is CompiledType => type !== null)
  }

  private targets(list: unknown): CompiledType[] {
    if (!Array.isArray(list)) return []
    return list
      .map((target) => (typeof target?.type === 'string' ? this.named(target.type) : null))
      .filter((type): type is CompiledType => type !== null)
  }
}

/** A block's spans with its inline objects, and the annotation definitions its marks point at. */
function blockFields(definition: Definition): FieldDefinition[] {
  const inline = Array.isArray(definition.of) ? definition.of : []
  const annotations = Array.isArray(definition.marks?.annotations) ? definition.marks.annotations : []
  return [
    {name: 'children', type: 'array', of: [{type: 'span'}, ...inline]},
    {name: 'markDefs', type: 'array', of: annotations},
  ]
}
