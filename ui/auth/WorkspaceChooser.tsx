// The workspace chooser of the login screen (SH-AUTH-020 … SH-AUTH-024): each workspace with its
// sign-in status; a no-access workspace is shown but cannot be chosen.
import {Button as AriaButton, Link} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {ChevronRightIcon} from '../components/Icons.tsx'
import {AuthCard} from './AuthCard.tsx'
import styles from './AuthScreen.module.css'

export type WorkspaceAuthStatus = 'logged-in' | 'logged-out' | 'no-access'

export interface ChooserWorkspace {
  name: string
  title: string
  subtitle?: string
  status: WorkspaceAuthStatus
}

export interface WorkspaceChooserProps {
  studioTitle: string
  workspaces: ChooserWorkspace[]
  onChoose: (workspace: string) => void
  /** Documentation on adding a workspace (SH-AUTH-024), served by the lake. */
  addWorkspaceHref?: string
}

export function WorkspaceChooser({studioTitle, workspaces, onChoose, addWorkspaceHref}: WorkspaceChooserProps) {
  const {t} = useTranslation()
  return (
    <AuthCard studioTitle={studioTitle}>
      <h1 className={styles.heading}>{t('workspace-chooser.title')}</h1>
      <ul className={styles.options}>
        {workspaces.map((workspace) => (
          <li key={workspace.name}>
            <AriaButton className={styles.workspace} isDisabled={workspace.status === 'no-access'} onPress={() => onChoose(workspace.name)}>
              <span className={styles.workspaceText}>
                <span className={styles.workspaceTitle}>{workspace.title}</span>
                {workspace.subtitle && <span className={styles.workspaceSubtitle}>{workspace.subtitle}</span>}
              </span>
              <span className={[styles.tag, workspace.status === 'logged-in' && styles.tagLoggedIn].filter(Boolean).join(' ')}>
                {t(`workspace-chooser.status.${workspace.status}`)}
              </span>
              <ChevronRightIcon />
            </AriaButton>
          </li>
        ))}
      </ul>
      {addWorkspaceHref && (
        <Link className={styles.footer} href={addWorkspaceHref} target="_blank" rel="noreferrer">
          {t('workspace-chooser.add-workspace')}
        </Link>
      )}
    </AuthCard>
  )
}
