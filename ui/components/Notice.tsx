// A boxed message inside a form or pane: a title, a sentence and actions, toned by what it reports.
import type {ReactNode} from 'react'
import styles from './Notice.module.css'

export interface NoticeProps {
  tone: 'caution' | 'critical' | 'info'
  title?: string
  text: string
  /** 'alert' for a failure that interrupts; the default 'status' is announced politely. */
  role?: 'status' | 'alert'
  children?: ReactNode
}

export function Notice({tone, title, text, role = 'status', children}: NoticeProps) {
  return (
    <div className={styles.notice} data-tone={tone} role={role}>
      {title !== undefined && <p className={styles.title}>{title}</p>}
      <p className={styles.text}>{text}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  )
}
