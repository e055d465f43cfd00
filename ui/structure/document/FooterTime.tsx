// A time in the editor's footer ('Published 3 minutes ago') whose tooltip gives the exact date and
// time (ED-FORM-021, ED-FORM-031), like the status dot's.
import {Focusable, TooltipTrigger} from 'react-aria-components'
import {TooltipBubble} from '../TooltipBubble.tsx'

export interface FooterTimeProps {
  /** The relative text shown. */
  text: string
  /** The tooltip: the status with the exact date, or null for none. */
  tooltip: string | null
  /** The time, ISO 8601. */
  at: string
  className?: string
}

export function FooterTime({text, tooltip, at, className}: FooterTimeProps) {
  if (!tooltip) return <time dateTime={at} className={className}>{text}</time>
  return (
    <TooltipTrigger delay={400} closeDelay={0}>
      <Focusable excludeFromTabOrder>
        <time dateTime={at} className={className} aria-description={tooltip}>
          {text}
        </time>
      </Focusable>
      <TooltipBubble placement="top">{tooltip}</TooltipBubble>
    </TooltipTrigger>
  )
}
