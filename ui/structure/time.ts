// Dates as the structure tool shows them: the medium date with the short time (status tooltips,
// editing seed §2) and "5 min. ago" in the footer, refreshed while the pane is open.
import {useEffect, useMemo, useState} from 'react'
import {useLocale} from 'react-aria-components'

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

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** Seconds between refreshes of relative times. */
const TICK_MS = 30_000

export function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** "3 min. ago"; null under a minute, for the caller's own "just now". */
export function useRelativeTime(): (iso: string, now: number) => string | null {
  const {locale} = useLocale()
  return useMemo(() => {
    const format = new Intl.RelativeTimeFormat(locale, {numeric: 'auto', style: 'short'})
    return (iso: string, now: number) => {
      const seconds = Math.round((new Date(iso).getTime() - now) / 1000)
      if (Number.isNaN(seconds)) return iso
      for (const [unit, size] of UNITS) {
        if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit)
      }
      return null
    }
  }, [locale])
}
