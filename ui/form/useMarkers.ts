// Reads from the form's validation markers with a narrow selector, so a field or card re-renders
// only when its own slice changes. The validation actor's snapshot changes with every keystroke
// (it is told about each new value); its markers change only when a run finishes, so the form
// subscribes once (markerSource.ts) and the fields re-select only on new markers.
import {useRef, useSyncExternalStore} from 'react'
import type {ValidationMarker} from '../../core/validation/types.ts'
import {useForm} from './formContext.ts'

export function useMarkers<T>(select: (markers: readonly ValidationMarker[]) => T, compare: (a: T, b: T) => boolean = Object.is): T {
  const {markers: source} = useForm()
  // The last markers seen and what was selected from them: getSnapshot must answer the same value
  // until the markers change (or the selection differs by `compare`).
  const last = useRef<{markers: readonly ValidationMarker[]; selected: T} | null>(null)
  const getSnapshot = () => {
    const markers = source.get()
    const previous = last.current
    if (previous && previous.markers === markers) return previous.selected
    const selected = select(markers)
    last.current = {markers, selected: previous && compare(previous.selected, selected) ? previous.selected : selected}
    return last.current.selected
  }
  return useSyncExternalStore(source.subscribe, getSnapshot)
}
