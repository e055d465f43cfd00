// Test model of navigation: two workspaces (one with the structure tool and a plain tool, one with
// no tools), every kind of address the rules treat differently, the UI's navigate and intent
// events, and both answers of the URL writer. `npm run paths -- navigation` prints the paths;
// navigation.model.test.ts replays each one on the real machine.
import {TestModel} from 'xstate/graph'
import type {ToolConfig} from '../../core/config/defineConfig.ts'
import {resolveWorkspaces} from '../../core/config/resolveWorkspaces.ts'
import {formatUrl} from '../../core/routing/paths.ts'
import {navigationMachine, type NavigationContext, type NavigationEvent, type NavigationInput} from '../../machines/navigation.ts'

export const START_URL = '/?welcome=1#top'
export const NEW_DOCUMENT_ID = 'new-doc-1'
export const WRITE_ERROR = new Error('The operation is insecure.')

export const workspaces = resolveWorkspaces([
  {
    name: 'news',
    title: 'Newsroom',
    basePath: '/news',
    projectId: 'demo',
    dataset: 'production',
    schema: {types: []},
    // The default structure tool first, then a tool without intents or a router of its own.
    tools: (defaults: ToolConfig[]) => [...defaults, {name: 'vision', title: 'Vision'}],
  },
  {name: 'shop', title: 'Shop', basePath: '/shop', projectId: 'demo', dataset: 'shop', schema: {types: []}, tools: []},
])

export function modelInput(): NavigationInput {
  const start = new URL(START_URL, 'http://studio.test')
  return {
    workspaces,
    pathname: start.pathname,
    search: start.search,
    hash: start.hash,
    createDocumentId: () => NEW_DOCUMENT_ID,
  }
}

const at = (url: string): NavigationEvent => {
  const {pathname, search, hash} = new URL(url, 'http://studio.test')
  return {type: 'location.changed', pathname, search, hash}
}
const done = {type: 'xstate.done.actor.applyUrl', output: undefined} as unknown as NavigationEvent
const failed = {type: 'xstate.error.actor.applyUrl', error: WRITE_ERROR} as unknown as NavigationEvent

export const events: NavigationEvent[] = [
  done,
  failed,
  {type: 'retry'},
  at('/'), // root → first workspace → its first tool
  at('/news/structure/article;abc'), // a tool state, already canonical
  at('/NEWS/structure/article/'), // base path in other case and a trailing slash → canonical
  at('/news/desk/article'), // legacy desk → structure
  at('/elsewhere'), // Workspace not found
  at('/news/charts'), // Tool not found
  at('/shop'), // No configured tools
  at('/news/intent/edit/id=drafts.abc;type=article'), // edit intent → structure
  at('/news/intent/publish/id=abc'), // no tool handles it → Tool not found
  {type: 'navigate', to: '/news/vision/queries'},
  {type: 'navigate', to: {space: 'structure', type: 'author'}}, // legacy state object
  {type: 'navigate', to: '/news', replace: true},
  {type: 'intent', name: 'create', params: {type: 'article', template: 'article-featured'}},
  {type: 'intent', name: 'edit', params: {id: 'abc'}}, // no type: the structure tool cannot open it
]

export const model = new TestModel(navigationMachine, {
  input: modelInput(),
  events,
  filterEvents: (snapshot, event) => snapshot.can(event),
  // Only what the rules decide: the tool descriptors' functions are the same in every state.
  serializeState: (snapshot) => serializeState(snapshot),
})

/** The key a state is known by in the model's graph (and its adjacency map). */
export function serializeState(snapshot: {value: unknown; context: NavigationContext}): string {
  return JSON.stringify([snapshot.value, keyOf(snapshot.context)])
}

function keyOf(context: NavigationContext) {
  return {
    at: formatUrl(context.location),
    address: context.address,
    pending: context.pendingUrl,
    mode: context.historyMode,
    redirects: context.redirects,
    intent: context.intent,
    error: context.error,
  }
}

/** One line per state for the paths printout: where navigation is and what it holds. */
export function describeState(snapshot: {value: unknown; context: NavigationContext}): string {
  const {location, workspace, tool, toolState, pendingUrl, error, intent, redirects} = snapshot.context
  const parts = [formatUrl(location)]
  if (snapshot.context.address !== formatUrl(location)) parts.push(`address bar ${snapshot.context.address}`)
  if (workspace) parts.push(`workspace=${workspace.name}`)
  if (tool) parts.push(`tool=${tool.name} ${JSON.stringify(toolState)}`)
  if (redirects.length) parts.push(`redirects=${redirects.join('>')}`)
  if (intent) parts.push(`intent=${intent.intent.name}→${intent.result.type === 'resolved' ? intent.result.tool : 'not found'}`)
  if (pendingUrl) parts.push(`${pendingUrl.replace ? 'replace' : 'push'} ${pendingUrl.to}`)
  if (error) parts.push(`error=${error}`)
  return `${String(snapshot.value)}  [${parts.join(', ')}]`
}

export function describeEvent(event: {type: string; [key: string]: unknown}): string {
  if (event.type === 'xstate.done.actor.applyUrl') return 'applyUrl → written'
  if (event.type === 'xstate.error.actor.applyUrl') return `applyUrl fails: ${(event.error as Error).message}`
  const {type, ...rest} = event
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type
}
