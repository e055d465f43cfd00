// Switches workspace; rendered only with more than one workspace (SH-NAV-010, SH-NAV-012).
import {MenuTrigger} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {Button} from '../components/Button.tsx'
import {ChevronDownIcon} from '../components/Icons.tsx'
import {MenuAction, MenuGroup, MenuPopover} from '../components/Menu.tsx'
import type {ShellWorkspace} from './types.ts'
import styles from './WorkspaceMenu.module.css'

export function WorkspaceMenu({workspaces, active}: {workspaces: ShellWorkspace[]; active: string}) {
  const {t} = useTranslation()
  const title = workspaces.find((workspace) => workspace.name === active)?.title ?? active
  return (
    <MenuTrigger>
      {/* The label starts with the visible title, so speech input can use what it sees. */}
      <Button tone="ghost" aria-label={t('workspace-menu.label', {workspace: title})}>
        <span className={styles.current}>{title}</span>
        <ChevronDownIcon />
      </Button>
      <MenuPopover placement="bottom start" popoverClassName={styles.popover} aria-label={t('workspace-menu.title')}>
        <MenuGroup title={t('workspace-menu.title')} selectionMode="single" selectedKeys={[active]}>
          {workspaces.map((workspace) => (
            <MenuAction key={workspace.name} id={workspace.name} href={workspace.href} textValue={workspace.title}>
              {workspace.title}
            </MenuAction>
          ))}
        </MenuGroup>
      </MenuPopover>
    </MenuTrigger>
  )
}
