// A button that, when it cannot be used, still takes focus and hover to say why in a tooltip (a
// disabled button gets neither). It is then marked aria-disabled and does nothing when pressed.
// It is the same button either way: a reason that comes or goes while it has focus (Publish,
// pressed by keyboard, has nothing left to publish) must not drop focus to the page.
import type {ReactNode} from 'react'
import {TooltipTrigger} from 'react-aria-components'
import {Button, type ButtonTone} from '../components/Button.tsx'
import {TooltipBubble} from './TooltipBubble.tsx'

export interface ReasonButtonProps {
  /** Why the button cannot be used; null when it can. */
  reason: string | null
  onPress: () => void
  tone?: ButtonTone
  iconOnly?: boolean
  'aria-label'?: string
  placement?: 'top' | 'bottom' | 'start' | 'end'
  className?: string
  isPending?: boolean
  children: ReactNode
}

export function ReasonButton({reason, onPress, tone = 'default', iconOnly, placement = 'top', className, isPending, children, ...aria}: ReasonButtonProps) {
  const unavailable = reason !== null
  return (
    <TooltipTrigger delay={300} closeDelay={0} isDisabled={!unavailable}>
      <Button
        tone={tone}
        iconOnly={iconOnly}
        className={className}
        isPending={isPending}
        onPress={unavailable ? undefined : onPress}
        aria-disabled={unavailable || undefined}
        data-unavailable={unavailable || undefined}
        aria-label={aria['aria-label']}
      >
        {children}
      </Button>
      <TooltipBubble placement={placement}>{reason}</TooltipBubble>
    </TooltipTrigger>
  )
}
