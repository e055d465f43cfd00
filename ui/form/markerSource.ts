// The form's one subscription to its validation actor: it keeps the latest markers and calls its
// listeners only when a run delivered new ones, not on every value the actor is told about.
import {useEffect, useMemo} from 'react'
import type {ActorRefFrom} from 'xstate'
import type {ValidationMarker} from '../../core/validation/types.ts'
import type {validationMachine} from '../../machines/validation.ts'

type ValidationActor = ActorRefFrom<typeof validationMachine>

const NONE: readonly ValidationMarker[] = []

export interface MarkerSource {
  get(): readonly ValidationMarker[]
  subscribe(listener: () => void): () => void
}

/** The form's one subscription to its validation: listeners run only when the markers change. */
export function useMarkerSource(validation: ValidationActor | undefined): MarkerSource {
  const source = useMemo(() => {
    let markers: readonly ValidationMarker[] = validation?.getSnapshot().context.markers ?? NONE
    const listeners = new Set<() => void>()
    return {
      get: () => markers,
      subscribe(listener: () => void) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      update(next: readonly ValidationMarker[]) {
        if (next === markers) return
        markers = next
        for (const listener of [...listeners]) listener()
      },
    }
  }, [validation])
  useEffect(() => {
    if (!validation) return
    source.update(validation.getSnapshot().context.markers)
    const subscription = validation.subscribe((snapshot) => source.update(snapshot.context.markers))
    return () => subscription.unsubscribe()
  }, [validation, source])
  return source
}
