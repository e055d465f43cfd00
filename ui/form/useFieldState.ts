// Narrow reads of the document for one member of the form: its value and its conditional
// properties. They go through the form's path subscriptions (core/editing/pathSubscriptions.ts),
// so a keystroke in one field wakes that field, not every field of a long form.
import {useCallback, useSyncExternalStore} from 'react'
import type {Path} from '../../core/editing/paths.ts'
import {pathKey, valueAtPath} from '../../core/editing/paths.ts'
import type {ConditionalContext, ConditionalName, ConditionalProperty} from '../../core/schema/index.ts'
import {reportPath} from './fieldPath.ts'
import {useForm} from './formContext.ts'

const NO_SUBSCRIPTION = () => () => undefined

const asIs = (value: unknown) => value

export function useValueAt(path: Path): unknown {
  return useDerivedValueAt(path, asIs)
}

/**
 * Something worked out from the value at `path`, re-rendering only when it changes. `derive` must
 * answer the same result for the same value (memoise it), or every read would count as a change.
 */
export function useDerivedValueAt<T>(path: Path, derive: (value: unknown) => T): T {
  const {values} = useForm()
  const key = pathKey(path)
  // The path's identity may change between renders; its key decides when to resubscribe.
  const subscribe = useCallback((listener: () => void) => values.subscribe(path, listener), [values, key])
  return useSyncExternalStore(subscribe, () => derive(values.valueAt(path)))
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
 * the document as the editor sees it, evaluated again whenever the document changes. Only
 * callbacks subscribe: a plain boolean costs nothing per keystroke.
 */
export function useCondition(property: ConditionalProperty | undefined, which: ConditionalName, place: ConditionPlace): boolean {
  const {values, currentUser, evaluate} = useForm()
  const isCallback = typeof property === 'function'
  const subscribe = useCallback((listener: () => void) => values.subscribeAll(listener), [values])
  const conditionValue = () => {
    if (typeof property !== 'function') return property === true
    const document = values.root() as Record<string, unknown> | undefined
    const context: ConditionalContext = {
      document,
      parent: place.parent.length === 0 ? document : valueAtPath(document, place.parent),
      value: valueAtPath(document, place.value),
      currentUser,
    }
    return evaluate(property, context, {property: which, path: reportPath(place.report)})
  }
  return useSyncExternalStore(isCallback ? subscribe : NO_SUBSCRIPTION, conditionValue)
}
