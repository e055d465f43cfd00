// The structure tool's tooltip look, on React Aria's Tooltip. Texts may hold line breaks (the
// permission reasons come one per line).
import type {ReactNode} from 'react'
import {Tooltip, type TooltipProps} from 'react-aria-components'
import styles from './TooltipBubble.module.css'

export function TooltipBubble({children, ...props}: Omit<TooltipProps, 'children' | 'className'> & {children: ReactNode}) {
  return (
    <Tooltip offset={6} {...props} className={styles.tooltip}>
      {children}
    </Tooltip>
  )
}
