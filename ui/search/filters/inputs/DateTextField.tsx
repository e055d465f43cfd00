// One typed date (SH-SEARCH-070): `MMM d, yyyy`, with `p` time when time is included. The text is
// the editor's own until it parses; an unreadable text clears the value, so the filter stays out
// of the query, and says 'Invalid date' with an example beside it. The example is also the
// placeholder, so an empty box shows what to type.
import {useState} from 'react'
import {FieldError, Input, TextField} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {dateTextExample, formatDateText, parseDateText} from '../../../../core/search/dates.ts'
import styles from './inputs.module.css'

export function DateTextField({label, value, includeTime, onChange, autoFocus}: {
  label: string
  value: string | null | undefined
  includeTime: boolean
  onChange: (value: string | null) => void
  autoFocus?: boolean
}) {
  const {t} = useTranslation('search')
  const [text, setText] = useState(() => formatDateText(value, includeTime))
  const [errorKey, setErrorKey] = useState<string | null>(null)
  const example = dateTextExample(includeTime, new Date())

  const change = (next: string) => {
    setText(next)
    if (next.trim() === '') {
      setErrorKey(null)
      onChange(null)
      return
    }
    const parsed = parseDateText(next, includeTime)
    setErrorKey(parsed.ok ? null : parsed.errorKey)
    onChange(parsed.ok ? parsed.value : null)
  }

  return (
    <TextField aria-label={label} value={text} onChange={change} isInvalid={errorKey !== null} className={styles.field} autoFocus={autoFocus}>
      <Input className={styles.input} placeholder={example} />
      <FieldError className={styles.error}>
        {errorKey ? `${t(errorKey)}. ${t('date.example', {example})}` : null}
      </FieldError>
    </TextField>
  )
}
