// Narrow reads of the pair for one member of the form: its value and its conditional properties.
// Each selector returns the member's own value or a boolean (EDGE keeps unchanged values by
// reference), so typing in one field re-renders that field only.
import {useSelector} from '@xstate/react'
import type {Path} from '../../core/editing/paths.ts'
import {valueAtPath} from '../../core/editing/paths.ts'
import type {ConditionalContext, ConditionalName, ConditionalProperty} from '../../core/schema/index.ts'
import {reportPath} from './fieldPath.ts'
import {useForm} from './formContext.ts'
import {shownDocument} from './shownDocument.ts'

export function useValueAt(path: Path): unknown {
  const {pair, initialValue} = useForm()
  return useSelector(pair, (snapshot) => valueAtPath(shownDocument(snapshot) ?? initialValue ?? undefined, path))
}

export interface ConditionPlace {
  /** The object the member is in: the callback's `parent`. */
  parent: Path
  /** The callback's `value`: the field's own, or the enclosing object's for a fieldset or group. */
  value: Path
  /** Where the console says a failing callback is. */
  report: Path
}

/**
 * A member's `hidden` or `readOnly` (ED-FORM-050 … ED-FORM-052): a boolean, or a callback that sees
 * the document as the editor sees it, evaluated again whenever the document changes.
 */
export function useCondition(property: ConditionalProperty | undefined, which: ConditionalName, place: ConditionPlace): boolean {
  const {pair, initialValue, currentUser, evaluate} = useForm()
  return useSelector(pair, (snapshot) => {
    if (typeof property !== 'function') return property === true
    const document = (shownDocument(snapshot) ?? initialValue ?? undefined) as Record<string, unknown> | undefined
    const context: ConditionalContext = {
      document,
      parent: place.parent.length === 0 ? document : valueAtPath(document, place.parent),
      value: valueAtPath(document, place.value),
      currentUser,
    }
    return evaluate(property, context, {property: which, path: reportPath(place.report)})
  })
}
