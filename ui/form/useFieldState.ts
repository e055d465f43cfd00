// Narrow reads of the pair for one field: its value and its conditional properties. Each selector
// returns the field's own value (EDGE keeps unchanged values by reference), so typing in one field
// re-renders that field only.
import {useSelector} from '@xstate/react'
import type {ConditionalProperty} from '../../core/schema/index.ts'
import {evaluateConditional} from './conditional.ts'
import {useForm} from './formContext.ts'
import {shownDocument} from './shownDocument.ts'

export function useFieldValue(name: string): unknown {
  const {pair, initialValue} = useForm()
  return useSelector(pair, (snapshot) => {
    const doc = shownDocument(snapshot)
    return doc ? doc[name] : initialValue?.[name]
  })
}

/** A field's `hidden` or `readOnly`; callbacks see the document as the editor sees it. */
export function useFieldCondition(property: ConditionalProperty | undefined, name: string): boolean {
  const {pair, initialValue, currentUser} = useForm()
  return useSelector(pair, (snapshot) => {
    if (typeof property !== 'function') return property === true
    const doc: Record<string, unknown> | undefined = shownDocument(snapshot) ?? initialValue ?? undefined
    return evaluateConditional(property, {document: doc, parent: doc, value: doc?.[name], currentUser})
  })
}
