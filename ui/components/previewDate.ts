// A preview's date (core/preview/previewDate.ts) in the editor's language: a calendar date as that
// day wherever the editor is (read in UTC, where it was written), a moment as its day in the
// editor's own time zone, with its time where the layout has room for it (`detail`).
import {useMemo} from 'react'
import {useLocale} from 'react-aria-components'
import type {PreviewDate} from '../../core/preview/previewDate.ts'

export function usePreviewDateFormat(): (date: PreviewDate, withTime: boolean) => string {
  const {locale} = useLocale()
  return useMemo(() => {
    const day = new Intl.DateTimeFormat(locale, {dateStyle: 'medium', timeZone: 'UTC'})
    const dayOfMoment = new Intl.DateTimeFormat(locale, {dateStyle: 'medium'})
    const moment = new Intl.DateTimeFormat(locale, {dateStyle: 'medium', timeStyle: 'short'})
    return (date: PreviewDate, withTime: boolean) =>
      date.time ? (withTime ? moment : dayOfMoment).format(new Date(date.iso)) : day.format(new Date(`${date.iso}T00:00:00Z`))
  }, [locale])
}
