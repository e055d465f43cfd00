// A new document's starting value from its template (SH-CONF-003, ED-INIT-005 … ED-INIT-010):
// the template's value (a function may be async), checked against the shape rules, with the
// schema type's nested initial values under it, then checked again.
import {ensureArrayKeys} from '../documents/keys.ts'
import type {CompiledSchema} from './compileSchema.ts'
import type {InitialValueContext, InitialValueProperty} from './definitions.ts'
import {initialValueProblem} from './initialValueShape.ts'
import {deepMerge, resolveInitialValue, resolveProperty, type InitialValueParams} from './resolveInitialValue.ts'

export interface InitialValueTemplate {
  id: string
  schemaType: string
  value?: InitialValueProperty<Record<string, unknown>>
}

/** Why a template gave no initial value; `message` already names the template. */
export class InitialValueError extends Error {
  readonly templateId: string
  readonly schemaType: string

  constructor(template: InitialValueTemplate, message: string) {
    // ERR-SH-037: the message is prefixed with the template id.
    super(`Template "${template.id}": ${message}`)
    this.name = 'InitialValueError'
    this.templateId = template.id
    this.schemaType = template.schemaType
  }
}

export async function resolveTemplateInitialValue(
  template: InitialValueTemplate,
  schema: CompiledSchema,
  params: InitialValueParams,
  context: InitialValueContext,
): Promise<Record<string, unknown>> {
  const type = schema.get(template.schemaType)
  // ERR-SH-034
  if (!type) throw new InitialValueError(template, `Could not find schema type with name "${template.schemaType}"`)

  let own: unknown
  try {
    own = template.value === undefined ? {} : await resolveProperty(template.value, params, context)
  } catch (error) {
    throw new InitialValueError(template, error instanceof Error ? error.message : String(error))
  }
  check(template, own)

  let nested: unknown
  try {
    // A default template's value is the type's own initial value: do not call it twice.
    nested = await resolveInitialValue(type, params, context, {skipOwn: template.value === type.definition.initialValue})
  } catch (error) {
    throw new InitialValueError(template, error instanceof Error ? error.message : String(error))
  }
  const value = {...deepMerge((nested ?? {}) as Record<string, unknown>, own as Record<string, unknown>), _type: template.schemaType}
  check(template, value)
  return ensureArrayKeys(value)
}

function check(template: InitialValueTemplate, value: unknown): void {
  const problem = initialValueProblem(value, template.schemaType)
  if (problem) throw new InitialValueError(template, `the initial value ${problem}`)
}

/** ERR-ED-001: the description of the 'Could not resolve initial value' toast. */
export function unresolvedInitialValueDescription(type: string, message: string): string {
  return `Unable to resolve initial value for type: ${type}: ${message}.`
}

/** ERR-SH-035: a template asked for by id (a 'create' intent, a pane's `template=`) that the type does not have. */
export function templateNotFound(id: string): Error {
  return new Error(`Template "${id}": template not found`)
}

/** ERR-SH-038: what is said when no better message is at hand. */
export const INITIAL_VALUE_FAILED = 'Failed to resolve initial value'
