// Booleans: a switch, or a checkbox with `layout: 'checkbox'` (ED-INPUT-019). A checkbox with no
// value yet shows as indeterminate, so "not set" and "false" look different.
import {useId} from 'react'
import {Checkbox, Switch} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {InputProps} from './inputProps.ts'
import {FieldMarkers} from '../FieldMarkers.tsx'
import styles from '../Field.module.css'

export function BooleanInput({field, value, readOnly, onChange}: InputProps<boolean>) {
  const {t} = useTranslation('form')
  const descriptionId = useId()
  const layout = (field.definition.options as {layout?: unknown} | undefined)?.layout
  const describedBy = field.description ? descriptionId : undefined
  const common = {
    name: field.name,
    isSelected: value === true,
    isReadOnly: readOnly,
    onChange: (selected: boolean) => onChange(selected),
    'aria-describedby': describedBy,
  }
  return (
    <div className={styles.booleanField}>
      {layout === 'checkbox' ? (
        <Checkbox {...common} isIndeterminate={value === undefined} className={styles.toggle}>
          <span className={styles.checkbox} aria-hidden="true" />
          <span className={styles.label}>{field.title}</span>
        </Checkbox>
      ) : (
        <Switch {...common} className={styles.toggle}>
          <span className={styles.switchTrack} aria-hidden="true">
            <span className={styles.switchThumb} />
          </span>
          <span className={styles.label}>{field.title}</span>
        </Switch>
      )}
      {layout !== 'checkbox' && value === undefined && (
        <span className={styles.unset} aria-hidden="true">
          {t('boolean.not-set')}
        </span>
      )}
      <FieldMarkers />
      {field.deprecated && <p className={styles.deprecated}>{t('field.deprecated', {reason: field.deprecated})}</p>}
      {field.description && (
        <p id={descriptionId} className={`${styles.description} ${styles.booleanDescription}`}>
          {field.description}
        </p>
      )}
    </div>
  )
}
