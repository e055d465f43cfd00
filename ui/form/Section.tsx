// The wrapper of an object field or a fieldset: a title, a description, the markers slot and the
// members, either always open or behind a disclosure button (ED-FORM-002) that Enter and Space
// toggle and that tells assistive technology whether it is expanded.
import {useId, type ReactNode} from 'react'
import {Button, Disclosure, DisclosurePanel} from 'react-aria-components'
import {ChevronRightIcon} from '../components/Icons.tsx'
import {FieldMarkers} from './FieldMarkers.tsx'
import {useSessionState} from './sessionState.ts'
import styles from './Layout.module.css'

export interface SectionProps {
  title: string
  description?: string
  deprecated?: ReactNode
  collapsible: boolean
  /** Starts collapsed; ignored when not collapsible. */
  collapsed: boolean
  /** Remembers the open state for the session. */
  memoryKey: string
  /** A fieldset draws a frame; an object field indents its members under its title. */
  variant: 'fieldset' | 'object'
  children: ReactNode
}

export function Section({title, description, deprecated, collapsible, collapsed, memoryKey, variant, children}: SectionProps) {
  const titleId = useId()
  const descriptionId = useId()
  const [expanded, setExpanded] = useSessionState(memoryKey, !collapsed)
  const className = `${styles.section} ${variant === 'fieldset' ? styles.fieldset : styles.object}`
  const about = (
    <>
      {deprecated}
      {description && (
        <p id={descriptionId} className={styles.sectionDescription}>
          {description}
        </p>
      )}
    </>
  )
  if (!collapsible) {
    return (
      <section className={className} aria-labelledby={titleId} aria-describedby={description ? descriptionId : undefined}>
        <div className={styles.sectionHeader}>
          <span id={titleId} className={styles.sectionTitle}>
            {title}
          </span>
          <FieldMarkers />
        </div>
        {about}
        <div className={styles.sectionBody}>{children}</div>
      </section>
    )
  }
  return (
    <Disclosure className={className} isExpanded={expanded} onExpandedChange={setExpanded}>
      <div className={styles.sectionHeader}>
        <Button slot="trigger" className={styles.sectionToggle} aria-describedby={description ? descriptionId : undefined}>
          <span className={styles.chevron} aria-hidden="true">
            <ChevronRightIcon />
          </span>
          <span id={titleId} className={styles.sectionTitle}>
            {title}
          </span>
        </Button>
        <FieldMarkers />
      </div>
      {about}
      <DisclosurePanel className={styles.sectionPanel}>
        <div className={styles.sectionBody}>{children}</div>
      </DisclosurePanel>
    </Disclosure>
  )
}
