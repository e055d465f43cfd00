// A button that, when it cannot be used, still takes focus and hover to say why in a tooltip (a
// disabled button gets neither). It is then marked aria-disabled and does nothing when pressed.
import type {ReactNode} from 'react'
import {Focusable, TooltipTrigger} from 'react-aria-components'
import {Button, type ButtonTone} from '../components/Button.tsx'
import buttonStyles from '../components/Button.module.css'
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
  if (reason === null) {
    return (
      <Button tone={tone} iconOnly={iconOnly} onPress={onPress} className={className} isPending={isPending} aria-label={aria['aria-label']}>
        {children}
      </Button>
    )
  }
  const classes = [buttonStyles.button, buttonStyles[tone], iconOnly && buttonStyles.iconOnly, className].filter(Boolean).join(' ')
  return (
    <TooltipTrigger delay={300} closeDelay={0}>
      <Focusable>
        <button type="button" className={classes} aria-disabled="true" data-disabled="true" aria-label={aria['aria-label']}>
          {children}
        </button>
      </Focusable>
      <TooltipBubble placement={placement}>{reason}</TooltipBubble>
    </TooltipTrigger>
  )
}
