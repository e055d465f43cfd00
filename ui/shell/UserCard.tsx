// Who is signed in: picture, name, e-mail and login provider (SH-NAV-020).
import {useTranslation} from 'react-i18next'
import {Avatar} from '../components/Avatar.tsx'
import type {ShellUser} from './types.ts'
import styles from './UserMenu.module.css'

export function UserCard({user}: {user: ShellUser}) {
  const {t} = useTranslation()
  return (
    <div className={styles.card}>
      <Avatar name={user.name} imageUrl={user.profileImage} size="large" />
      <div className={styles.who}>
        <span className={styles.name}>{user.name}</span>
        <span className={styles.email}>{user.email}</span>
        <span className={styles.provider}>{t('user-menu.signed-in-with', {provider: user.provider})}</span>
      </div>
    </div>
  )
}
