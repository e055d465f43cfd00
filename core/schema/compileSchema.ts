// The schema a workspace configures, compiled: every named type resolved down to the intrinsic
// types (with the built-in ones added) and checked against the schema rules. Errors stop the
// studio on the schema errors page; warnings go to the configuration-issues dialog (SH-CONF-032).
import {BUILTIN_TYPES, REPLACEABLE_BUILTIN_TYPES} from './builtinTypes.ts'
import {TypeResolver, isIntrinsicName, type CompiledType} from './compiledType.ts'
import type {SchemaTypeDefinition} from './definitions.ts'
import {SCHEMA_NAME_RULE, isValidSchemaName} from './names.ts'
import {describeValue, isPlainObject, schemaError, type SchemaProblem} from './problems.ts'
import {checkDefinition} from './validateDefinition.ts'

export interface CompiledSchema {
  /** A named type (configured or built in) or an intrinsic one; undefined when unknown. */
  get(name: string): CompiledType | undefined
  has(name: string): boolean
  /** The configured types' names, in configuration order. */
  readonly typeNames: readonly string[]
  /** The configured document types, in configuration order. */
  readonly documentTypes: readonly CompiledType[]
}

export interface SchemaCompilation {
  schema: CompiledSchema
  problems: SchemaProblem[]
}

export function compileSchema(types: readonly SchemaTypeDefinition[]): SchemaCompilation {
  const problems: SchemaProblem[] = []
  const definitions = new Map<string, SchemaTypeDefinition>(BUILTIN_TYPES.map((type) => [type.name, type]))
  const configured: {definition: SchemaTypeDefinition; name: string}[] = []
  const seen = new Set<string>()

  types.forEach((definition: unknown, index) => {
    if (!isPlainObject(definition)) {
      problems.push(schemaError('type-not-an-object', `A schema type must be an object, but was ${describeValue(definition)}`, [index]))
      return
    }
    const name = definition.name
    if (name === undefined || name === '') {
      problems.push(schemaError('type-name-missing', `Schema type ${index + 1} has no name`, [index]))
      return
    }
    if (!isValidSchemaName(name)) {
      problems.push(schemaError('type-name-invalid', `Type name ${JSON.stringify(name)} ${SCHEMA_NAME_RULE}`, [index]))
      return
    }
    if (isIntrinsicName(name) || (definitions.has(name) && !REPLACEABLE_BUILTIN_TYPES.has(name) && !seen.has(name))) {
      problems.push(schemaError('type-name-reserved', `"${name}" is the name of a built-in type`, [name]))
      return
    }
    if (seen.has(name)) {
      problems.push(schemaError('type-name-duplicate', `The type name "${name}" is used by more than one type`, [name]))
      return
    }
    seen.add(name)
    definitions.set(name, definition as unknown as SchemaTypeDefinition)
    configured.push({definition: definition as unknown as SchemaTypeDefinition, name})
  })

  const resolver = new TypeResolver(definitions)
  const context = {resolver, definitions, problems}
  for (const {definition, name} of configured) {
    if (isPlainObject(definition) && typeof definition.type === 'string' && context.definitions.has(definition.type) && !resolver.named(name)) {
      problems.push(schemaError('type-cycle', `The type "${name}" is defined in terms of itself`, [name]))
      continue
    }
    checkDefinition(definition as Record<string, any>, [name], context, {valueType: name, inArray: false})
  }

  const typeNames = configured.map(({name}) => name)
  const schema: CompiledSchema = {
    get: (name) => (definitions.has(name) || isIntrinsicName(name) ? resolver.named(name) ?? undefined : undefined),
    has: (name) => definitions.has(name) || isIntrinsicName(name),
    typeNames,
    documentTypes: typeNames.map((name) => resolver.named(name)).filter((type): type is CompiledType => type?.intrinsic === 'document'),
  }
  return {schema, problems}
}

export function schemaErrors(problems: readonly SchemaProblem[]): SchemaProblem[] {
  return problems.filter((problem) => problem.severity === 'error')
}

export function schemaWarnings(problems: readonly SchemaProblem[]): SchemaProblem[] {
  return problems.filter((problem) => problem.severity === 'warning')
}
