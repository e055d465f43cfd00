// The pair's status dot (ED-FORM-020, ED-FORM-021): 'unpublished' for a draft only, 'edited' for a
// draft over a published version, no dot for a published document. The tooltip says since when.
// The same texts ('published {date}' among them) are the tooltips of the editor footer's times.
import {Focusable, TooltipTrigger} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import type {PairStatus} from './listEntries.ts'
import {useDateTimeFormat} from './time.ts'
import {TooltipBubble} from './TooltipBubble.tsx'
import styles from './StatusDot.module.css'

export interface StatusDotProps {
  status: PairStatus | null
  /** The draft's update time, for 'edited'. */
  editedAt?: string
}

/** The status text of a pair; `at` is the draft's update time for 'edited', the published one's for 'published'. */
export function useStatusText(): (status: PairStatus | null, at?: string) => string | null {
  const {t} = useTranslation('structure')
  const formatDate = useDateTimeFormat()
  return (status, at) => {
    if (status === 'unpublished') return t('status.not-published')
    if (status === 'edited' && at) return t('status.edited', {date: formatDate(at)})
    if (status === 'published' && at) return t('status.published', {date: formatDate(at)})
    return null
  }
}

export function StatusDot({status, editedAt}: StatusDotProps) {
  const statusText = useStatusText()
  const label = statusText(status, editedAt)
  if (!label || (status !== 'unpublished' && status !== 'edited')) return null
  return (
    <TooltipTrigger delay={400} closeDelay={0}>
      <Focusable excludeFromTabOrder>
        <span role="img" aria-label={label} className={`${styles.dot} ${styles[status]}`} data-status-dot="" />
      </Focusable>
      <TooltipBubble placement="top">{label}</TooltipBubble>
    </TooltipTrigger>
  )
}
