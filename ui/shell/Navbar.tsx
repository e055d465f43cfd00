// The navigation bar (SH-NAV-001 … SH-NAV-006). Left: menu button (narrow), brand, workspace menu.
// Centre: tool tabs (from the 3rd breakpoint). Right: presence (always), configuration issues
// (development builds only), help and the account menu, from the 2nd breakpoint.
import type {ReactNode} from 'react'
import {Link} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {Button} from '../components/Button.tsx'
import {MenuIcon, StudioMark} from '../components/Icons.tsx'
import {navbarLayoutOf, useBreakpoint} from './breakpoints.ts'
import {ConfigIssues} from './ConfigIssues.tsx'
import {ToolTabs} from './ToolTabs.tsx'
import {UserMenu} from './UserMenu.tsx'
import {WorkspaceMenu} from './WorkspaceMenu.tsx'
import type {ProjectLinks, ShellLocaleChoice, ShellTool, ShellUser, ShellWorkspace} from './types.ts'
import styles from './Navbar.module.css'

export interface NavbarProps {
  studioTitle: string
  homeHref: string
  workspaces: ShellWorkspace[]
  activeWorkspace: string
  tools: ShellTool[]
  activeTool: string | null
  user: ShellUser
  projectLinks: ProjectLinks
  locale: ShellLocaleChoice
  onOpenSidebar: () => void
  /** The new-document control (it needs the workspace and session the shell does not know). */
  renderCreate?: () => ReactNode
  /** The global search control, told how much room it has. */
  renderSearch?: (room: {compact: boolean; fullscreen: boolean}) => ReactNode
  /** Who else is here (SH-PRES-020): it needs the workspace's presence the shell does not run. */
  renderPresence?: () => ReactNode
  /** The help menu (it asks the workspace's lake for its sections). */
  renderHelp?: () => ReactNode
  /** The free-trial button (SH-TRIAL-009), when the workspace's journey carries a trial. */
  renderTrial?: (placement: 'navbar' | 'sidebar', onPressed?: () => void) => ReactNode
  onSignOut: () => void
}

export function Navbar(props: NavbarProps) {
  const {t} = useTranslation()
  const layout = navbarLayoutOf(useBreakpoint())
  return (
    <header className={styles.navbar}>
      <div className={styles.start}>
        {!layout.showTools && (
          <Button tone="ghost" iconOnly aria-label={t('navbar.open-menu')} onPress={props.onOpenSidebar}>
            <MenuIcon />
          </Button>
        )}
        <Link href={props.homeHref} className={styles.brand}>
          <StudioMark />
          <span className={styles.brandTitle}>{props.studioTitle}</span>
        </Link>
        {props.workspaces.length > 1 && <WorkspaceMenu workspaces={props.workspaces} active={props.activeWorkspace} />}
        {props.renderCreate?.()}
        {/* Always in this spot, so resizing the window never remounts the search and loses its state. */}
        {props.renderSearch?.({compact: !layout.showTools, fullscreen: layout.fullscreenOverlays})}
      </div>
      {layout.showTools && (
        <nav className={styles.centre} aria-label={t('navbar.tools')}>
          <ToolTabs tools={props.tools} active={props.activeTool} />
        </nav>
      )}
      <div className={styles.end}>
        {props.renderTrial?.('navbar')}
        {props.renderPresence?.()}
        {layout.showResources && <ConfigIssues />}
        {layout.showResources && props.renderHelp?.()}
        {layout.showResources && <UserMenu user={props.user} projectLinks={props.projectLinks} locale={props.locale} onSignOut={props.onSignOut} />}
      </div>
    </header>
  )
}
