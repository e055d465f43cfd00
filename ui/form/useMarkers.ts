// Reads from the form's validation markers with a narrow selector, so a field or card re-renders
// only when its own slice changes. Forms without validation read an empty list.
import {useSelector} from '@xstate/react'
import type {ValidationMarker} from '../../core/validation/types.ts'
import {useForm} from './formContext.ts'

const NONE: readonly ValidationMarker[] = []

/** useSelector needs an actor; a form without validation reads this one, which never changes. */
const NO_VALIDATION = {
  subscribe: () => ({unsubscribe: () => undefined}),
  getSnapshot: () => ({context: {markers: NONE}}),
}

export function useMarkers<T>(select: (markers: readonly ValidationMarker[]) => T, compare?: (a: T, b: T) => boolean): T {
  const {validation} = useForm()
  const actor = (validation ?? NO_VALIDATION) as unknown as {subscribe: never; getSnapshot: () => {context: {markers: readonly ValidationMarker[]}}}
  return useSelector(actor as never, (snapshot: {context: {markers: readonly ValidationMarker[]}}) => select(snapshot.context.markers), compare)
}
