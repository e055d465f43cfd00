// Avatars of the people somewhere, overlapping by the 21 px stack offset (ED-PRES-003), the first
// `max` shown and the rest as "+N" (ED-PRES-002). Decorative like Avatar: the caller names them.
import type {CSSProperties} from 'react'
import {useTranslation} from 'react-i18next'
import {AVATAR_STACK_OFFSET_PX} from '../../core/presence/constants.ts'
import {Avatar} from '../components/Avatar.tsx'
import styles from './AvatarStack.module.css'

export interface StackedPerson {
  id: string
  name: string
  imageUrl?: string
  /** Tint of the person's initials, the same wherever they appear. */
  hue?: number
}

export function AvatarStack({people, max}: {people: StackedPerson[]; max: number}) {
  const {t} = useTranslation()
  // With one more than the limit, the counter would take the avatar's place anyway: show the avatar.
  const shown = people.length <= max ? people : people.slice(0, max - 1)
  const more = people.length - shown.length
  return (
    <span className={styles.stack} style={{'--avatar-stack-offset': `${AVATAR_STACK_OFFSET_PX}px`} as CSSProperties} data-count={people.length}>
      {shown.map((person) => (
        <span key={person.id} className={styles.slot}>
          <Avatar name={person.name} imageUrl={person.imageUrl} hue={person.hue} />
        </span>
      ))}
      {more > 0 && (
        <span className={`${styles.slot} ${styles.more}`} aria-hidden="true">
          {t('presence.more', {count: more})}
        </span>
      )}
    </span>
  )
}
