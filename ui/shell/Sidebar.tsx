// The narrow-screen menu (SH-NAV-030 … SH-NAV-032): an overlay from the left that closes on
// Escape, with the user, the workspaces, the tools, the colour scheme, the language, project links
// and sign out.
import {Button as AriaButton, Dialog, Heading, Link, Modal, ModalOverlay, Radio, RadioGroup} from 'react-aria-components'
import type {ReactNode} from 'react'
import {useTranslation} from 'react-i18next'
import {Button} from '../components/Button.tsx'
import {CheckIcon, CloseIcon, InviteIcon, ProjectIcon, SignOutIcon} from '../components/Icons.tsx'
import {isColorScheme, useColorScheme} from '../theme/colorScheme.ts'
import {COLOR_SCHEME_OPTIONS} from './colorSchemeOptions.tsx'
import {UserCard} from './UserCard.tsx'
import type {ProjectLinks, ShellLocaleChoice, ShellTool, ShellUser, ShellWorkspace} from './types.ts'
import styles from './Sidebar.module.css'

export interface SidebarProps {
  isOpen: boolean
  onClose: () => void
  user: ShellUser
  workspaces: ShellWorkspace[]
  activeWorkspace: string
  tools: ShellTool[]
  activeTool: string | null
  projectLinks: ProjectLinks
  locale: ShellLocaleChoice
  onSignOut: () => void
  renderTrial?: (placement: 'navbar' | 'sidebar', onPressed?: () => void) => ReactNode
}

export function Sidebar(props: SidebarProps) {
  const {t} = useTranslation()
  const [scheme, setScheme] = useColorScheme()
  const inviteMembers = props.user.isAdministrator ? props.projectLinks.inviteMembers : null
  return (
    <ModalOverlay isOpen={props.isOpen} onOpenChange={(open) => !open && props.onClose()} isDismissable className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-labelledby="studio-sidebar-title">
          <div className={styles.top}>
            <Heading slot="title" id="studio-sidebar-title" className={styles.title}>
              {t('sidebar.title')}
            </Heading>
            <Button tone="ghost" iconOnly aria-label={t('sidebar.close')} onPress={props.onClose}>
              <CloseIcon />
            </Button>
          </div>
          <UserCard user={props.user} />

          {props.workspaces.length > 1 && (
            <nav className={styles.section} aria-label={t('workspace-menu.title')}>
              <span className={styles.sectionTitle} aria-hidden="true">
                {t('workspace-menu.title')}
              </span>
              <ul className={styles.list}>
                {props.workspaces.map((workspace) => (
                  <li key={workspace.name}>
                    <Link
                      href={workspace.href}
                      className={styles.link}
                      aria-current={workspace.name === props.activeWorkspace ? 'page' : undefined}
                      onPress={props.onClose}
                    >
                      {workspace.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}

          <nav className={styles.section} aria-label={t('navbar.tools')}>
            <span className={styles.sectionTitle} aria-hidden="true">
              {t('navbar.tools')}
            </span>
            <ul className={styles.list}>
              {props.tools.map((tool) => (
                <li key={tool.name}>
                  <Link
                    href={tool.href}
                    className={styles.link}
                    aria-current={tool.name === props.activeTool ? 'page' : undefined}
                    onPress={props.onClose}
                  >
                    {tool.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div className={styles.section}>
            <RadioGroup
              aria-label={t('user-menu.appearance')}
              orientation="horizontal"
              value={scheme}
              onChange={(value) => isColorScheme(value) && setScheme(value)}
            >
              <span className={styles.sectionTitle} aria-hidden="true">
                {t('user-menu.appearance')}
              </span>
              <div className={styles.schemes}>
                {COLOR_SCHEME_OPTIONS.map((option) => (
                  <Radio key={option.id} value={option.id} className={styles.scheme}>
                    {option.icon}
                    {t(option.labelKey)}
                  </Radio>
                ))}
              </div>
            </RadioGroup>
          </div>

          {props.renderTrial && <div className={styles.section}>{props.renderTrial('sidebar', props.onClose)}</div>}

          <div className={styles.section}>
            <RadioGroup
              aria-label={t('user-menu.language')}
              value={props.locale.current}
              onChange={(value) => props.locale.onChange(value)}
            >
              <span className={styles.sectionTitle} aria-hidden="true">
                {t('user-menu.language')}
              </span>
              <div className={styles.list}>
                {props.locale.options.map((option) => (
                  <Radio key={option.id} value={option.id} lang={option.id} className={styles.language}>
                    {option.title}
                    <span className={styles.languageCheck} aria-hidden="true">
                      <CheckIcon />
                    </span>
                  </Radio>
                ))}
              </div>
            </RadioGroup>
          </div>

          <div className={styles.section}>
            {props.projectLinks.manageProject && (
              <Link href={props.projectLinks.manageProject} className={styles.link}>
                <ProjectIcon />
                {t('user-menu.manage-project')}
              </Link>
            )}
            {inviteMembers && (
              <Link href={inviteMembers} className={styles.link}>
                <InviteIcon />
                {t('user-menu.invite-members')}
              </Link>
            )}
            <AriaButton className={styles.link} onPress={props.onSignOut}>
              <SignOutIcon />
              {t('user-menu.sign-out')}
            </AriaButton>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
