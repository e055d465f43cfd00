// One rule against one value: presence first, then each constraint the rule's type family
// understands. Constraints other than `custom` skip an absent value or one of the wrong JSON type
// (the walker reports the type once, ED-VAL-021); custom validators always run.
import {isFieldReference, type FieldReference, type Rule, type RuleSpec} from './Rule.ts'
import {localize} from './messages.ts'
import {arrayLengthFailures, uniqueFailures} from './rules/array.ts'
import {customFailures} from './rules/custom.ts'
import {dateBoundFailures} from './rules/date.ts'
import type {CheckEnv} from './rules/env.ts'
import {requiredFailure, typeFailure, validFailure} from './rules/generic.ts'
import {integerFailures, numberBoundFailures, precisionFailures} from './rules/number.ts'
import {assetRequiredFailures, referenceFailures} from './rules/object.ts'
import {emailFailures, lowercaseFailures, regexFailures, stringLengthFailures, uppercaseFailures} from './rules/string.ts'
import {uriFailures} from './rules/uri.ts'
import type {Failure, ValidationMarker} from './types.ts'

function resolveConstraint(constraint: unknown, parent: unknown): unknown {
  if (!isFieldReference(constraint)) return constraint
  const steps = typeof (constraint as FieldReference).path === 'string' ? [constraint.path as string] : (constraint.path as readonly string[])
  let current = parent
  for (const step of steps) current = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[step] : undefined
  return current
}

function isPortableText(type: Record<string, unknown>): boolean {
  const members = type.of
  return Array.isArray(members) && members.some((member) => (member as {type?: unknown}).type === 'block')
}

async function specFailures(spec: RuleSpec, value: any, env: CheckEnv): Promise<Failure[]> {
  const family = env.rule.family
  const limit = 'constraint' in spec ? resolveConstraint(spec.constraint, env.parent) : undefined
  switch (spec.flag) {
    case 'valid':
      return [validFailure(spec.constraint, value)].filter((failure) => failure !== null)
    case 'integer':
      return family === 'Number' ? integerFailures(value) : []
    case 'min':
    case 'max':
    case 'length':
      if (family === 'String') return stringLengthFailures(spec.flag, limit, value)
      if (family === 'Array') return arrayLengthFailures(spec.flag, limit, value, isPortableText(env.type) ? 'blocks' : 'items')
      if (family === 'Number' && spec.flag !== 'length') return numberBoundFailures(spec.flag, limit, value)
      if (family === 'Date' && spec.flag !== 'length') return dateBoundFailures(spec.flag, limit, value)
      return []
    case 'greaterThan':
    case 'lessThan':
      return family === 'Number' ? numberBoundFailures(spec.flag, limit, value) : []
    case 'precision':
      return family === 'Number' ? precisionFailures(limit, value) : []
    case 'uppercase':
      return family === 'String' ? uppercaseFailures(value) : []
    case 'lowercase':
      return family === 'String' ? lowercaseFailures(value) : []
    case 'regex':
      return family === 'String' ? regexFailures(spec.constraint, value) : []
    case 'email':
      return family === 'String' ? emailFailures(value) : []
    case 'uri':
      return family === 'String' ? uriFailures(spec.constraint, value) : []
    case 'unique':
      return family === 'Array' ? uniqueFailures(value) : []
    case 'reference':
      return referenceFailures(value, env.type.weak === true, env.context.isPublished)
    case 'assetRequired':
      return assetRequiredFailures(value, env.rule.typeName)
    case 'custom':
      return customFailures(
        spec.constraint,
        value,
        {document: env.document, parent: env.parent, path: env.path, type: env.type, locale: env.locale},
        {now: env.context.now ?? Date.now, onWarning: env.context.onWarning},
      )
  }
}

export type RuleEnv = Omit<CheckEnv, 'rule'>

export async function ruleFailures(rule: Rule, value: unknown, where: RuleEnv): Promise<Failure[]> {
  const {presence, family, typeName, specs} = rule.state
  const env: CheckEnv = {...where, rule: rule.state}
  const failures: Failure[] = []
  if (presence === 'required') {
    const missing = requiredFailure(value, typeName)
    if (missing) failures.push(missing)
  }
  const checkable = value !== undefined && value !== null && (family === undefined || typeFailure(family, value) === null)
  for (const spec of specs) {
    if (spec.flag !== 'custom' && !checkable) continue
    failures.push(...(await specFailures(spec, value, env)))
  }
  return failures
}

/**
 * The rule's failures as markers: its level, and its own message in place of the built-in ones.
 * Only a built-in message keeps its translation key; the schema author's own text is shown as given.
 */
export async function applyRule(rule: Rule, value: unknown, env: RuleEnv): Promise<ValidationMarker[]> {
  const {level, message} = rule.state
  const failures = await ruleFailures(rule, value, env)
  return failures.map((failure) => ({
    level,
    message: localize(message ?? failure.message, env.locale),
    ...(message === undefined && failure.messageKey ? {messageKey: failure.messageKey} : {}),
    path: [...env.path, ...(failure.path ?? [])],
  }))
}
