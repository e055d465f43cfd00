// English texts of the routing screens (namespace `routing`). core/routing/screens.ts names these
// keys; the titles are the seeds' words (shell seed §2, §8), the descriptions ours.
export const ROUTING_NAMESPACE = 'routing'

export const routingEn = {
  'workspace-not-found.title': 'Workspace not found',
  'workspace-not-found.description': 'No workspace of this studio lives at {{path}}.',
  'workspace-not-found.go-default': 'Go to default workspace',
  'tool-not-found.title': 'Tool not found',
  'tool-not-found.description': 'This workspace has no tool called “{{tool}}”.',
  'tool-not-found.intent-description': 'No tool of this workspace can handle the “{{intent}}” intent.',
  'no-tools.title': 'No configured tools',
  'no-tools.description': 'This workspace has no tools to show. Add one to its configuration.',
  'redirecting.title': 'Redirecting…',
} as const

export type RoutingTextKey = keyof typeof routingEn
