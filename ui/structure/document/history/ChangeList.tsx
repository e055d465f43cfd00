// The changes of a history range, one entry per field: its title, who changed it, and what changed
// (words struck out and added, items added and removed, sub-fields, or the value before and after).
// Choosing an entry brings its field into view in the form below.
import {useTranslation} from 'react-i18next'
import type {FieldChange, ValueChange} from '../../../../core/history/index.ts'
import type {PublicUser} from '../../../../core/lake/types.ts'
import {Authors} from './Authors.tsx'
import {Button} from '../../../components/Button.tsx'
import {revealField} from '../revealField.ts'
import styles from './History.module.css'

function shownValue(value: unknown, empty: string): string {
  if (value === undefined || value === null || value === '') return empty
  return typeof value === 'string' ? value : JSON.stringify(value)
}

function ChangeDetail({change}: {change: ValueChange}) {
  const {t} = useTranslation('structure')
  switch (change.kind) {
    case 'text':
      return (
        <p className={styles.diff}>
          {change.segments.map((segment, index) =>
            segment.op === 'insert' ? (
              <ins key={index} className={styles.inserted}>{segment.text}</ins>
            ) : segment.op === 'delete' ? (
              <del key={index} className={styles.deleted}>{segment.text}</del>
            ) : (
              <span key={index}>{segment.text}</span>
            ),
          )}
        </p>
      )
    case 'array': {
      const parts = (['added', 'removed', 'moved', 'changed'] as const).filter((part) => change[part] > 0).map((part) => t(`history.items-${part}`, {count: change[part]}))
      return <p className={styles.summary}>{parts.join(', ')}</p>
    }
    case 'object':
      return <p className={styles.summary}>{t('history.subfields', {fields: change.fields.join(', ')})}</p>
    case 'value':
      return (
        <p className={styles.summary}>
          <del className={styles.deleted}>{shownValue(change.before, t('history.empty'))}</del>
          {' → '}
          <ins className={styles.inserted}>{shownValue(change.after, t('history.empty'))}</ins>
        </p>
      )
  }
}

export function ChangeList({changes, fieldTitle, users}: {changes: readonly FieldChange[]; fieldTitle: (name: string) => string; users: ReadonlyMap<string, PublicUser>}) {
  const {t} = useTranslation('structure')
  if (changes.length === 0) return <p className={styles.summary}>{t('history.no-changes')}</p>
  return (
    <ul aria-label={t('history.changes')} className={styles.changes}>
      {changes.map((change) => (
        <li key={change.field} className={styles.change}>
          <div className={styles.changeHead}>
            <Button tone="ghost" onPress={() => revealField([change.field])} aria-label={t('history.show-field', {field: fieldTitle(change.field)})}>
              {fieldTitle(change.field)}
            </Button>
            <span className={styles.action}>{t(`history.field-${change.action}`)}</span>
            {change.authors.length > 0 && (
              <span className={styles.by}>
                {t('history.by')} <Authors ids={change.authors} users={users} />
              </span>
            )}
          </div>
          <ChangeDetail change={change.change} />
        </li>
      ))}
    </ul>
  )
}
