// Navigation: where in the studio the address points, and the address the studio wants (shell
// seed §2). Every rule comes from core/routing; this machine holds the current answer and writes
// the URL through the `applyUrl` actor, which the caller provides (history.pushState /
// replaceState in the browser, a list in tests). The browser's own moves (back, forward) arrive
// as 'location.changed'.
import {assign, fromPromise, setup} from 'xstate'
import type {ResolvedTool, ResolvedWorkspace} from '../core/config/resolveWorkspaces.ts'
import {randomString} from '../core/random.ts'
import {
  formatUrl,
  normalizeLegacyState,
  pageTitle,
  parseUrl,
  resolveLocation,
  routerStatePath,
  type LocationResolution,
  type RedirectReason,
  type RoutingScreen,
} from '../core/routing/index.ts'
import type {Intent, IntentParams, RouterLocation, ToolState} from '../core/routing/types.ts'

export interface NavigationInput {
  /** From `resolveWorkspaces` (or `loadStudioConfig`): at least one. */
  workspaces: ResolvedWorkspace[]
  pathname: string
  search?: string
  hash?: string
  /** The studio title in the page title; the workspace's title when not set. */
  studioTitle?: string
  /** Ids for documents that 'create' intents open; random when not set. */
  createDocumentId?: () => string
}

/** A URL the studio writes: pushed for a navigation, replaced for a redirect. */
export interface UrlUpdate {
  to: string
  replace: boolean
}

export interface NavigationContext {
  workspaces: ResolvedWorkspace[]
  studioTitle: string | null
  createDocumentId: () => string
  /** Where the studio is: the address after the rules' redirects. */
  location: RouterLocation
  /** What the address bar shows: the last URL the browser reported or `applyUrl` wrote. */
  address: string
  /** How the next resolution writes the URL: 'none' unless a 'navigate' or 'intent' asked for it. */
  historyMode: 'none' | 'push' | 'replace'
  workspace: ResolvedWorkspace | null
  tool: ResolvedTool | null
  toolState: ToolState | null
  /** The intent of the last resolution and where it went ('not-found' shows 'Tool not found'). */
  intent: {intent: Intent; result: {type: 'resolved'; tool: string} | {type: 'not-found'}} | null
  /** The redirects the last resolution followed (empty when the address was already right). */
  redirects: RedirectReason[]
  /** The URL being written, in `redirecting`; kept in `failed` for 'retry'. */
  pendingUrl: UrlUpdate | null
  /**
   * What the resolved location shows instead of a tool: the not-found screens or 'No configured
   * tools'; null when a tool is open. In `redirecting` the UI shows `redirectingScreen()`.
   */
  screen: RoutingScreen | null
  /** The document title (SH-ROUTE-024). */
  title: string
  /** Why `failed`. */
  error: string | null
}

export type NavigationEvent =
  /** The browser moved (popstate). */
  | {type: 'location.changed'; pathname: string; search?: string; hash?: string}
  /**
   * Go somewhere: a URL ('/news/structure/article'), or a state object inside the current workspace
   * (`{tool, toolState}`; the legacy `{space}` is read as `{tool}`). Pushed unless `replace`.
   */
  | {type: 'navigate'; to: string | Record<string, unknown>; replace?: boolean}
  /** Open an intent in the current workspace ('edit' with id and type, 'create' with type and template). */
  | {type: 'intent'; name: string; params: IntentParams; replace?: boolean}
  /** From `failed`: write the pending URL again. */
  | {type: 'retry'}

const notProvided = (name: string) => () => {
  throw new Error(`navigation: the "${name}" actor must be provided by the caller`)
}

type Resolution = LocationResolution<ResolvedWorkspace>

function titleOf(context: NavigationContext, workspace: ResolvedWorkspace | null, tool: ResolvedTool | null): string {
  const studio = context.studioTitle ?? workspace?.title ?? context.workspaces[0]?.title ?? ''
  return pageTitle(studio, tool?.title)
}

function urlUpdateFor(context: NavigationContext, resolution: Resolution): UrlUpdate | null {
  const to = formatUrl(resolution.location)
  if (context.historyMode === 'push') return {to, replace: false}
  // A redirect, or an address bar left behind by an interrupted or failed write, is corrected in place.
  if (context.historyMode === 'replace' || to !== context.address) return {to, replace: true}
  return null
}

/** The location a 'navigate' event names. */
function targetOf(context: NavigationContext, to: string | Record<string, unknown>): RouterLocation {
  if (typeof to === 'string') return parseUrl(to)
  const workspace = context.workspace ?? context.workspaces[0]
  if (!workspace) return parseUrl('/')
  return parseUrl(routerStatePath(workspace.basePath, normalizeLegacyState(to), workspace.tools))
}

function historyModeFor(context: NavigationContext, target: RouterLocation, replace: boolean | undefined): NavigationContext['historyMode'] {
  if (replace) return 'replace'
  // Going to the address already shown adds no history entry.
  return formatUrl(target) === context.address ? 'none' : 'push'
}

