// A date-time field: typed in `dateFormat` + `timeFormat` or chosen in the calendar with hour and
// minute selects, shown in the editor's time zone and stored as a UTC instant, minutes rounded
// down to `timeStep` (ED-DATE-001 … ED-DATE-007).
import {Temporal} from 'temporal-polyfill'
import {CHOICE, type InputProps} from './inputProps.ts'
import {ZonedDateTimeField} from './ZonedDateTimeField.tsx'

export function DateTimeInput({field, value, readOnly, onChange}: InputProps<string>) {
  // A date-time is a choice even when typed, as a date is: a text diff merged into someone else's makes a third.
  const store = (next: string | undefined) => onChange(next, CHOICE)
  return <ZonedDateTimeField field={field} value={value} readOnly={readOnly} timeZone={Temporal.Now.timeZoneId()} onChange={store} />
}
