// Replays the navigation model on the real machine with an in-memory history: every state by its
// shortest path, then every transition of the graph from its source state. At each step the real
// machine must be in the model's state with the model's context, AND the history and the screens
// must agree with the routing rules (the address bar shows where the studio is, redirects replace,
// navigations push, the page title and screen texts are the spec's).
import {describe, expect, it} from 'vitest'
import {createActor, fromPromise, type SnapshotFrom} from 'xstate'
import {routingEn} from '../../core/i18n/resources/en/routing.ts'
import {matchWorkspace} from '../../core/routing/matchWorkspace.ts'
import {formatUrl} from '../../core/routing/paths.ts'
import {routerStatePath} from '../../core/routing/routerState.ts'
import {navigationMachine, type NavigationEvent} from '../../machines/navigation.ts'
import {MemoryHistory} from './support/memoryHistory.ts'
import {plainContext} from './support/scripted.ts'
import {describeEvent, describeState, model, modelInput, serializeState, START_URL, WRITE_ERROR, workspaces} from './navigation.model.ts'

type Snapshot = SnapshotFrom<typeof navigationMachine>
interface Step {
  event: {type: string}
  state: Snapshot
}

/** What started the current resolution: only a navigate or intent without `replace` pushes. */
type Trigger = 'start' | 'location' | 'push' | 'replace'

// Provided once (building a machine is the slow part of a replay); each replay brings its history.
let history = new MemoryHistory(START_URL)
const machine = navigationMachine.provide({actors: {applyUrl: fromPromise(({input, signal}) => history.apply(input, signal))}})

function startReplay() {
  history = new MemoryHistory(START_URL)
  const actor = createActor(machine, {input: modelInput()})
  actor.start()
  return {history, actor}
}

/** Promise callbacks (the history write and the actor it notifies) run before the next macrotask. */
const flush = () => new Promise((resolve) => setImmediate(resolve))

function triggerOf(event: NavigationEvent, previous: Trigger): Trigger {
  switch (event.type) {
    case 'location.changed':
      return 'location'
    case 'navigate':
    case 'intent':
      return event.replace ? 'replace' : 'push'
    default:
      return previous
  }
}

/** Drives one model step on the real machine and the history. */
async function perform(event: NavigationEvent, history: MemoryHistory, send: (event: NavigationEvent) => void) {
  if (event.type === ('xstate.done.actor.applyUrl' as string)) history.settle()
  else if (event.type === ('xstate.error.actor.applyUrl' as string)) history.fail(WRITE_ERROR)
  else {
    if (event.type === 'location.changed') history.visit(formatUrl({pathname: event.pathname, search: event.search ?? '', hash: event.hash ?? ''}))
    // Sent events are handled synchronously; only a settled write needs its promise callbacks to run.
    send(event)
    return
  }
  await flush()
}

