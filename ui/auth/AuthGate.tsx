// Renders the auth gate (SH-AUTH-030): a loading state, the provider chooser, the 'Not authorized'
// dialog, the CORS dialog, the error page, or — signed in — the studio itself.
import {useSelector} from '@xstate/react'
import {Suspense, type ReactNode} from 'react'
import {useTranslation} from 'react-i18next'
import {accountSummary} from '../../core/auth/authorization.ts'
import type {CurrentUser} from '../../core/lake/types.ts'
import {ErrorPage} from '../app/ErrorPage.tsx'
import {lakeHostOf, type StudioWorkspace} from '../app/workspace.ts'
import {Loading} from '../components/Spinner.tsx'
import {CorsDialog, NotAuthorizedDialog} from './lazyAuthDialogs.ts'
import {ProviderChooser} from './ProviderChooser.tsx'
import {useWorkspaceStatuses} from './useWorkspaceStatuses.ts'
import {WorkspaceChooser} from './WorkspaceChooser.tsx'
import {useAuthGate} from './useAuthGate.ts'

export interface SignedIn {
  user: CurrentUser
  /** Bearer token for the lake adapters; null when the session cookie is the credential. */
  token: string | null
  signOut: () => void
}

export interface AuthGateProps {
  studioTitle: string
  workspace: StudioWorkspace
  /**
   * Signed out with several workspaces, the login screen starts with the workspace chooser
   * (SH-AUTH-020); set once a workspace was chosen there, so its provider chooser shows.
   */
  workspaceChooser?: {workspaces: StudioWorkspace[]; chosen: boolean; onChoose: (workspace: string) => void; onBack: () => void}
  /** The gate rewrote the address bar (it removes `#sid=` after sign-in). */
  onAddressChanged: () => void
  children: (session: SignedIn) => ReactNode
}

export function AuthGate({studioTitle, workspace, workspaceChooser, onAddressChanged, children}: AuthGateProps) {
  const {t} = useTranslation()
  const gate = useAuthGate(workspace, onAddressChanged)
  const state = useSelector(gate, (snapshot) => snapshot)
  const signOut = () => gate.send({type: 'logout'})
  const {context} = state

  if (state.matches('loggedIn') && context.user) {
    return <>{children({user: context.user, token: context.token, signOut})}</>
  }
  if (state.matches({loggedOut: 'choosingProvider'})) {
    if (workspaceChooser && !workspaceChooser.chosen) {
      return <ChooseWorkspace studioTitle={studioTitle} {...workspaceChooser} />
    }
    // A sign-in that did not complete, or a sign-out the lake could not be told of (SH-AUTH-048).
    const problem =
      context.failure?.kind === 'sessionExchange'
        ? context.failure.message
        : context.failure?.kind === 'logout'
          ? t('login.signed-out-lake-not-told')
          : null
    return (
      <ProviderChooser
        studioTitle={studioTitle}
        providers={context.providers}
        problem={problem}
        onChoose={(provider) => gate.send({type: 'login.choose', provider})}
        onBack={workspaceChooser?.onBack}
      />
    )
  }
  const loading = <Loading label={t('loading.studio')} />
  if (state.matches('unauthorized') && context.user) {
    const account = accountSummary(context.user)
    return (
      <Suspense fallback={loading}>
        <NotAuthorizedDialog account={account.email || account.name} provider={account.provider} onSignOut={signOut} />
      </Suspense>
    )
  }
  if (state.matches('corsError') && context.cors) {
    return (
      <Suspense fallback={loading}>
        <CorsDialog origin={context.cors.origin} continueHref={`${lakeHostOf(workspace)}/docs/cors.md`} />
      </Suspense>
    )
  }
  if (state.matches('error')) {
    const message = context.failure?.kind === 'network' ? t('error.network', {host: lakeHostOf(workspace)}) : context.failure?.message
    return <ErrorPage error={message ?? ''} onRetry={() => gate.send({type: 'retry'})} />
  }
  const label = state.matches({loading: 'exchangingSessionId'}) || state.matches('redirecting') ? t('login.signing-in') : t('loading.studio')
  return <Loading label={label} />
}

function ChooseWorkspace({studioTitle, workspaces, onChoose}: {studioTitle: string} & NonNullable<AuthGateProps['workspaceChooser']>) {
  const statuses = useWorkspaceStatuses(workspaces, true)
  return (
    <WorkspaceChooser
      studioTitle={studioTitle}
      workspaces={workspaces.map((w) => ({name: w.name, title: w.title, subtitle: w.subtitle, status: statuses[w.name] ?? 'logged-out'}))}
      onChoose={onChoose}
      addWorkspaceHref={workspaces[0] ? `${lakeHostOf(workspaces[0])}/docs/workspaces.md` : undefined}
    />
  )
}
