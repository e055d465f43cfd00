// The footer's validation summary (editing seed §2: errors and warnings counted) and the panel it
// opens: every marker, most severe first, each leading to its field.
import {useSelector} from '@xstate/react'
import {useState} from 'react'
import {DialogTrigger, Popover} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../../form/formTexts.ts'
import type {TypesByName} from '../../../core/schema/index.ts'
import {highestLevel, sameMarkers, sortMarkers} from '../../../core/validation/markers.ts'
import {fieldNotFound, markerTitlePath} from '../../../core/validation/markerTitles.ts'
import type {ValidationMarker} from '../../../core/validation/types.ts'
import {Button} from '../../components/Button.tsx'
import {MarkerIcon} from '../../form/MarkerIcon.tsx'
import {useMarkerMessage} from '../../form/useMarkerMessage.ts'
import {revealField, revealUnknownField} from './revealField.ts'
import type {ValidationActor} from './useDocumentValidation.ts'
import styles from './ValidationStatus.module.css'

export function ValidationStatus({validation, documentType, types, document}: {validation: ValidationActor; documentType: string; types: TypesByName; document: () => unknown}) {
  const {t} = useTranslation('structure')
  const {t: tForm} = useTranslation('form')
  const markers = useSelector(validation, (s) => s.context.markers, sameMarkers)
  const summary = useSelector(validation, (s) => s.context.summary)
  const [open, setOpen] = useState(false)
  if (markers.length === 0) return null
  const level = highestLevel(markers)!
  const parts = [
    summary.error > 0 && t('validation.summary.errors', {count: summary.error}),
    summary.warning > 0 && t('validation.summary.warnings', {count: summary.warning}),
    summary.error + summary.warning === 0 && t('validation.summary.infos', {count: summary.info}),
  ].filter(Boolean)
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button tone="ghost" className={styles.summary} data-level={level}>
        <MarkerIcon level={level} />
        {parts.join(', ')}
      </Button>
      {/* The popover is the dialog itself (named by its button), so nothing sits outside a landmark. */}
      <Popover placement="top end" offset={6} className={styles.popover}>
        <div className={styles.panel}>
              <h2 className={styles.title}>{t('validation.panel.title')}</h2>
              <ul className={styles.list}>
                {sortMarkers(markers).map((marker, index) => {
                  const shown = document()
                  // A marker on a field the schema lacks names it so, and leads to its remove button.
                  const missing = fieldNotFound(marker.path, documentType, types, shown)
                  const title = missing
                    ? tForm('error.field-not-found', {fieldName: missing.fieldName})
                    : markerTitlePath(marker.path, documentType, types, shown).join(' / ') || t('validation.panel.document')
                  return (
                    <li key={index}>
                      <MarkerEntry
                        marker={marker}
                        title={title}
                        onGo={() => {
                          setOpen(false)
                          // Closing gives the focus back to the summary button; the field takes it after that.
                          const go = missing ? () => revealUnknownField(missing.at, missing.fieldName) : () => revealField(marker.path)
                          requestAnimationFrame(() => requestAnimationFrame(go))
                        }}
                      />
                    </li>
                  )
                })}
              </ul>
        </div>
      </Popover>
    </DialogTrigger>
  )
}

function MarkerEntry({marker, title, onGo}: {marker: ValidationMarker; title: string; onGo: () => void}) {
  const messageOf = useMarkerMessage()
  return (
    <Button tone="ghost" wide className={styles.entry} data-level={marker.level} onPress={onGo}>
      <MarkerIcon level={marker.level} />
      <span className={styles.entryText}>
        <span className={styles.entryField}>{title}</span>
        <span className={styles.entryMessage}>{messageOf(marker)}</span>
      </span>
    </Button>
  )
}
