// Who made a change: each author's picture (or initials) and name, as the history lists them.
import type {PublicUser} from '../../../../core/lake/types.ts'
import {Avatar} from '../../../components/Avatar.tsx'
import styles from './History.module.css'

export function Authors({ids, users, className}: {ids: readonly string[]; users: ReadonlyMap<string, PublicUser>; className?: string}) {
  return (
    <span className={[styles.authors, className].filter(Boolean).join(' ')}>
      {ids.map((id, index) => {
        const user = users.get(id)
        const name = user?.displayName ?? id
        return (
          <span key={id} className={styles.author}>
            <Avatar name={name} imageUrl={user?.imageUrl} size="small" />
            {name}
            {index < ids.length - 1 ? ',' : ''}
          </span>
        )
      })}
    </span>
  )
}
