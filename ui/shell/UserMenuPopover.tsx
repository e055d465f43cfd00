// What the account menu opens (SH-NAV-020 … SH-NAV-024): who is signed in, colour scheme, language
// (SH-I18N-002), project links and sign out. Loaded on the first opening or when the browser is
// idle (UserMenu.tsx), inside the menu's trigger, which places and opens it.
import {Menu, Popover} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {languageOf} from '../../core/i18n/fallback.ts'
import {InviteIcon, ProjectIcon, SignOutIcon} from '../components/Icons.tsx'
import {MenuAction, MenuGroup} from '../components/Menu.tsx'
import menuStyles from '../components/Menu.module.css'
import {isColorScheme, useColorScheme} from '../theme/colorScheme.ts'
import {COLOR_SCHEME_OPTIONS} from './colorSchemeOptions.tsx'
import {UserCard} from './UserCard.tsx'
import type {ProjectLinks, ShellLocaleChoice, ShellUser} from './types.ts'
import styles from './UserMenu.module.css'

export interface UserMenuProps {
  user: ShellUser
  projectLinks: ProjectLinks
  locale: ShellLocaleChoice
  onSignOut: () => void
}

export function UserMenuPopover({user, projectLinks, locale, onSignOut}: UserMenuProps) {
  const {t} = useTranslation()
  const [scheme, setScheme] = useColorScheme()
  const inviteMembers = user.isAdministrator ? projectLinks.inviteMembers : null
  return (
    <Popover placement="bottom end" offset={6} className={`${menuStyles.popover} ${styles.popover}`}>
      <UserCard user={user} />
      <Menu className={menuStyles.menu} aria-label={t('user-menu.label', {name: user.name})}>
        <MenuGroup
          title={t('user-menu.appearance')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[scheme]}
          onSelectionChange={(keys) => {
            const [choice] = keys === 'all' ? [] : [...keys]
            if (isColorScheme(choice)) setScheme(choice)
          }}
        >
          {COLOR_SCHEME_OPTIONS.map((option) => (
            <MenuAction key={option.id} id={option.id} icon={option.icon}>
              {t(option.labelKey)}
            </MenuAction>
          ))}
        </MenuGroup>
        <MenuGroup
          title={t('user-menu.language')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[locale.current]}
          onSelectionChange={(keys) => {
            const [choice] = keys === 'all' ? [] : [...keys]
            if (typeof choice === 'string') locale.onChange(choice)
          }}
        >
          {locale.options.map((option) => (
            // Each language is named in itself ('Deutsch'), so screen readers read it in that language.
            <MenuAction
              key={option.id}
              id={option.id}
              lang={option.id}
              textValue={option.title}
              icon={
                // In place of an icon, so the names line up with the items around them.
                <span className={styles.languageCode} aria-hidden="true">
                  {languageOf(option.id).toUpperCase()}
                </span>
              }
            >
              {option.title}
            </MenuAction>
          ))}
        </MenuGroup>
        {(projectLinks.manageProject || inviteMembers) && (
          <MenuGroup aria-label={t('user-menu.manage-project')}>
            {projectLinks.manageProject && (
              <MenuAction id="manage-project" icon={<ProjectIcon />} href={projectLinks.manageProject}>
                {t('user-menu.manage-project')}
              </MenuAction>
            )}
            {inviteMembers && (
              <MenuAction id="invite-members" icon={<InviteIcon />} href={inviteMembers}>
                {t('user-menu.invite-members')}
              </MenuAction>
            )}
          </MenuGroup>
        )}
        <MenuGroup aria-label={t('user-menu.sign-out')}>
          <MenuAction id="sign-out" icon={<SignOutIcon />} onAction={onSignOut}>
            {t('user-menu.sign-out')}
          </MenuAction>
        </MenuGroup>
      </Menu>
    </Popover>
  )
}
