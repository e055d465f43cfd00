// The signed-in studio: navigation bar, narrow-screen sidebar, and the active tool below them.
import {useState, type ReactNode} from 'react'
import {navbarLayoutOf, useBreakpoint} from './breakpoints.ts'
import {Navbar, type NavbarProps} from './Navbar.tsx'
import {LazySidebar} from './LazySidebar.tsx'
import type {ProjectLinks, ShellLocaleChoice, ShellTool, ShellUser, ShellWorkspace} from './types.ts'
import styles from './StudioShell.module.css'

export interface StudioShellProps {
  studioTitle: string
  homeHref: string
  workspaces: ShellWorkspace[]
  activeWorkspace: string
  tools: ShellTool[]
  activeTool: string | null
  user: ShellUser
  projectLinks: ProjectLinks
  locale: ShellLocaleChoice
  onSignOut: () => void
  renderCreate?: NavbarProps['renderCreate']
  renderSearch?: NavbarProps['renderSearch']
  renderPresence?: NavbarProps['renderPresence']
  renderHelp?: NavbarProps['renderHelp']
  renderTrial?: NavbarProps['renderTrial']
  /** The connection status bar, under the navbar. */
  status?: ReactNode
  children: ReactNode
}

export function StudioShell({children, status, ...props}: StudioShellProps) {
  const [sidebarOpen, setSidebarOpen] = useState(false)
  // The sidebar only exists while the tabs do not fit; widening the window closes it.
  const narrow = !navbarLayoutOf(useBreakpoint()).showTools
  return (
    <div className={styles.shell}>
      <Navbar {...props} onOpenSidebar={() => setSidebarOpen(true)} />
      <LazySidebar {...props} isOpen={sidebarOpen && narrow} onClose={() => setSidebarOpen(false)} />
      {status}
      <main className={styles.content}>{children}</main>
    </div>
  )
}
