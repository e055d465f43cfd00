// Dates as the structure tool shows them: the medium date with the short time (status tooltips,
// editing seed §2) and "5 min. ago" in the footer, refreshed while the pane is open.
import {useEffect, useMemo, useState} from 'react'
import {useLocale} from 'react-aria-components'
import {refreshDelayOf, relativeTimeOf} from '../../core/dates/relativeTime.ts'

export function useDateTimeFormat(): (iso: string) => string {
  const {locale} = useLocale()
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, {dateStyle: 'medium', timeStyle: 'short'})
    return (iso: string) => {
      const date = new Date(iso)
      return Number.isNaN(date.getTime()) ? iso : format.format(date)
    }
  }, [locale])
}

/**
 * The current time, moved on as soon as the wording of any of these moments goes stale: every
 * 5 s while one reads in seconds, 20 s in minutes, a minute in hours, an hour beyond (SH-I18N-007).
 */
export function useNow(moments: readonly (string | null | undefined)[] = []): number {
  const key = moments.join('|')
  const [clock, setClock] = useState(() => ({now: Date.now(), key}))
  // A new moment (an edit, a publish) is worded against the time it arrived, not against the
  // last refresh, which may be minutes old and read the moment as in the future.
  if (clock.key !== key) setClock({now: Date.now(), key})
  const now = clock.now
  useEffect(() => {
    const times = key.split('|').map((iso) => Date.parse(iso)).filter((ms) => !Number.isNaN(ms))
    const timer = setTimeout(() => setClock({now: Date.now(), key}), refreshDelayOf(times, now))
    return () => clearTimeout(timer)
  }, [key, now])
  return now
}

/** "3 min. ago", "25 sec. ago"; null under 10 s, for the caller's own "just now" (SH-I18N-008). */
export function useRelativeTime(): (iso: string, now: number) => string | null {
  const {locale} = useLocale()
  return useMemo(() => {
    const format = new Intl.RelativeTimeFormat(locale, {numeric: 'auto', style: 'short'})
    return (iso: string, now: number) => {
      const then = Date.parse(iso)
      if (Number.isNaN(then)) return iso
      // Past moments only: a lake whose clock runs ahead of the browser's is not "in 5 sec.".
      const {unit, value} = relativeTimeOf(Math.min(then, now), now)
      return unit === null ? null : format.format(value, unit)
    }
  }, [locale])
}
