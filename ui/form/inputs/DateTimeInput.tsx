// A date-time field: typed in `dateFormat` + `timeFormat` or chosen in the calendar with hour and
// minute selects, shown in the editor's time zone and stored as a UTC instant, minutes rounded
// down to `timeStep` (ED-DATE-001 … ED-DATE-007).
import {useTranslation} from 'react-i18next'
import {Button} from 'react-aria-components'
import {Temporal} from 'temporal-polyfill'
import {HOURS_IN_DAY} from '../../../core/dates/constants.ts'
import {
  datetimeFormatOf, dateFormatsOf, displayDatetime, instantOf, localDateTimeOf, minuteChoices, readTypedDatetime, storedDatetimeOf, timeStepOf,
} from '../../../core/dates/dateValues.ts'
import {DateCalendar} from './DateCalendar.tsx'
import {DateTextField} from './DateTextField.tsx'
import type {InputProps} from './inputProps.ts'
import {TimeSelect} from './TimeSelect.tsx'
import styles from './DateInput.module.css'

const HOURS = Array.from({length: HOURS_IN_DAY}, (_, hour) => hour)

export function DateTimeInput({field, value, readOnly, onChange}: InputProps<string>) {
  const {t} = useTranslation('form')
  const options = field.definition.options as {timeStep?: unknown} | undefined
  const formats = dateFormatsOf(options)
  const step = timeStepOf(options?.timeStep)
  const timeZone = Temporal.Now.timeZoneId()
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
