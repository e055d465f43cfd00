// The place in a field's header where its validation markers and the avatars of the people in it go. A field's
// path comes from the form around the input, so inputs need not pass it on. The highest level
// among the field's markers picks the icon and the tone of the card listing them (editing seed §2).
import {createContext, memo, useContext} from 'react'
import type {Path} from '../../core/editing/paths.ts'
import {highestLevel, markersAt, sameMarkers} from '../../core/validation/markers.ts'
import {useMarkers} from './useMarkers.ts'
import {MarkerBadge} from './MarkerBadge.tsx'
import {useForm} from './formContext.ts'
import {FieldPresence} from '../presence/FieldPresence.tsx'
import styles from './Field.module.css'

export const FieldPathContext = createContext<Path | null>(null)

const NO_MARKERS: never[] = []

/** Memoised: it takes no props, so only its markers, its path and presence (its own subscriptions) re-render it. */
export const FieldMarkers = memo(function FieldMarkers() {
  const path = useContext(FieldPathContext)
  const markers = useMarkers((all) => (path ? markersAt(all, path) : NO_MARKERS), sameMarkers)
  const level = highestLevel(markers)
  const {documentKey} = useForm()
  return (
    <span className={styles.markers} data-slot="markers" data-path={path ? JSON.stringify(path) : undefined} data-marker-level={level ?? undefined}>
      <MarkerBadge markers={markers} />
      {path && <FieldPresence documentId={documentKey} path={path} />}
    </span>
  )
})
