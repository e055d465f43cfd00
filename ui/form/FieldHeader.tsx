// A field's label, description and the place its validation and presence markers will go. Inside a
// React Aria field the label and description are wired to the input; `plain` is for fields that
// are not inputs (the read-only JSON view). Memoised: the input around it re-renders on every
// keystroke, while the header changes with the schema, the field's markers and who is in it
// (each read by its own subscription), never with the typed value.
import {memo} from 'react'
import {Label, Text} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import './formTexts.ts'
import {FieldMarkers} from './FieldMarkers.tsx'
import styles from './Field.module.css'

export interface FieldHeaderProps {
  title: string
  description?: string
  deprecated?: string
  /** Ids for fields that wire label and description themselves. */
  plain?: {labelId: string; descriptionId: string}
}

export const FieldHeader = memo(function FieldHeader({title, description, deprecated, plain}: FieldHeaderProps) {
  const {t} = useTranslation('form')
  return (
    <div className={styles.header}>
      <div className={styles.titleRow}>
        {plain ? (
          <span id={plain.labelId} className={styles.label}>
            {title}
          </span>
        ) : (
          <Label className={styles.label}>{title}</Label>
        )}
        <FieldMarkers />
      </div>
      {deprecated && <p className={styles.deprecated}>{t('field.deprecated', {reason: deprecated})}</p>}
      {description &&
        (plain ? (
          <p id={plain.descriptionId} className={styles.description}>
            {description}
          </p>
        ) : (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ))}
    </div>
  )
})
