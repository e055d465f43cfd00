// The one subscription a form holds on its document pair: each new snapshot's shown document (or
// the initial value of a document not created yet) goes into path subscriptions, which wake only
// the fields whose values changed.
import {useLayoutEffect, useMemo} from 'react'
import {createPathSubscriptions, type PathSubscriptions} from '../../core/editing/index.ts'
import type {DocumentPairActor} from '../../machines/documentOperationsActors.ts'
import {shownDocument} from './shownDocument.ts'

export function useShownValues(pair: DocumentPairActor, initialValue: Readonly<Record<string, unknown>> | null): PathSubscriptions {
  const shownNow = () => shownDocument(pair.getSnapshot()) ?? initialValue ?? undefined
  // A new pair or initial value is a new form.
  const values = useMemo(() => createPathSubscriptions(shownNow()), [pair, initialValue])
  useLayoutEffect(() => {
    // Catches up with anything that changed between the render and this effect, then follows.
    values.set(shownNow())
    const subscription = pair.subscribe((snapshot) => values.set(shownDocument(snapshot) ?? initialValue ?? undefined))
    return () => subscription.unsubscribe()
  }, [pair, initialValue, values])
  return values
}
