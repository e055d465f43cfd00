// What the routing screens show, as i18n keys of the `routing` namespace plus their values, so the
// UI renders them without deciding anything (SH-ROUTE-032, -043, -044, -045).
import {ROUTING_NAMESPACE, type RoutingTextKey} from '../i18n/resources/en/routing.ts'
import type {Intent} from './types.ts'

export interface ScreenText {
  key: RoutingTextKey
  values?: Record<string, string>
}

export interface RoutingScreen {
  kind: 'workspace-not-found' | 'tool-not-found' | 'no-tools' | 'redirecting'
  namespace: typeof ROUTING_NAMESPACE
  title: ScreenText
  description?: ScreenText
  /** A button that navigates: 'Go to default workspace'. */
  action?: {label: ScreenText; to: string}
}

export function workspaceNotFoundScreen(pathname: string, defaultWorkspacePath: string): RoutingScreen {
  return {
    kind: 'workspace-not-found',
    namespace: ROUTING_NAMESPACE,
    title: {key: 'workspace-not-found.title'},
    description: {key: 'workspace-not-found.description', values: {path: pathname}},
    action: {label: {key: 'workspace-not-found.go-default'}, to: defaultWorkspacePath},
  }
}

/** An unknown tool name, or an intent no tool handles (SH-ROUTE-015): both are 'Tool not found'. */
export function toolNotFoundScreen(cause: {tool: string} | {intent: Intent}): RoutingScreen {
  const description: ScreenText =
    'tool' in cause
      ? {key: 'tool-not-found.description', values: {tool: cause.tool}}
      : {key: 'tool-not-found.intent-description', values: {intent: cause.intent.name}}
  return {kind: 'tool-not-found', namespace: ROUTING_NAMESPACE, title: {key: 'tool-not-found.title'}, description}
}

export function noToolsScreen(): RoutingScreen {
  return {
    kind: 'no-tools',
    namespace: ROUTING_NAMESPACE,
    title: {key: 'no-tools.title'},
    description: {key: 'no-tools.description'},
  }
}

export function redirectingScreen(): RoutingScreen {
  return {kind: 'redirecting', namespace: ROUTING_NAMESPACE, title: {key: 'redirecting.title'}}
}