/** The rules, checked on the real machine independently of the model. */
function checkInvariants(snapshot: Snapshot, history: MemoryHistory, trigger: Trigger, addressBefore: string) {
  const {context} = snapshot
  const here = formatUrl(context.location)
  const english = (key: keyof typeof routingEn) => routingEn[key]
  // The address bar is what the machine believes it is, in every state.
  expect(history.current).toBe(context.address)

  if (snapshot.matches('redirecting')) {
    // The write in flight is the one the context announces; only navigations push.
    expect(history.pending).toEqual(context.pendingUrl)
    expect(context.pendingUrl!.to).toBe(here)
    expect(context.pendingUrl!.replace).toBe(trigger !== 'push')
    return
  }
  expect(history.pending).toBeNull()
  if (snapshot.matches('failed')) {
    expect(context.error).toBe(WRITE_ERROR.message)
    // Nothing was written: the address bar still shows what it showed.
    expect(history.current).toBe(addressBefore)
    return
  }
  // A settled state: the address bar shows where the studio is.
  expect(history.current).toBe(here)
  expect(context.pendingUrl).toBeNull()

  if (snapshot.matches('ready')) {
    const {workspace, tool, toolState} = context
    const match = matchWorkspace(context.location.pathname, workspaces)
    expect(match.type === 'match' && match.workspace).toBe(workspace)
    expect(routerStatePath(workspace!.basePath, {tool: tool!.name, toolState: toolState!}, workspace!.tools)).toBe(context.location.pathname)
    expect(context.title).toBe(`${tool!.title} | ${workspace!.title}`)
    expect(context.screen).toBeNull()
  } else if (snapshot.matches('workspaceNotFound')) {
    expect(matchWorkspace(context.location.pathname, workspaces).type).toBe('not-found')
    expect(english(context.screen!.title.key)).toBe('Workspace not found')
    expect(english(context.screen!.action!.label.key)).toBe('Go to default workspace')
    expect(context.screen!.action!.to).toBe(workspaces[0].basePath)
    expect(context.title).toBe(workspaces[0].title)
  } else if (snapshot.matches('toolNotFound')) {
    expect(english(context.screen!.title.key)).toBe('Tool not found')
    const unknownTool = !context.workspace!.tools.some((tool) => context.location.pathname.split('/')[2] === tool.name)
    expect(context.intent?.result.type === 'not-found' || unknownTool).toBe(true)
    expect(context.tool).toBeNull()
  } else if (snapshot.matches('noTools')) {
    expect(context.workspace!.tools).toEqual([])
    expect(english(context.screen!.title.key)).toBe('No configured tools')
  } else {
    throw new Error(`unexpected state ${JSON.stringify(snapshot.value)}`)
  }
}

/** Replays `steps`, checking each from `checkFrom` on (earlier steps were checked by another test). */
async function replay(steps: Step[], checkFrom = 0) {
  const {history, actor} = startReplay()
  let trigger: Trigger = 'start'
  try {
    for (const [index, step] of steps.entries()) {
      const event = step.event as NavigationEvent
      const addressBefore = history.current
      if (index > 0) {
        trigger = triggerOf(event, trigger)
        await perform(event, history, (e) => actor.send(e))
      }
      if (index < checkFrom) continue
      const real = actor.getSnapshot()
      const where = `step ${index} (${describeEvent(step.event as never)})`
      expect(real.value, where).toEqual(step.state.value)
      // The workspaces never change (checked by identity); the rest of the context must match the model.
      expect(real.context.workspaces).toBe(workspaces)
      expect(plainContext({...real.context, workspaces: null}), where).toEqual(plainContext({...step.state.context, workspaces: null}))
      checkInvariants(real, history, trigger, index === 0 ? START_URL : addressBefore)
    }
  } finally {
    actor.stop()
  }
}

const statePaths = model.getShortestPaths({allowDuplicatePaths: true})

describe('navigation machine: every state by its shortest path', () => {
  it('reaches every kind of state', () => {
    const reached = new Set(statePaths.map((path) => String(path.state.value)))
    expect([...reached].sort()).toEqual(['failed', 'noTools', 'ready', 'redirecting', 'toolNotFound', 'workspaceNotFound'])
  })

  for (const path of statePaths) {
    const events = path.steps.slice(1).map((step) => describeEvent(step.event as never))
    it(`${describeState(path.state)} ← ${events.join(' → ') || 'start'}`, async () => {
      await replay(path.steps as Step[])
    })
  }
})

describe('navigation machine: every transition', () => {
  const adjacency = model.getAdjacencyMap()
  const pathTo = new Map(statePaths.map((path) => [serializeState(path.state), path.steps as Step[]]))
  const edges = Object.entries(adjacency).flatMap(([key, value]) =>
    Object.values(value.transitions as Record<string, {event: NavigationEvent; state: Snapshot}>).map(({event, state}) => ({key, event, state})),
  )

  it('has a path to the source of every transition', () => {
    expect(edges.length).toBeGreaterThan(100)
    for (const edge of edges) expect(pathTo.has(edge.key), edge.key).toBe(true)
  })

  it('replays every transition from its source state', async () => {
    for (const edge of edges) {
      // The way to the source state is a shortest path, already checked step by step above.
      const prefix = pathTo.get(edge.key)!
      await replay([...prefix, {event: edge.event, state: edge.state}], prefix.length)
    }
  }, 120_000)
})
