// `hidden` and `readOnly` of a field: a boolean, or a callback evaluated against the document.
// Shell seed §8: a callback that throws or returns something other than a boolean counts as false.
import type {ConditionalContext, ConditionalProperty} from '../../core/schema/index.ts'

export function evaluateConditional(property: ConditionalProperty | undefined, context: ConditionalContext): boolean {
  if (typeof property !== 'function') return property === true
  try {
    return property(context) === true
  } catch {
    return false
  }
}
