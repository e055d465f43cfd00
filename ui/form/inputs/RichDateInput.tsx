// The legacy rich date (ED-DATE-008): shown and edited as wall-clock time in the zone the value
// was entered in, with that zone and its offset beside the calendar. An edit writes the whole
// `{_type: 'richDate', local, utc, timezone, offset}` again in the same zone (an empty field takes
// the editor's zone); clearing the text unsets the field. Why not a plain string: DECISIONS.md.
import {Temporal} from 'temporal-polyfill'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {instantOf, storedDatetime} from '../../../core/dates/dateValues.ts'
import {offsetLabel, readRichDate, richDateAt, type RichDateValue} from '../../../core/dates/richDate.ts'
import {CHOICE, type InputProps} from './inputProps.ts'
import {ZonedDateTimeField} from './ZonedDateTimeField.tsx'
import styles from './DateInput.module.css'

export function RichDateInput({field, value, readOnly, onChange}: InputProps<RichDateValue>) {
  const {t} = useTranslation('form')
  const reading = readRichDate(value)
  const timeZone = reading?.timeZone ?? Temporal.Now.timeZoneId()
  const moment = reading?.instant ?? Temporal.Now.instant()
  const offset = moment.toZonedDateTimeISO(timeZone).offsetNanoseconds / 60_000_000_000
  return (
    <ZonedDateTimeField
      field={field}
      value={reading ? storedDatetime(reading.instant) : undefined}
      readOnly={readOnly}
      timeZone={timeZone}
      onChange={(utc) => {
        const instant = instantOf(utc)
        onChange(instant ? richDateAt(instant, timeZone) : undefined, CHOICE)
      }}
      after={<span className={styles.zone}>{t('date.time-zone', {zone: timeZone, offset: offsetLabel(offset)})}</span>}
    />
  )
}
