// Every field type without its own input yet: the value as formatted JSON, read-only.
import {useId} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {FieldHeader} from '../FieldHeader.tsx'
import type {FieldInfo} from './inputProps.ts'
import styles from '../Field.module.css'

export function JsonValue({field, value}: {field: FieldInfo; value: unknown}) {
  const {t} = useTranslation('form')
  const labelId = useId()
  const descriptionId = useId()
  const noteId = useId()
  return (
    <div className={styles.field} role="group" aria-labelledby={labelId} aria-describedby={`${field.description ? descriptionId : ''} ${noteId}`.trim()}>
      <FieldHeader title={field.title} description={field.description} deprecated={field.deprecated} plain={{labelId, descriptionId}} />
      {value === undefined ? (
        <p className={styles.jsonEmpty}>{t('json.empty')}</p>
      ) : (
        // Focusable so a long value can be scrolled with the keyboard.
        <pre className={styles.json} tabIndex={0}>
          {JSON.stringify(value, null, 2)}
        </pre>
      )}
      <p id={noteId} className={styles.jsonNote}>
        {t('json.note')}
      </p>
    </div>
  )
}
