// ED-INPUT-050: a field whose stored value has the wrong JSON type, or is a string in a date field
// that is no date. Its input cannot show the value, so the notice takes its place: the value as
// JSON, reset, and the lossless conversions.
import {useId} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {InvalidValueProblem} from '../../../core/invalidValues/index.ts'
import {FieldHeader} from '../FieldHeader.tsx'
import type {FieldInfo} from '../inputs/inputProps.ts'
import {FixButtons, JsonDump} from './FixButtons.tsx'
import {useProblemText} from './problemText.ts'
import fieldStyles from '../Field.module.css'
import styles from './InvalidValues.module.css'

export function InvalidValueNotice({field, problem, readOnly}: {field: FieldInfo; problem: InvalidValueProblem; readOnly: boolean}) {
  const {t} = useTranslation('form')
  const {message} = useProblemText()
  const labelId = useId()
  const descriptionId = useId()
  const messageId = useId()
  return (
    <div className={fieldStyles.field} role="group" aria-labelledby={labelId} aria-describedby={messageId}>
      <FieldHeader title={field.title} description={field.description} deprecated={field.deprecated} plain={{labelId, descriptionId}} />
      <div className={styles.panel}>
        <p className={styles.title}>{t('invalid.value.title')}</p>
        <p id={messageId} className={styles.message}>
          {message(problem)}
        </p>
        <JsonDump value={problem.value} />
        <FixButtons problem={problem} readOnly={readOnly} />
      </div>
    </div>
  )
}
