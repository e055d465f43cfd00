// One definition of the schema (a named type, a field or an array member) checked on its own,
// then its fields, members and targets. An alias (`type: 'seo'`) is not walked again: the named
// type's body is checked once, where it is declared.
import {checkColumns, checkFields} from './validateFields.ts'
import {TypeResolver, isIntrinsicName, type CompiledType} from './compiledType.ts'
import type {SchemaTypeDefinition} from './definitions.ts'
import {initialValueProblem, nestedValueProblem} from './initialValueShape.ts'
import {SCHEMA_NAME_RULE, isValidSchemaName} from './names.ts'
import {describeValue, isPlainObject, schemaError, schemaWarning, type SchemaPath, type SchemaProblem} from './problems.ts'

type Definition = Record<string, any>

export interface DefinitionContext {
  resolver: TypeResolver
  definitions: ReadonlyMap<string, SchemaTypeDefinition>
  problems: SchemaProblem[]
}

export interface Placement {
  /** The `_type` a value of this definition carries, where it has a fixed one. */
  valueType: string | null
  /** Somewhere below an array member. */
  inArray: boolean
}

/** Returns the compiled type when the definition resolves, for callers that look at its kind. */
export function checkDefinition(def: Definition, path: SchemaPath, context: DefinitionContext, placement: Placement): CompiledType | null {
  const {problems} = context
  const typeName = def.type
  if (typeof typeName !== 'string' || typeName === '') {
    problems.push(schemaError('type-missing', 'A definition needs a `type` naming a built-in or schema type', path))
    return null
  }
  if (!isIntrinsicName(typeName) && !context.definitions.has(typeName)) {
    problems.push(schemaError('type-unknown', `Unknown type "${typeName}"`, path))
    return null
  }
  // Null here means an alias loop, reported where the looping types are declared.
  const compiled = context.resolver.inline(def, placement.valueType ?? typeName)
  if (!compiled) return null

  for (const key of ['hidden', 'readOnly'] as const) {
    const value = def[key]
    if (value !== undefined && typeof value !== 'boolean' && typeof value !== 'function') {
      problems.push(schemaError('conditional-invalid', `\`${key}\` must be a boolean or a function, but was ${describeValue(value)}`, path))
    }
  }
  if (def.initialValue !== undefined && typeof def.initialValue !== 'function') {
    const problem = staticInitialValueProblem(def.initialValue, compiled, placement.valueType)
    if (problem) problems.push(schemaError('initial-value-invalid', `The initial value ${problem}`, path))
  }
  if (!isIntrinsicName(typeName)) return compiled

  checkColumns(def.options?.columns, path, problems)
  switch (typeName) {
    case 'object':
    case 'document':
    case 'image':
    case 'file':
      for (const {field, path: fieldPath} of checkFields(def, path, problems, typeName === 'object' || typeName === 'document')) {
        checkDefinition(field, fieldPath, context, {valueType: field.type === 'object' ? null : field.type, inArray: placement.inArray})
      }
      break
    case 'array':
      checkMembers(def.of, [...path, 'of'], context, true)
      break
    case 'block':
      checkMembers(def.of, [...path, 'of'], context, false)
      checkMembers(def.marks?.annotations, [...path, 'marks', 'annotations'], context, false)
      break
    case 'reference':
      checkTargets(def.to, [...path, 'to'], context)
      break
    case 'crossDatasetReference':
      if (!Array.isArray(def.to) || def.to.length === 0) {
        problems.push(schemaError('reference-to-missing', 'A cross-dataset reference needs a non-empty `to` list of document types', path))
      }
      if (typeof def.dataset !== 'string' || def.dataset === '') {
        problems.push(schemaError('cross-dataset-reference-dataset-missing', 'A cross-dataset reference needs the `dataset` it points into', path))
      }
      break
    case 'slug':
      // ED§5: slug uniqueness is checked per document; a slug inside an array cannot be.
      if (placement.inArray) problems.push(schemaWarning('slug-in-array', 'A slug inside an array cannot be checked for uniqueness', path))
      break
  }
  return compiled
}

function checkMembers(list: unknown, path: SchemaPath, context: DefinitionContext, required: boolean): void {
  const {problems} = context
  if (list === undefined && !required) return
  if (!Array.isArray(list) || list.length === 0) {
    problems.push(schemaError('array-of-missing', 'An array needs a non-empty `of` list of member types', path))
    return
  }
  const names = new Set<string>()
  const primitive: string[] = []
  const objects: string[] = []
  list.forEach((member: unknown, index: number) => {
    const memberPath = [...path, index]
    if (!isPlainObject(member)) {
      problems.push(schemaError('type-missing', `An array member must be an object with a \`type\`, but was ${describeValue(member)}`, memberPath))
      return
    }
    if (member.name !== undefined && !isValidSchemaName(member.name)) {
      problems.push(schemaError('array-member-name-invalid', `Array member name ${JSON.stringify(member.name)} ${SCHEMA_NAME_RULE}`, memberPath))
      return
    }
    const name = typeof member.name === 'string' ? member.name : String(member.type)
    if (names.has(name)) {
      problems.push(schemaError('array-member-duplicate', `Two members of the array are named "${name}": give each a unique \`name\``, memberPath))
    }
    names.add(name)
    const compiled = checkDefinition(member, memberPath, context, {valueType: name, inArray: true})
    if (!compiled) return
    if (compiled.jsonType === 'array') {
      problems.push(schemaError('array-of-array', 'An array cannot hold arrays directly: wrap the inner array in an object type', memberPath))
    } else if (compiled.jsonType === 'object') objects.push(name)
    else primitive.push(name)
  })
  if (primitive.length > 0 && objects.length > 0) {
    problems.push(
      schemaError('array-mixed-types', `An array cannot mix primitive members (${primitive.join(', ')}) with object members (${objects.join(', ')})`, path),
    )
  }
}

function checkTargets(list: unknown, path: SchemaPath, context: DefinitionContext): void {
  const {problems} = context
  if (!Array.isArray(list) || list.length === 0) {
    problems.push(schemaError('reference-to-missing', 'A reference needs a non-empty `to` list of document types', path))
    return
  }
  list.forEach((target: unknown, index: number) => {
    const name = isPlainObject(target) ? target.type : undefined
    if (typeof name !== 'string' || !context.definitions.has(name)) {
      problems.push(schemaError('reference-to-unknown', `Reference target ${JSON.stringify(name ?? null)} is not a type of the schema`, [...path, index]))
      return
    }
    const compiled = context.resolver.named(name)
    if (compiled && compiled.intrinsic !== 'document') {
      problems.push(schemaError('reference-to-not-document', `Reference target "${name}" is not a document type`, [...path, index]))
    }
  })
}

/** A static initial value against the JSON type its definition resolves to. */
function staticInitialValueProblem(value: unknown, type: CompiledType, valueType: string | null): string | null {
  switch (type.jsonType) {
    case 'object':
      return valueType ? initialValueProblem(value, valueType) : isPlainObject(value) ? nestedValueProblem(value, [], 1, false) : initialValueProblem(value, '')
    case 'array':
      return Array.isArray(value) ? nestedValueProblem(value, [], 1, false) : `must be an array, but was ${describeValue(value)}`
    default:
      return typeof value === type.jsonType ? null : `must be a ${type.jsonType}, but was ${describeValue(value)}`
  }
}
