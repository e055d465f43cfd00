// The place in a field's header where its validation markers and the avatars of the people in it go. A field's
// path comes from the form around the input, so inputs need not pass it on. The highest level
// among the field's markers picks the icon and the tone of the card listing them (editing seed §2).
import {createContext, memo, useContext} from 'react'
import {Focusable, TooltipTrigger} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import './formTexts.ts'
import type {Path} from '../../core/editing/paths.ts'
import {highestLevel, markersAt, sameMarkers} from '../../core/validation/markers.ts'
import {TooltipBubble} from '../structure/TooltipBubble.tsx'
import {useMarkers} from './useMarkers.ts'
import {useMarkerMessage} from './useMarkerMessage.ts'
import {MarkerIcon} from './MarkerIcon.tsx'
import {useForm} from './formContext.ts'
import {FieldPresence} from '../presence/FieldPresence.tsx'
import styles from './Field.module.css'

export const FieldPathContext = createContext<Path | null>(null)

const NO_MARKERS: never[] = []

/** Memoised: it takes no props, so only its markers, its path and presence (its own subscriptions) re-render it. */
export const FieldMarkers = memo(function FieldMarkers() {
  const path = useContext(FieldPathContext)
  const markers = useMarkers((all) => (path ? markersAt(all, path) : NO_MARKERS), sameMarkers)
  const {t} = useTranslation('form')
  const messageOf = useMarkerMessage()
  const level = highestLevel(markers)
  const {documentKey} = useForm()
  return (
    <span className={styles.markers} data-slot="markers" data-path={path ? JSON.stringify(path) : undefined} data-marker-level={level ?? undefined}>
      {level && (
        <TooltipTrigger delay={200} closeDelay={0}>
          <Focusable excludeFromTabOrder>
            <span role="img" className={styles.markerIcon} data-level={level} aria-label={markers.map((marker) => `${t(`validation.level.${marker.level}`)}: ${messageOf(marker)}`).join('. ')}>
              <MarkerIcon level={level} />
            </span>
          </Focusable>
          <TooltipBubble placement="top">
            <span className={styles.markerCard} data-level={level}>
              {markers.map((marker, index) => (
                <span key={index} className={styles.markerLine} data-level={marker.level}>
                  <MarkerIcon level={marker.level} />
                  {messageOf(marker)}
                </span>
              ))}
            </span>
          </TooltipBubble>
        </TooltipTrigger>
      )}
      {path && <FieldPresence documentId={documentKey} path={path} />}
    </span>
  )
})
