// A date field: typed in `options.dateFormat` or chosen in the calendar, stored as `YYYY-MM-DD`
// (ED-DATE-001, ED-DATE-006, ED-DATE-007).
import {dateFormatsOf, displayDate, plainDateOf, readTypedDate, storedDate} from '../../../core/dates/dateValues.ts'
import {DateCalendar} from './DateCalendar.tsx'
import {DateTextField} from './DateTextField.tsx'
import {CHOICE, type InputProps} from './inputProps.ts'

export function DateInput({field, value, readOnly, onChange}: InputProps<string>) {
  const formats = dateFormatsOf(field.definition.options)
  // A date is a choice even when typed: a text diff merged into someone else's date makes a third.
  const store = (next: string | undefined) => onChange(next, CHOICE)
  return (
    <DateTextField
      field={field}
      value={value}
      readOnly={readOnly}
      display={displayDate(value, formats)}
      format={formats.dateFormat}
      read={(text) => readTypedDate(text, formats)}
      onChange={store}
      calendar={
        <DateCalendar fieldTitle={field.title} value={plainDateOf(value)} readOnly={readOnly} closeOnSelect onSelect={(date) => store(storedDate(date))} />
      }
    />
  )
}
