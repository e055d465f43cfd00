// Typed text plus the calendar with hour and minute selects, for a moment seen in one time zone:
// the editor's own for date-time fields, the value's own for rich dates. It speaks stored UTC
// strings; what a field stores around them is its input's business (ED-DATE-001 … ED-DATE-008).
import type {ReactNode} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {Button} from 'react-aria-components'
import {Temporal} from 'temporal-polyfill'
import {HOURS_IN_DAY} from '../../../core/dates/constants.ts'
import {
  datetimeFormatOf, dateFormatsOf, displayDatetime, instantOf, localDateTimeOf, minuteChoices, readTypedDatetime, storedDatetimeOf, timeStepOf,
} from '../../../core/dates/dateValues.ts'
import {DateCalendar} from './DateCalendar.tsx'
import {DateTextField} from './DateTextField.tsx'
import type {FieldInfo} from './inputProps.ts'
import {TimeSelect} from './TimeSelect.tsx'
import styles from './DateInput.module.css'

const HOURS = Array.from({length: HOURS_IN_DAY}, (_, hour) => hour)

export interface ZonedDateTimeFieldProps {
  field: FieldInfo
  /** The moment as a stored UTC string. */
  value: string | undefined
  readOnly: boolean
  timeZone: string
  onChange: (value: string | undefined) => void
  after?: ReactNode
}

export function ZonedDateTimeField({field, value, readOnly, timeZone, onChange, after}: ZonedDateTimeFieldProps) {
  const {t} = useTranslation('form')
  const options = field.definition.options as {timeStep?: unknown} | undefined
  const formats = dateFormatsOf(options)
  const step = timeStepOf(options?.timeStep)
  const instant = instantOf(value)
  const local = instant ? localDateTimeOf(instant, timeZone) : null
  const store = (next: Temporal.PlainDateTime) => onChange(storedDatetimeOf(next, timeZone, step))
  // A time chosen before a day lands on today; a day chosen before a time starts at midnight.
  const base = () => local ?? Temporal.Now.plainDateISO(timeZone).toPlainDateTime()
  return (
    <DateTextField
      field={field}
      value={value}
      readOnly={readOnly}
      display={displayDatetime(value, formats, timeZone)}
      format={datetimeFormatOf(formats)}
      read={(text) => readTypedDatetime(text, formats, timeZone, step)}
      onChange={onChange}
      after={after}
      calendar={
        <DateCalendar
          fieldTitle={field.title}
          value={local?.toPlainDate() ?? null}
          readOnly={readOnly}
          closeOnSelect={false}
          onSelect={(date) => store(base().with({year: date.year, month: date.month, day: date.day}))}
        >
          <div className={styles.time}>
            <TimeSelect label={t('date.hour')} choices={HOURS} value={local?.hour ?? null} readOnly={readOnly} onChange={(hour) => store(base().with({hour}))} />
            <span aria-hidden="true">:</span>
            <TimeSelect
              label={t('date.minute')}
              choices={minuteChoices(step)}
              value={local ? local.minute : null}
              readOnly={readOnly}
              onChange={(minute) => store(base().with({minute}))}
            />
            <Button className={styles.textButton} isDisabled={readOnly} onPress={() => store(Temporal.Now.plainDateTimeISO(timeZone))}>
              {t('date.now')}
            </Button>
          </div>
        </DateCalendar>
      }
    />
  )
}
