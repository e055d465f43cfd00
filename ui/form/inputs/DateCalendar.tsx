// The calendar popup of the date inputs (ED-DATE-002): a month select, a year input, buttons for
// the previous and next month and year, weekday headers and React Aria's day grid, whose arrow
// keys move between days. Date-times put their time controls below it (`children`). Month and
// weekday names and the first day of the week follow the studio's locale (core/dates/calendarNames).
import {type CalendarDate, getLocalTimeZone, today} from '@internationalized/date'
import {useMemo, useState, type ReactNode} from 'react'
import {
  Button, Calendar, CalendarCell, CalendarGrid, CalendarGridBody, CalendarHeaderCell, Dialog, DialogTrigger, Input,
  ListBox, ListBoxItem, NumberField, Popover, Select, SelectValue,
} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {Temporal} from 'temporal-polyfill'
import {firstDayOfWeek, monthNames, weekdayHeaders, weekdayKey} from '../../../core/dates/calendarNames.ts'
import {calendarDateOf, plainDateOfCalendar} from '../../../core/dates/dateValues.ts'
import {useStudioLocale} from '../../app/useStudioLocale.ts'
import {ChevronDownIcon} from '../../components/Icons.tsx'
import {CalendarIcon, ChevronLeftIcon, ChevronRightIcon, DoubleLeftIcon, DoubleRightIcon} from './dateIcons.tsx'
import fieldStyles from '../Field.module.css'
import styles from './DateInput.module.css'

const YEAR_FORMAT = {useGrouping: false} as const

export interface DateCalendarProps {
  fieldTitle: string
  value: Temporal.PlainDate | null
  readOnly: boolean
  onSelect: (date: Temporal.PlainDate) => void
  /** Date-only inputs close the popup once a day is chosen; date-times stay open for the time. */
  closeOnSelect: boolean
  children?: ReactNode
}

export function DateCalendar({fieldTitle, value, readOnly, onSelect, closeOnSelect, children}: DateCalendarProps) {
  const {t} = useTranslation('form')
  const locale = useStudioLocale()
  const names = useMemo(() => ({months: monthNames(locale), weekdays: weekdayHeaders(locale), firstDay: weekdayKey(firstDayOfWeek(locale))}), [locale])
  const [open, setOpen] = useState(false)
  const selected = value ? calendarDateOf(value) : null
  const [focused, setFocused] = useState<CalendarDate>(() => selected ?? today(getLocalTimeZone()))
  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        // Opening shows the month of the value (or today's), not wherever the grid was left.
        if (next) setFocused(selected ?? today(getLocalTimeZone()))
        setOpen(next)
      }}
    >
      <Button className={styles.trigger} aria-label={t('date.open-calendar', {field: fieldTitle})} isDisabled={readOnly}>
        <CalendarIcon />
      </Button>
      <Popover className={styles.popover} placement="bottom end" offset={4}>
        <Dialog className={styles.dialog} aria-label={`${fieldTitle}: ${t('date.calendar')}`}>
          <div className={styles.monthBar}>
            <Button className={styles.navButton} aria-label={t('date.previous-year')} onPress={() => setFocused(focused.subtract({years: 1}))}>
              <DoubleLeftIcon />
            </Button>
            <Button className={styles.navButton} aria-label={t('date.previous-month')} onPress={() => setFocused(focused.subtract({months: 1}))}>
              <ChevronLeftIcon />
            </Button>
            <Select
              className={styles.monthSelect}
              aria-label={t('date.month')}
              selectedKey={focused.month}
              onSelectionChange={(key) => typeof key === 'number' && setFocused(focused.set({month: key}))}
            >
              <Button className={`${fieldStyles.selectButton} ${styles.compactSelect}`}>
                <SelectValue className={fieldStyles.selectValue} />
                <ChevronDownIcon />
              </Button>
              <Popover className={fieldStyles.popover} offset={2}>
                <ListBox className={fieldStyles.listBox}>
                  {names.months.map((name, index) => (
                    <ListBoxItem key={index + 1} id={index + 1} className={fieldStyles.option} textValue={name}>
                      {name}
                    </ListBoxItem>
                  ))}
                </ListBox>
              </Popover>
            </Select>
            <NumberField
              className={styles.yearField}
              aria-label={t('date.year')}
              value={focused.year}
              minValue={1}
              maxValue={9999}
              formatOptions={YEAR_FORMAT}
              onChange={(year) => Number.isInteger(year) && setFocused(focused.set({year}))}
            >
              <Input className={`${fieldStyles.input} ${styles.yearInput}`} />
            </NumberField>
            <Button className={styles.navButton} aria-label={t('date.next-month')} onPress={() => setFocused(focused.add({months: 1}))}>
              <ChevronRightIcon />
            </Button>
            <Button className={styles.navButton} aria-label={t('date.next-year')} onPress={() => setFocused(focused.add({years: 1}))}>
              <DoubleRightIcon />
            </Button>
          </div>
          <Calendar
            className={styles.calendar}
            aria-label={fieldTitle}
            autoFocus
            value={selected}
            focusedValue={focused}
            onFocusChange={setFocused}
            isReadOnly={readOnly}
            firstDayOfWeek={names.firstDay}
            onChange={(date) => {
              onSelect(plainDateOfCalendar(date))
              if (closeOnSelect) setOpen(false)
            }}
          >
            <CalendarGrid className={styles.grid}>
              {/* Our own header row: React Aria's names its weekdays itself. Hidden from screen readers as
                  React Aria's is, since each day's own label says its weekday. */}
              <thead aria-hidden="true">
                <tr>
                  {names.weekdays.map((name, column) => (
                    <CalendarHeaderCell key={column} className={styles.weekday}>
                      {name}
                    </CalendarHeaderCell>
                  ))}
                </tr>
              </thead>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.day} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
          {children}
          <div className={styles.footer}>
            <Button className={styles.textButton} onPress={() => setOpen(false)}>
              {t('date.close')}
            </Button>
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  )
}
