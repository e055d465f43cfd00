// The initial value of a type: its own `initialValue` (a value, or a function that may be async),
// with the initial values of its fields filled in below it and those of array members merged
// under the items they match. The type's own value wins over its fields'. Nested fields stop
// resolving at INITIAL_VALUE_MAX_DEPTH levels (K-ED-063), so recursive types end.
import {ensureArrayKeys} from '../documents/keys.ts'
import type {CompiledType} from './compiledType.ts'
import {INITIAL_VALUE_MAX_DEPTH} from './constants.ts'
import type {InitialValueContext, InitialValueProperty} from './definitions.ts'
import {isPlainObject} from './problems.ts'

export type InitialValueParams = Record<string, unknown> | undefined

export interface ResolveOptions {
  /** Leave out the type's own `initialValue` (a template already gave the value). */
  skipOwn?: boolean
}

export async function resolveInitialValue(
  type: CompiledType,
  params: InitialValueParams,
  context: InitialValueContext,
  options: ResolveOptions = {},
): Promise<unknown> {
  const value = await resolveAt(type, params, context, 1, options.skipOwn === true)
  return ensureArrayKeys(value)
}

/** A value, or what a resolver function returns for these params. */
export async function resolveProperty(
  property: InitialValueProperty<unknown> | undefined,
  params: InitialValueParams,
  context: InitialValueContext,
): Promise<unknown> {
  return typeof property === 'function' ? await (property as (p: InitialValueParams, c: InitialValueContext) => unknown)(params, context) : property
}

async function resolveAt(type: CompiledType, params: InitialValueParams, context: InitialValueContext, level: number, skipOwn: boolean): Promise<unknown> {
  // Levels count objects and arrays, as the shape rule does (initialValueShape.ts).
  if (level > INITIAL_VALUE_MAX_DEPTH && (type.jsonType === 'object' || type.jsonType === 'array')) return undefined
  let value = skipOwn ? undefined : structuredCloneOf(await resolveProperty(type.definition.initialValue, params, context))

  if (type.jsonType === 'object' && (value === undefined || isPlainObject(value))) {
    const fromFields = await fieldValues(type, params, context, level)
    if (value === undefined && fromFields === undefined) return undefined
    value = deepMerge(fromFields ?? {}, (value ?? {}) as Record<string, unknown>)
    // Below the document, an object of a named or built-in type says which one it is.
    if (level > 1 && type.name !== 'object' && (value as Record<string, unknown>)._type === undefined) {
      value = {_type: type.name, ...(value as Record<string, unknown>)}
    }
  }
  if (type.jsonType === 'array' && Array.isArray(value)) {
    value = await Promise.all(value.map((item) => memberValue(type, item, params, context, level + 1)))
  }
  return value
}

async function fieldValues(
  type: CompiledType,
  params: InitialValueParams,
  context: InitialValueContext,
  level: number,
): Promise<Record<string, unknown> | undefined> {
  const fields = type.fields.filter((field) => !field.name.startsWith('_'))
  const values = await Promise.all(fields.map((field) => resolveAt(field.type, params, context, level + 1, false)))
  const out: Record<string, unknown> = {}
  let any = false
  fields.forEach((field, index) => {
    if (values[index] === undefined) return
    out[field.name] = values[index]
    any = true
  })
  return any ? out : undefined
}

/** ED-INIT-004's companion: an item named by `_type` gets its member type's initial value under it. */
async function memberValue(type: CompiledType, item: unknown, params: InitialValueParams, context: InitialValueContext, level: number) {
  if (!isPlainObject(item) || typeof item._type !== 'string') return item
  const member = type.of.find((candidate) => candidate.name === item._type)
  if (!member || member.jsonType !== 'object') return item
  const resolved = await resolveAt(member, params, context, level, false)
  return isPlainObject(resolved) ? deepMerge(resolved, item) : item
}

/** `over` wins; plain objects on both sides merge key by key; arrays are replaced whole. */
export function deepMerge(under: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {...under}
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined) continue
    const below = out[key]
    out[key] = isPlainObject(below) && isPlainObject(value) ? deepMerge(below, value) : value
  }
  return out
}

/** Resolvers and static values are shared between documents: never hand out the same object twice. */
function structuredCloneOf(value: unknown): unknown {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value))
}
