// The studio's buttons and button-looking links, on React Aria's Button and Link.
import {Button as AriaButton, Link as AriaLink, type ButtonProps as AriaButtonProps, type LinkProps as AriaLinkProps} from 'react-aria-components'
import styles from './Button.module.css'

export type ButtonTone = 'default' | 'primary' | 'ghost' | 'critical'

interface Look {
  tone?: ButtonTone
  /** Square, for a single icon; then `aria-label` is required by the caller. */
  iconOnly?: boolean
  size?: 'medium' | 'large'
  wide?: boolean
}

function classOf({tone = 'default', iconOnly, size, wide}: Look, extra?: string): string {
  return [styles.button, styles[tone], iconOnly && styles.iconOnly, size === 'large' && styles.large, wide && styles.wide, extra]
    .filter(Boolean)
    .join(' ')
}

export function Button({tone, iconOnly, size, wide, className, ...props}: AriaButtonProps & Look & {className?: string}) {
  return <AriaButton {...props} className={classOf({tone, iconOnly, size, wide}, className)} />
}

export function LinkButton({tone, iconOnly, size, wide, className, ...props}: AriaLinkProps & Look & {className?: string}) {
  return <AriaLink {...props} className={classOf({tone, iconOnly, size, wide}, className)} />
}
