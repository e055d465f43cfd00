// Switches workspace; rendered only with more than one workspace (SH-NAV-010, SH-NAV-012). Each
// workspace carries its sign-in tag, as on the chooser (SH-AUTH-021), asked for when the menu
// first opens; a workspace whose project the user has no access to cannot be chosen.
import {useState} from 'react'
import {MenuTrigger} from 'react-aria-components'
import {useStudioWorkspaces} from '../app/studioWorkspaces.ts'
import {useWorkspaceStatuses} from '../auth/useWorkspaceStatuses.ts'
import {useTranslation} from 'react-i18next'
import {Button} from '../components/Button.tsx'
import {ChevronDownIcon} from '../components/Icons.tsx'
import {MenuAction, MenuGroup, MenuPopover} from '../components/Menu.tsx'
import type {ResolvedWorkspace} from '../../core/config/resolveWorkspaces.ts'
import type {ShellWorkspace} from './types.ts'
import styles from './WorkspaceMenu.module.css'

export function WorkspaceMenu({workspaces, active}: {workspaces: ShellWorkspace[]; active: string}) {
  const {t} = useTranslation()
  const title = workspaces.find((workspace) => workspace.name === active)?.title ?? active
  const [opened, setOpened] = useState(false)
  const statuses = useWorkspaceStatuses(useStudioWorkspaces() as ResolvedWorkspace[], opened)
  return (
    <MenuTrigger onOpenChange={(open) => open && setOpened(true)}>
      {/* The label starts with the visible title, so speech input can use what it sees. */}
      <Button tone="ghost" aria-label={t('workspace-menu.label', {workspace: title})}>
        <span className={styles.current}>{title}</span>
        <ChevronDownIcon />
      </Button>
      <MenuPopover placement="bottom start" popoverClassName={styles.popover} aria-label={t('workspace-menu.title')}>
        <MenuGroup title={t('workspace-menu.title')} selectionMode="single" selectedKeys={[active]}>
          {workspaces.map((workspace) => {
            const status = statuses[workspace.name]
            return (
              <MenuAction
                key={workspace.name}
                id={workspace.name}
                href={workspace.href}
                textValue={workspace.title}
                isDisabled={status === 'no-access' && workspace.name !== active}
              >
                <span className={styles.item}>
                  {workspace.title}
                  {status && <span className={status === 'logged-in' ? `${styles.tag} ${styles.tagLoggedIn}` : styles.tag}>{t(`workspace-chooser.status.${status}`)}</span>}
                </span>
              </MenuAction>
            )
          })}
        </MenuGroup>
      </MenuPopover>
    </MenuTrigger>
  )
}