export const navigationMachine = setup({
  types: {} as {
    context: NavigationContext
    events: NavigationEvent
    input: NavigationInput
  },
  actors: {
    /** Writes the address bar: pushState, or replaceState when `replace`. */
    applyUrl: fromPromise<void, UrlUpdate>(notProvided('applyUrl')),
  },
  actions: {
    resolve: assign(({context}) => {
      const resolution = resolveLocation(context.location, context.workspaces, {createDocumentId: context.createDocumentId})
      const workspace = 'workspace' in resolution ? resolution.workspace : null
      const tool = resolution.type === 'ready' ? resolution.tool : null
      const pendingUrl = resolution.type === 'too-many-redirects' ? null : urlUpdateFor(context, resolution)
      const intent: NavigationContext['intent'] = resolution.intent
        ? {intent: resolution.intent, result: tool ? {type: 'resolved', tool: tool.name} : {type: 'not-found'}}
        : null
      return {
        location: resolution.location,
        workspace,
        tool,
        toolState: resolution.type === 'ready' ? resolution.toolState : null,
        intent,
        redirects: resolution.redirects,
        pendingUrl,
        screen: 'screen' in resolution ? resolution.screen : null,
        title: titleOf(context, workspace, tool),
        error: resolution.type === 'too-many-redirects' ? `Too many redirects, last at ${formatUrl(resolution.location)}` : null,
      }
    }),
  },
  guards: {
    writesUrl: ({context}) => context.pendingUrl !== null,
    hasWorkspace: ({context}) => context.workspace !== null,
    hasPendingUrl: ({context}) => context.pendingUrl !== null,
    isReady: ({context}) => context.tool !== null,
    isNoTools: ({context}) => context.screen?.kind === 'no-tools',
    isToolNotFound: ({context}) => context.screen?.kind === 'tool-not-found',
    isWorkspaceNotFound: ({context}) => context.screen?.kind === 'workspace-not-found',
  },
}).createMachine({
  id: 'navigation',
  context: ({input}) => ({
    workspaces: input.workspaces,
    studioTitle: input.studioTitle ?? null,
    createDocumentId: input.createDocumentId ?? (() => randomString(22)),
    location: {pathname: input.pathname, search: input.search ?? '', hash: input.hash ?? ''},
    address: formatUrl({pathname: input.pathname, search: input.search ?? '', hash: input.hash ?? ''}),
    // The first resolution only writes the URL when a rule redirects.
    historyMode: 'none',
    workspace: null,
    tool: null,
    toolState: null,
    intent: null,
    redirects: [],
    pendingUrl: null,
    screen: null,
    title: input.studioTitle ?? input.workspaces[0]?.title ?? '',
    error: null,
  }),
  initial: 'resolving',
  on: {
    'location.changed': {
      target: '.resolving',
      actions: assign(({event}) => {
        const location = {pathname: event.pathname, search: event.search ?? '', hash: event.hash ?? ''}
        return {location, address: formatUrl(location), historyMode: 'none' as const}
      }),
    },
    navigate: {
      target: '.resolving',
      actions: assign(({context, event}) => {
        const target = targetOf(context, event.to)
        return {location: target, historyMode: historyModeFor(context, target, event.replace)}
      }),
    },
    intent: {
      guard: 'hasWorkspace',
      target: '.resolving',
      actions: assign(({context, event}) => {
        const workspace = context.workspace!
        const intent: Intent = {name: event.name, params: event.params}
        const target = parseUrl(routerStatePath(workspace.basePath, {intent}, workspace.tools))
        return {location: target, historyMode: event.replace ? 'replace' : 'push'}
      }),
    },
  },
  states: {
    /** Transient: applies the rules to `location` and moves on. */
    resolving: {
      entry: 'resolve',
      always: [{guard: 'writesUrl', target: 'redirecting'}, {target: 'settling'}],
    },
    /** Transient: the state that shows the resolved location. */
    settling: {
      always: [
        {guard: 'isReady', target: 'ready'},
        {guard: 'isToolNotFound', target: 'toolNotFound'},
        {guard: 'isNoTools', target: 'noTools'},
        {guard: 'isWorkspaceNotFound', target: 'workspaceNotFound'},
        {target: 'failed'},
      ],
    },
    /** Writing `pendingUrl` to the address bar ('Redirecting…', SH-ROUTE-045). */
    redirecting: {
      invoke: {
        id: 'applyUrl',
        src: 'applyUrl',
        input: ({context}) => context.pendingUrl!,
        onDone: {
          target: 'settling',
          actions: assign(({context}) => ({address: context.pendingUrl!.to, pendingUrl: null, historyMode: 'none' as const})),
        },
        onError: {
          target: 'failed',
          actions: assign({error: ({event}) => (event.error instanceof Error ? event.error.message : String(event.error))}),
        },
      },
    },
    /** A tool is open: `workspace`, `tool`, `toolState`. */
    ready: {},
    /** 'Workspace not found' with 'Go to default workspace' (SH-ROUTE-032). */
    workspaceNotFound: {},
    /** An unknown tool, or an intent no tool handles (SH-ROUTE-015, SH-ROUTE-044). */
    toolNotFound: {},
    /** 'No configured tools' (SH-ROUTE-043). */
    noTools: {},
    /** The URL could not be written, or the rules kept redirecting: `error`. */
    failed: {
      on: {
        retry: [
          {guard: 'hasPendingUrl', target: 'redirecting', actions: assign({error: null})},
          {target: 'resolving'},
        ],
      },
    },
  },
})
