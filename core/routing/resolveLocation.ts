// The routing rules put together: from a browser location to what the studio shows, following the
// rules' own redirects so the browser needs at most one history replace (SH-ROUTE-001 … -032).
import {MAX_REDIRECT_HOPS} from './constants.ts'
import {isIntentPath, parseIntentSegments, resolveIntent} from './intents.ts'
import {matchWorkspace} from './matchWorkspace.ts'
import {joinPath, splitPath} from './paths.ts'
import {plainPathRouter, routerStatePath} from './routerState.ts'
import {resolveTool} from './resolveTool.ts'
import {noToolsScreen, toolNotFoundScreen, workspaceNotFoundScreen, type RoutingScreen} from './screens.ts'
import type {Intent, IntentContext, RoutableWorkspace, RouterLocation, ToolDescriptor, ToolState} from './types.ts'

/**
 * Why the location was rewritten: the root or a base-path prefix went to the first workspace, no
 * tool named (first tool), 'desk' became 'structure', an intent became its tool's state, the
 * tool's sub-path did not decode (tool root), or the URL was not in its canonical encoding.
 */
export type RedirectReason = 'workspace' | 'first-tool' | 'desk' | 'intent' | 'invalid-tool-state' | 'canonical'

interface Resolved {
  /** The location after every redirect; differs from the input when `redirects` is not empty. */
  location: RouterLocation
  redirects: RedirectReason[]
  /** The intent met on the way: resolved when it led to a tool (type 'ready'), else 'tool-not-found'. */
  intent: Intent | null
}

export type LocationResolution<W extends RoutableWorkspace = RoutableWorkspace> = Resolved &
  (
    | {type: 'ready'; workspace: W; tool: W['tools'][number]; toolState: ToolState}
    | {type: 'workspace-not-found'; screen: RoutingScreen}
    | {type: 'tool-not-found'; workspace: W; screen: RoutingScreen; toolName?: string}
    | {type: 'no-tools'; workspace: W; screen: RoutingScreen}
    /** The rules kept redirecting (a tool whose router does not round-trip, say). */
    | {type: 'too-many-redirects'}
  )

type Step<W extends RoutableWorkspace> =
  | {next: string; reason: RedirectReason; intent?: Intent}
  | {done: DistributiveOmit<LocationResolution<W>, keyof Resolved>; intent?: Intent}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

export function resolveLocation<W extends RoutableWorkspace>(
  start: RouterLocation,
  workspaces: readonly W[],
  context: IntentContext,
): LocationResolution<W> {
  let location = start
  const redirects: RedirectReason[] = []
  let intent: Intent | null = null
  for (let hop = 0; hop <= MAX_REDIRECT_HOPS; hop++) {
    const step = resolveOnce(location.pathname, workspaces, context)
    intent = step.intent ?? intent
    if ('done' in step) return {...step.done, location, redirects, intent} as LocationResolution<W>
    location = {...location, pathname: step.next}
    redirects.push(step.reason)
  }
  return {type: 'too-many-redirects', location, redirects, intent}
}

function resolveOnce<W extends RoutableWorkspace>(pathname: string, workspaces: readonly W[], context: IntentContext): Step<W> {
  const match = matchWorkspace(pathname, workspaces)
  if (match.type === 'not-found') {
    const fallback = workspaces[0]?.basePath ?? '/'
    return {done: {type: 'workspace-not-found', screen: workspaceNotFoundScreen(pathname, fallback)}}
  }
  if (match.type === 'redirect') return {next: match.to, reason: 'workspace'}

  const {workspace, rest} = match
  const below = (segments: string[]) => joinPath([...splitPath(workspace.basePath), ...segments])

  if (isIntentPath(rest)) {
    const intent = parseIntentSegments(rest)
    if (!intent) return {done: {type: 'tool-not-found', workspace, toolName: rest[0], screen: toolNotFoundScreen({tool: rest[0]})}}
    const resolved = resolveIntent(intent, workspace.tools, context)
    if (resolved.type === 'not-found') {
      return {done: {type: 'tool-not-found', workspace, screen: toolNotFoundScreen({intent})}, intent}
    }
    const toolPath = routerStatePath(workspace.basePath, {tool: resolved.tool.name, toolState: resolved.state}, workspace.tools)
    return {next: toolPath, reason: 'intent', intent}
  }

  const tool = resolveTool(rest, workspace.tools as readonly ToolDescriptor[])
  switch (tool.type) {
    case 'no-tools':
      return {done: {type: 'no-tools', workspace, screen: noToolsScreen()}}
    case 'not-found':
      return {done: {type: 'tool-not-found', workspace, toolName: tool.name, screen: toolNotFoundScreen({tool: tool.name})}}
    case 'redirect':
      return {next: below(tool.rest), reason: tool.reason}
  }

  const toolState = (tool.tool.router ?? plainPathRouter).decode(tool.rest)
  if (toolState === null) return {next: below([encodeURIComponent(tool.tool.name)]), reason: 'invalid-tool-state'}
  const canonical = routerStatePath(workspace.basePath, {tool: tool.tool.name, toolState}, workspace.tools)
  if (canonical !== pathname) return {next: canonical, reason: 'canonical'}
  return {done: {type: 'ready', workspace, tool: tool.tool, toolState}}
}
