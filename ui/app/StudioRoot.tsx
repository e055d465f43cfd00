// From the address bar to the screen: configuration errors, the routing screens, or a workspace
// behind its auth gate with the shell and the active tool. Decisions come from core/config
// (loadStudioConfig) and the navigation machine; this file only maps their answers to screens.
import {useSelector} from '@xstate/react'
import {useEffect, useMemo, useRef, useState} from 'react'
import {RouterProvider} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import type {StudioConfig} from '../../core/config/defineConfig.ts'
import {loadStudioConfig, type ResolvedWorkspace} from '../../core/config/resolveWorkspaces.ts'
import {unresolvedWorkspaceMessages} from '../../core/config/unresolvedMessage.ts'
import {redirectingScreen} from '../../core/routing/screens.ts'
import {switcherTools} from '../../core/routing/resolveTool.ts'
import {routerStatePath} from '../../core/routing/routerState.ts'
import {PAGE_TITLE_SEPARATOR} from '../../core/routing/constants.ts'
import {AuthGate} from '../auth/AuthGate.tsx'
import {shellUserOf} from '../shell/shellUser.ts'
import {GlobalSearch} from '../search/GlobalSearch.tsx'
import {NewDocumentControl} from '../shell/NewDocumentControl.tsx'
import {StudioShell} from '../shell/StudioShell.tsx'
import type {ShellTool, ShellWorkspace} from '../shell/types.ts'
import {ConfigErrorScreen} from './ConfigErrorScreen.tsx'
import {ConfigWarningsContext} from './configWarnings.ts'
import {ErrorPage} from './ErrorPage.tsx'
import {isLakePageHref, projectLinksOf} from './projectLinks.ts'
import {RoutingScreenView} from './RoutingScreenView.tsx'
import {ToolView} from './ToolView.tsx'
import {NavigationContext, syncNavigation, useNavigationActor, type NavigationRef} from './useNavigation.ts'
import {preloadToolView} from './toolViews.ts'
import {useRetryTrigger} from './connectivity.tsx'
import {lakeHostOf} from './workspace.ts'
import {storedCredentialOf} from '../auth/storedCredential.ts'
import {WorkspaceConnectionStatus} from '../shell/WorkspaceConnectionStatus.tsx'
import {StudioWorkspacesContext} from './studioWorkspaces.ts'
import {RoleSimulationNotice} from '../shell/RoleSimulationNotice.tsx'
import {WorkspaceHelpMenu} from '../shell/WorkspaceHelpMenu.tsx'
import {PresenceProvider} from '../presence/PresenceProvider.tsx'
import {LazyPresenceMenu} from '../presence/LazyPresenceMenu.tsx'
import {useLocaleChoice} from './localeChoice.ts'
import {useToolTitle} from './toolTitle.ts'
import {WelcomeJourneyProvider} from '../shell/welcome/WelcomeJourneyProvider.tsx'
import {FreeTrialButton} from '../shell/welcome/FreeTrialButton.tsx'
import {TelemetryProvider} from './TelemetryProvider.tsx'
import {useLogTelemetry} from './telemetry.ts'
import {PreviewMediaHostContext} from '../components/previewMediaHost.ts'
import {mediaHostOf} from './workspace.ts'

export function StudioRoot({config}: {config: StudioConfig}) {
  const loaded = useMemo(() => loadStudioConfig(config), [config])
  const warnings = useMemo(
    () => ({warnings: loaded.warnings, workspaceTitles: loaded.type === 'valid' ? loaded.workspaces.map((w) => w.title) : []}),
    [loaded],
  )
  // ERR-SH-008: the developer's console says which workspace could not be resolved and why.
  useEffect(() => {
    if (loaded.type !== 'invalid') return
    for (const message of unresolvedWorkspaceMessages(config, loaded.errors)) console.error(message)
  }, [config, loaded])
  if (loaded.type === 'invalid') return <ConfigErrorScreen problems={loaded.errors} />
  return (
    <ConfigWarningsContext.Provider value={warnings}>
      <RoutedStudio workspaces={loaded.workspaces} />
    </ConfigWarningsContext.Provider>
  )
}

