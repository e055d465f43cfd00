// Replays every transition of the slug-generation models on the real machine: scripted slugify
// calls answer what the path says. After each step the state and context must equal the model's,
// the only live slugify call must be the one for the context's source, and each answered slug must
// have been written as `{_type: 'slug', current}` (or unset for an empty slug).
import {createActor, fromPromise} from 'xstate'
import {describe, expect, it} from 'vitest'
import {SLUG_MISSING_SOURCE} from '../../core/slug/slugify.ts'
import {SLUG_FAILED, slugGenerationMachine, type SlugGenerationContext} from '../../machines/slugGeneration.ts'
import {describeEvent, model, noSourceModel, SLUGIFY_FAILED} from './slugGeneration.model.ts'
import {keyedTransitionPaths} from './support/keyedTransitionPaths.ts'
import {settle} from './support/scripted.ts'

interface Call {
  source: string
  signal: AbortSignal
  settled: boolean
  resolve(slug: unknown): void
  reject(error: unknown): void
}

function start(hasSource: boolean) {
  const calls: Call[] = []
  const writes: unknown[] = []
  const machine = slugGenerationMachine.provide({
    actors: {
      slugify: fromPromise<string, {source: string}>(
        ({input, signal}) =>
          new Promise((resolve, reject) => {
            const call: Call = {
              source: input.source, signal, settled: false,
              resolve: (slug) => ((call.settled = true), resolve(slug as string)),
              reject: (error) => ((call.settled = true), reject(error)),
            }
            calls.push(call)
          }),
      ),
    },
    actions: {write: (_, params) => void writes.push(params.value)},
  })
  const actor = createActor(machine, {input: {hasSource}}).start()
  const live = () => calls.filter((call) => !call.signal.aborted && !call.settled)
  return {actor, calls, writes, live}
}

type World = ReturnType<typeof start>
type AnyEvent = {type: string; source?: string; output?: unknown; error?: unknown}

async function perform(event: AnyEvent, world: World) {
  if (event.type === 'xstate.done.actor.slugify') {
    world.calls.at(-1)!.resolve(event.output)
    await settle()
  } else if (event.type === 'xstate.error.actor.slugify') {
    world.calls.at(-1)!.reject(event.error)
    await settle()
  } else {
    world.actor.send(event as never)
  }
}

type Step = {event: AnyEvent; state: {value: unknown; context: SlugGenerationContext}}
const pathsOf = (m: typeof model) => keyedTransitionPaths(m as never) as unknown as {steps: Step[]}[]

async function replay(paths: {steps: Step[]}[], hasSource: boolean) {
  for (const path of paths) {
    const world = start(hasSource)
    const trail: string[] = []
    for (const step of path.steps) {
      trail.push(describeEvent(step.event as never))
      const writesBefore = world.writes.length
      await perform(step.event, world)
      const {value, context} = world.actor.getSnapshot()
      const where = trail.join(' → ')
      expect(value, where).toEqual(step.state.value)
      expect(context, where).toEqual(step.state.context)
      // Exactly one slugify runs while pending, for the newest source; none otherwise (ED-SLUG-004).
      expect(world.live().map((call) => call.source), where).toEqual(value === 'pending' ? [context.source] : [])
      const answered = step.event.type === 'xstate.done.actor.slugify' && typeof step.event.output === 'string'
      expect(world.writes.length, where).toBe(writesBefore + (answered ? 1 : 0))
      if (answered) {
        const output = step.event.output as string
        expect(world.writes.at(-1), where).toEqual(output ? {_type: 'slug', current: output} : undefined)
      }
    }
    world.actor.stop()
  }
}

describe('slug generation machine (model-based)', () => {
  const paths = pathsOf(model)
  const noSourcePaths = pathsOf(noSourceModel)

  it('has paths through pending, complete and error', () => {
    const values = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.value)))
    expect([...values].sort()).toEqual(['complete', 'error', 'pending'])
    expect(paths.length).toBeGreaterThan(20)
  })

  it('replays every transition with a source', async () => {
    await replay(paths, true)
  })

  it('replays every transition without a source: Generate fails with the missing-source key (ED-SLUG-003)', async () => {
    expect(noSourcePaths.length).toBeGreaterThan(0)
    await replay(noSourcePaths, false)
    for (const path of noSourcePaths) expect(path.steps.at(-1)!.state.context.error).toEqual({key: SLUG_MISSING_SOURCE})
  })
})

describe('slug generation, details the model does not vary', () => {
  it('a slugify that fails puts its message in the error', async () => {
    const world = start(true)
    world.actor.send({type: 'generate', source: 'x'})
    world.calls[0].reject(SLUGIFY_FAILED)
    await settle()
    expect(world.actor.getSnapshot().context.error).toEqual({key: SLUG_FAILED, message: 'The slug service is down'})
  })

  it('a late answer of a superseded run is never written', async () => {
    const world = start(true)
    world.actor.send({type: 'generate', source: 'Old'})
    world.actor.send({type: 'generate', source: 'New'})
    world.calls[0].resolve('old')
    await settle()
    expect(world.writes).toEqual([])
    world.calls[1].resolve('new')
    await settle()
    expect(world.writes).toEqual([{_type: 'slug', current: 'new'}])
    expect(world.actor.getSnapshot().value).toBe('complete')
  })
})
