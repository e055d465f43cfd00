// One pane of the structure tool: a header (a back link when the pane before it is out of view,
// the title, actions) above its own scrolling content.
import type {ReactNode} from 'react'
import {useTranslation} from 'react-i18next'
import {LinkButton} from '../components/Button.tsx'
import {ArrowLeftIcon} from './icons.tsx'
import styles from './Pane.module.css'

export interface PaneProps {
  /** Labels the pane's region; shown as its heading. */
  title: ReactNode
  titleId: string
  /** Where the back link goes; none when the previous pane is visible. */
  backHref?: string | null
  actions?: ReactNode
  size: 'list' | 'document'
  children: ReactNode
}

export function Pane({title, titleId, backHref, actions, size, children}: PaneProps) {
  const {t} = useTranslation('structure')
  return (
    <section className={`${styles.pane} ${styles[size]}`} aria-labelledby={titleId}>
      <div className={styles.header}>
        {backHref && (
          <LinkButton href={backHref} tone="ghost" iconOnly aria-label={t('pane.back')}>
            <ArrowLeftIcon />
          </LinkButton>
        )}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </section>
  )
}