function RoutedStudio({workspaces}: {workspaces: ResolvedWorkspace[]}) {
  const {t} = useTranslation()
  const navigation = useNavigationActor(workspaces)
  const state = useSelector(navigation, (snapshot) => snapshot)
  const {context} = state
  // The workspace picked on the signed-out workspace chooser, whose provider chooser then shows.
  const [chosenWorkspace, setChosenWorkspace] = useState<string | null>(null)
  // The workspace's remembered language applies from its first screen, sign-in included.
  const locale = useLocaleChoice(context.workspace)

  const toolTitle = useToolTitle()
  // The machine writes the configured title; a built-in tool's title follows the language.
  const tool = context.tool
  const shownTitle =
    tool?.titleKey && context.title.startsWith(tool.title + PAGE_TITLE_SEPARATOR)
      ? toolTitle(tool) + context.title.slice(tool.title.length)
      : context.title
  useEffect(() => {
    document.title = shownTitle
  }, [shownTitle])
  // The route is known before sign-in is checked: the tool's chunks load meanwhile.
  const retryNow = useRetryTrigger()
  const {tool: routeTool, toolState: routeState, workspace: routeWorkspace} = context
  useEffect(() => {
    if (!routeTool || !routeState || !routeWorkspace) return
    const credential = storedCredentialOf(routeWorkspace)
    const lake = credential && {apiHost: lakeHostOf(routeWorkspace), projectId: routeWorkspace.projectId, dataset: routeWorkspace.dataset, token: credential.token}
    preloadToolView(routeTool.name, routeState, {schemaTypes: routeWorkspace.schema.types, lake, retryNow})
  }, [routeTool, routeState, routeWorkspace, retryNow])

  const shellWorkspaces = useMemo<ShellWorkspace[]>(
    () => workspaces.map((w) => ({name: w.name, title: w.title, subtitle: w.subtitle, href: w.basePath})),
    [workspaces],
  )
  // Stable per workspace, so the tool tabs measure themselves again only when the tools change.
  const toolTabs = useMemo(() => (context.workspace ? toolTabsOf(context.workspace, toolTitle) : []), [context.workspace, toolTitle])

  // An address written by a navigation inside the studio (a link, a created document) keeps the
  // studio on screen while the URL is written: a 'Redirecting…' page there would unmount the
  // shell, sign-in check and open documents, and drop edits not yet sent.
  const shown = useRef(false)
  if (state.matches('ready')) shown.current = true
  const inPlace = shown.current && context.workspace !== null && context.tool !== null

  let content
  if (!locale.ready) {
    // The remembered language's texts are on their way (a moment, from cache after the first time).
    content = null
  } else if (state.matches('redirecting') && !inPlace) {
    content = <RoutingScreenView screen={redirectingScreen()} fullPage />
  } else if (state.matches('failed')) {
    content = <ErrorPage error={context.error ?? t('error-page.unknown')} onRetry={() => navigation.send({type: 'retry'})} />
  } else if (state.matches('workspaceNotFound') && context.screen) {
    content = <RoutingScreenView screen={context.screen} fullPage />
  } else if (context.workspace) {
    const workspace = context.workspace
    const workspaceChooser =
      workspaces.length > 1
        ? {
            workspaces,
            chosen: chosenWorkspace === workspace.name,
            onBack: () => setChosenWorkspace(null),
            onChoose: (name: string) => {
              setChosenWorkspace(name)
              const target = workspaces.find((w) => w.name === name)
              if (target && name !== workspace.name) navigation.send({type: 'navigate', to: target.basePath})
            },
          }
        : undefined
    content = (
      <AuthGate
        key={workspace.name}
        studioTitle={workspace.title}
        workspace={workspace}
        workspaceChooser={workspaceChooser}
        onAddressChanged={() => syncNavigation(navigation)}
      >
        {(session) => (
          <PresenceProvider workspace={workspace} session={session} manageMembersHref={projectLinksOf(workspace).manageProject}>
            <PreviewMediaHostContext.Provider value={mediaHostOf(workspace)}>
              <TelemetryProvider workspace={workspace} session={session}>
                <ToolTelemetry tool={context.tool?.name ?? null} />
                <WelcomeJourneyDismissals workspace={workspace} session={session}>
                  <StudioShell
                    studioTitle={workspace.title}
                    homeHref={workspace.basePath}
                    workspaces={shellWorkspaces}
                    activeWorkspace={workspace.name}
                    tools={toolTabs}
                    activeTool={context.tool?.name ?? null}
                    user={shellUserOf(session.user)}
                    projectLinks={projectLinksOf(workspace)}
                    locale={locale}
                    onSignOut={session.signOut}
                    renderCreate={() => <NewDocumentControl workspace={workspace} session={session} />}
                    renderSearch={(room) => <GlobalSearch workspace={workspace} session={session} {...room} />}
                    renderPresence={() => <LazyPresenceMenu />}
                    renderHelp={() => <WorkspaceHelpMenu workspace={workspace} session={session} />}
                    renderTrial={(placement, onPressed) => <FreeTrialButton placement={placement} onPressed={onPressed} />}
                    status={
                      <>
                        <RoleSimulationNotice />
                        <WorkspaceConnectionStatus workspace={workspace} session={session} />
                      </>
                    }
                  >
                    {context.tool && context.toolState ? (
                      <ToolView workspace={workspace} tool={context.tool} toolState={context.toolState} session={session} />
                    ) : (
                      context.screen && <RoutingScreenView screen={context.screen} />
                    )}
                  </StudioShell>
                </WelcomeJourneyDismissals>
              </TelemetryProvider>
            </PreviewMediaHostContext.Provider>
          </PresenceProvider>
        )}
      </AuthGate>
    )
  } else {
    content = null
  }
  // Links of React Aria components navigate through the machine instead of reloading the page,
  // except links to the lake's own pages (project administration), which load as pages.
  const navigate = (href: string) =>
    isLakePageHref(href) ? window.location.assign(href) : navigation.send({type: 'navigate', to: href})
  return (
    <NavigationContext.Provider value={navigation as NavigationRef}>
      <StudioWorkspacesContext.Provider value={workspaces}>
        <RouterProvider navigate={navigate}>{content}</RouterProvider>
      </StudioWorkspacesContext.Provider>
    </NavigationContext.Provider>
  )
}

/** Logs each tool the editor opens (the catalogue holds its name only). */
function ToolTelemetry({tool}: {tool: string | null}) {
  const log = useLogTelemetry()
  useEffect(() => {
    if (tool) log('tool.opened')
  }, [tool, log])
  return null
}

function WelcomeJourneyDismissals(props: Omit<Parameters<typeof WelcomeJourneyProvider>[0], 'onDismissed'>) {
  const log = useLogTelemetry()
  return <WelcomeJourneyProvider {...props} onDismissed={() => log('welcome.dismissed')} />
}

function toolTabsOf(workspace: ResolvedWorkspace, toolTitle: (tool: ResolvedWorkspace['tools'][number]) => string): ShellTool[] {
  return switcherTools(workspace.tools).map((tool) => ({
    name: tool.name,
    title: toolTitle(tool),
    href: routerStatePath(workspace.basePath, {tool: tool.name}, workspace.tools),
  }))
}
