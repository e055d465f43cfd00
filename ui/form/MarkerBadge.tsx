// The icon of a set of validation markers and, on hover or focus, the card listing their
// messages: the highest level picks the icon and the card's tone (editing seed §2). A field's
// header and a rich-text block show their markers with it.
import {Focusable, TooltipTrigger} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import './formTexts.ts'
import {highestLevel} from '../../core/validation/markers.ts'
import type {ValidationMarker} from '../../core/validation/types.ts'
import {TooltipBubble} from '../structure/TooltipBubble.tsx'
import {useMarkerMessage} from './useMarkerMessage.ts'
import {MarkerIcon} from './MarkerIcon.tsx'
import styles from './Field.module.css'

export interface MarkerBadgeProps {
  markers: readonly ValidationMarker[]
  /** Where in the marked thing each marker is, when the badge stands for more than one field. */
  placeOf?: (marker: ValidationMarker) => string
}

export function MarkerBadge({markers, placeOf}: MarkerBadgeProps) {
  const {t} = useTranslation('form')
  const message = useMarkerMessage()
  const messageOf = (marker: ValidationMarker) => {
    const place = placeOf?.(marker)
    return place ? t('validation.placed-message', {place, message: message(marker)}) : message(marker)
  }
  const level = highestLevel(markers)
  if (!level) return null
  return (
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
  )
}
