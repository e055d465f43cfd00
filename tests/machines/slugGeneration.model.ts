// Test model of slug generation: Generate is pressed with a source text (or an empty one), the
// provided slugify answers a slug, an empty slug or something that is not text, or fails. One model
// for a field with a `source` option, one without. `npm run paths -- slugGeneration` prints the paths.
import {TestModel} from 'xstate/graph'
import {slugGenerationMachine, type SlugGenerationContext, type SlugGenerationEvent} from '../../machines/slugGeneration.ts'

export const SLUGIFY_FAILED = new Error('The slug service is down')

export const events = [
  {type: 'generate', source: 'Hello World'},
  {type: 'generate', source: ''},
  {type: 'xstate.done.actor.slugify', output: 'hello-world'},
  {type: 'xstate.done.actor.slugify', output: ''},
  {type: 'xstate.done.actor.slugify', output: 42},
  {type: 'xstate.error.actor.slugify', error: SLUGIFY_FAILED},
] as unknown as SlugGenerationEvent[]

function serializeState(snapshot: unknown): string {
  const {value, context} = snapshot as {value: unknown; context: SlugGenerationContext}
  return JSON.stringify({value, context})
}

const modelOf = (hasSource: boolean) =>
  new TestModel(slugGenerationMachine, {
    input: {hasSource},
    events,
    serializeState,
    filterEvents: (snapshot, event) => snapshot.can(event),
  })

export const model = modelOf(true)
export const noSourceModel = modelOf(false)

export function describeState(snapshot: {value: unknown; context: SlugGenerationContext}): string {
  const {source, current, error} = snapshot.context
  const parts = [String(snapshot.value)]
  if (source !== null) parts.push(`source="${source}"`)
  if (current !== null) parts.push(`current="${current}"`)
  if (error) parts.push(`error=${error.key}${error.message ? ` (${error.message})` : ''}`)
  return parts.join('  ')
}

export function describeEvent(event: {type: string; [key: string]: unknown}): string {
  if (event.type === 'xstate.done.actor.slugify') return `slugify answers ${JSON.stringify(event.output)}`
  if (event.type === 'xstate.error.actor.slugify') return 'slugify fails'
  return `Generate from "${event.source}"`
}
