// `hidden` and `readOnly`: a boolean, or a callback evaluated on each render (ED-FORM-050 …
// ED-FORM-052, ERR-ED-023). A callback that throws counts as false and is reported; one that
// returns a promise is unsupported, counts as false and is reported once; one that returns
// undefined counts as false with a warning. Any other non-boolean result counts as false too.
import type {ConditionalContext, ConditionalProperty} from './definitions.ts'

export type ConditionalName = 'hidden' | 'readOnly'

export type ConditionalIssue =
  | {kind: 'threw'; property: ConditionalName; path: readonly (string | number)[]; error: unknown}
  | {kind: 'returned-promise'; property: ConditionalName; path: readonly (string | number)[]}
  | {kind: 'returned-undefined'; property: ConditionalName; path: readonly (string | number)[]}

/** Where issues go: the form logs them to the console, tests collect them. */
export type ConditionalReport = (issue: ConditionalIssue) => void

export type EvaluateConditional = (
  value: ConditionalProperty | undefined,
  context: ConditionalContext,
  where: {property: ConditionalName; path: readonly (string | number)[]},
) => boolean

/**
 * An evaluator that remembers which callbacks already returned a promise, so a form that renders
 * many times reports each of them once.
 */
export function createConditionalEvaluator(report: ConditionalReport): EvaluateConditional {
  const reportedPromises = new WeakSet<object>()
  return (value, context, {property, path}) => {
    if (value === undefined) return false
    if (typeof value !== 'function') return value === true
    let result: unknown
    try {
      result = value(context)
    } catch (error) {
      report({kind: 'threw', property, path, error})
      return false
    }
    if (isPromiseLike(result)) {
      // The rejection (if any) has nowhere to go: swallow it rather than leave it unhandled.
      Promise.resolve(result).catch(() => undefined)
      if (!reportedPromises.has(value)) {
        reportedPromises.add(value)
        report({kind: 'returned-promise', property, path})
      }
      return false
    }
    if (result === undefined) {
      report({kind: 'returned-undefined', property, path})
      return false
    }
    return result === true
  }
}

/** The sentence the console gets for an issue. */
export function describeConditionalIssue(issue: ConditionalIssue): string {
  const where = issue.path.length > 0 ? ` at "${issue.path.join('.')}"` : ''
  switch (issue.kind) {
    case 'threw': {
      const message = issue.error instanceof Error ? issue.error.message : String(issue.error)
      return `The \`${issue.property}\` callback${where} threw an error and counts as false: ${message}`
    }
    case 'returned-promise':
      return `The \`${issue.property}\` callback${where} returned a promise; only synchronous callbacks are supported, so it counts as false`
    case 'returned-undefined':
      return `The \`${issue.property}\` callback${where} returned undefined; return true or false`
  }
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as {then?: unknown}).then === 'function'
}
