// Prints the test paths of a machine's model for QA: `npm run paths -- <machine> [--transitions]`.
// The model lives in tests/machines/<machine>.model.ts and exports `model` (an xstate/graph
// TestModel), and optionally `describeState(snapshot)` and `describeEvent(event)` for readable lines.
// By default the shortest path to every state is printed; `--transitions` prints one path per
// transition (what the model tests replay).
import {readdirSync} from 'node:fs'
import {fileURLToPath} from 'node:url'
import type {TestModel} from 'xstate/graph'
import {transitionPaths} from '../tests/machines/support/transitionPaths.ts'

type AnySnapshot = {value: unknown; context?: unknown}
type AnyEvent = {type: string; [key: string]: unknown}
interface ModelModule {
  model?: TestModel<any, any, any>
  describeState?: (snapshot: any) => string
  describeEvent?: (event: any) => string
}

const MODELS_DIR = new URL('../tests/machines/', import.meta.url)
const MODEL_SUFFIX = '.model.ts'
const MAX_DETAIL = 160

function availableModels(): string[] {
  return readdirSync(fileURLToPath(MODELS_DIR))
    .filter((file) => file.endsWith(MODEL_SUFFIX))
    .map((file) => file.slice(0, -MODEL_SUFFIX.length))
    .sort()
}

function printAvailable(models: string[]) {
  console.log(models.length ? `Machines with a model: ${models.join(', ')}` : 'No tests/machines/*.model.ts files yet.')
  console.log('Usage: npm run paths -- <machine> [--transitions]')
}

function clip(text: string): string {
  return text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL - 1)}…` : text
}

function stateName(value: unknown): string {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return String(value)
  return Object.entries(value as Record<string, unknown>)
    .map(([key, inner]) => `${key}.${stateName(inner)}`)
    .join(' | ')
}

function defaultDescribeState(snapshot: AnySnapshot): string {
  const context = snapshot.context === undefined ? '' : `  ${clip(JSON.stringify(snapshot.context))}`
  return `${stateName(snapshot.value)}${context}`
}

function defaultDescribeEvent(event: AnyEvent): string {
  const {type, ...rest} = event
  return Object.keys(rest).length ? `${type} ${clip(JSON.stringify(rest))}` : type
}

async function main(argv: string[]): Promise<number> {
  const flags = argv.filter((arg) => arg.startsWith('--'))
  const [name] = argv.filter((arg) => !arg.startsWith('--'))
  const models = availableModels()

  if (!name) {
    printAvailable(models)
    return 0
  }
  if (!models.includes(name)) {
    console.error(`No model for "${name}" (looked for tests/machines/${name}${MODEL_SUFFIX}).`)
    printAvailable(models)
    return 1
  }
  const unknownFlags = flags.filter((flag) => flag !== '--transitions')
  if (unknownFlags.length) {
    console.error(`Unknown option ${unknownFlags.join(', ')}.`)
    printAvailable(models)
    return 1
  }

  const file = new URL(`${name}${MODEL_SUFFIX}`, MODELS_DIR)
  const loaded = (await import(file.href)) as ModelModule
  if (!loaded.model || typeof loaded.model.getShortestPaths !== 'function') {
    console.error(`tests/machines/${name}${MODEL_SUFFIX} does not export \`model\` (a TestModel from xstate/graph).`)
    return 1
  }
  const describeState = loaded.describeState ?? defaultDescribeState
  const describeEvent = loaded.describeEvent ?? defaultDescribeEvent

  const byTransition = flags.includes('--transitions')
  // Large models take a while to traverse; say so on stderr, leaving stdout to the paths.
  console.error(`Traversing the ${name} model…`)
  // Shortest first: the simple stories read before the long detours.
  const paths = (byTransition ? transitionPaths(loaded.model) : loaded.model.getShortestPaths()).sort(
    (a, b) => a.steps.length - b.steps.length,
  )
  const kind = byTransition ? 'paths, one per transition' : 'shortest paths, one per reachable state'
  console.log(`${name}: ${paths.length} ${kind} (tests/machines/${name}${MODEL_SUFFIX})`)

  paths.forEach((path, index) => {
    const [first, ...rest] = path.steps
    console.log('')
    console.log(`#${index + 1} → ${stateName((path.state as AnySnapshot).value)}`)
    console.log(`   start: ${describeState(first.state)}`)
    rest.forEach((step, stepIndex) => {
      console.log(`   ${String(stepIndex + 1).padStart(2)}. ${describeEvent(step.event)}`)
      console.log(`       ⇒ ${describeState(step.state)}`)
    })
  })
  return 0
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exitCode = 1
  },
)
