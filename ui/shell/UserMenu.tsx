// The account menu (SH-NAV-020 … SH-NAV-024): the avatar button, always there, and what it opens
// (UserMenuPopover.tsx), loaded on the first opening or when the browser is idle, so the first
// screen carries only the button.
import {useState} from 'react'
import {MenuTrigger} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {preloadableLazy} from '../app/preloadableLazy.ts'
import {useIdleLoaded} from '../app/useIdleLoaded.ts'
import {Avatar} from '../components/Avatar.tsx'
import {Button} from '../components/Button.tsx'
import type {UserMenuProps} from './UserMenuPopover.tsx'
import styles from './UserMenu.module.css'

const UserMenuPopover = preloadableLazy(() => import('./UserMenuPopover.tsx').then((module) => ({default: module.UserMenuPopover})))

export function UserMenu(props: UserMenuProps) {
  const {t} = useTranslation()
  const [isOpen, setOpen] = useState(false)
  const loaded = useIdleLoaded(UserMenuPopover, isOpen)
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button tone="ghost" className={styles.trigger} aria-label={t('user-menu.label', {name: props.user.name})}>
        <Avatar name={props.user.name} imageUrl={props.user.profileImage} />
      </Button>
      {loaded && <UserMenuPopover {...props} />}
    </MenuTrigger>
  )
}
