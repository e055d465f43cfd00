// What the text inputs read from a field's definition besides its value: the rule specs its
// `validation` declares (the number keyboard, which url text the browser input accepts) and the
// spellCheck option. Validation itself runs elsewhere; a validation function that throws here
// simply adapts nothing.
import {Rule, rulesOf, type RuleSpec} from '../../../core/validation/index.ts'

export function ruleSpecsOf(definition: Readonly<Record<string, unknown>>): RuleSpec[] {
  const validation = definition.validation
  if (typeof validation !== 'function') return []
  try {
    return rulesOf((validation as (rule: Rule) => unknown)(new Rule())).flatMap((rule) => [...rule.state.specs])
  } catch {
    return []
  }
}

/** The first constraint of a flag, when it is a plain number (not a reference to another field). */
function numberConstraint(specs: readonly RuleSpec[], flag: 'min' | 'greaterThan' | 'precision'): number | undefined {
  for (const spec of specs) if (spec.flag === flag && typeof spec.constraint === 'number') return spec.constraint
  return undefined
}

/**
 * ED-INPUT-015: the on-screen keyboard. Numeric keypads have no minus sign, so they are offered
 * only when the rules keep the number at or above 0 (`min`, or `greaterThan`, at least 0): the
 * digits-only pad for integers (the integer rule or precision 0), the one with a decimal point
 * otherwise. Any other number gets the full keyboard.
 */
export function numberInputMode(specs: readonly RuleSpec[]): 'numeric' | 'decimal' | 'text' {
  const floor = numberConstraint(specs, 'min') ?? numberConstraint(specs, 'greaterThan')
  if (floor === undefined || floor < 0) return 'text'
  const integer = specs.some((spec) => spec.flag === 'integer') || numberConstraint(specs, 'precision') === 0
  return integer ? 'numeric' : 'decimal'
}

/**
 * ED-INPUT-017: a browser url input calls relative text invalid, so a url field is one only while
 * its uri rule refuses relative URLs; `allowRelative` or `relativeOnly` make it a plain text input.
 */
export function urlInputType(specs: readonly RuleSpec[]): 'url' | 'text' {
  const relative = specs.some((spec) => spec.flag === 'uri' && (spec.constraint.allowRelative || spec.constraint.relativeOnly))
  return relative ? 'text' : 'url'
}

/** ED-INPUT-020: `options.spellCheck` turns the browser's spell checking on or off. */
export function spellCheckOf(definition: Readonly<Record<string, unknown>>): boolean | undefined {
  const spellCheck = (definition.options as {spellCheck?: unknown} | undefined)?.spellCheck
  return typeof spellCheck === 'boolean' ? spellCheck : undefined
}
