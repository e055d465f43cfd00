// Replays every transition of the reference field's model on the real machine, with scripted search
// and availability calls and a simulated clock for the 300 ms debounce. After each step the state
// and context must equal the model's; a search runs only while fetching and an availability check
// only while checking, each for what the context says; and every value written is the one the
// step calls for (the chosen hit's reference, unset on clear, the new strength).
import {createActor, fromPromise, SimulatedClock} from 'xstate'
import {describe, expect, it} from 'vitest'
import {REFERENCE_SEARCH_DEBOUNCE_MS} from '../../core/references/referenceSearch.ts'
import {referenceForChoice, referenceToNewDocument, withStrength, withoutStrengthenMark} from '../../core/references/referenceValue.ts'
import {referenceInputMachine, type ReferenceInputContext, type TargetAnswer} from '../../machines/referenceInput.ts'
import type {ReferenceHit} from '../../core/references/referenceValue.ts'
import {DEBOUNCE_TIMER, describeEvent, FIELD, model, REFRESH_TIMER} from './referenceInput.model.ts'
import {REFERENCE_REFRESH_MS} from '../../core/references/referenceSearch.ts'
import {keyedTransitionPaths} from './support/keyedTransitionPaths.ts'

interface Call<I, O> {
  input: I
  signal: AbortSignal
  settled: boolean
  resolve(value: O): void
  reject(error: unknown): void
}

function scripted<I, O>(calls: Call<I, O>[]) {
  return fromPromise<O, I>(
    ({input, signal}) =>
      new Promise<O>((resolve, reject) => {
        const call: Call<I, O> = {
          input, signal, settled: false,
          resolve: (value) => ((call.settled = true), resolve(value)),
          reject: (error) => ((call.settled = true), reject(error)),
        }
        calls.push(call)
      }),
  )
}

/** Promise answers reach the machine in a few microtask turns; no timers needed. */
async function settle() {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

function start(value: unknown = undefined) {
  const clock = new SimulatedClock()
  const searches: Call<{term: string}, ReferenceHit[]>[] = []
  const checks: Call<{id: string; again: boolean}, TargetAnswer>[] = []
  const writes: unknown[] = []
  const toasts: string[] = []
  const machine = referenceInputMachine.provide({
    actors: {search: scripted(searches), checkAvailability: scripted(checks)},
    actions: {write: (_, params) => void writes.push(params.value), reportSearchError: (_, params) => void toasts.push(params.message)},
  })
  const actor = createActor(machine, {clock, input: {field: FIELD, value}}).start()
  const live = <I, O>(calls: Call<I, O>[]) => calls.filter((call) => !call.signal.aborted && !call.settled)
  return {clock, actor, searches, checks, writes, toasts, live}
}

type World = ReturnType<typeof start>
type AnyEvent = {type: string; output?: unknown; error?: unknown; [key: string]: unknown}

async function perform(event: AnyEvent, world: World) {
  if (event.type === DEBOUNCE_TIMER) world.clock.increment(REFERENCE_SEARCH_DEBOUNCE_MS)
  else if (event.type === REFRESH_TIMER) world.clock.increment(REFERENCE_REFRESH_MS)
  else if (event.type === 'xstate.done.actor.search') world.live(world.searches)[0].resolve(event.output as ReferenceHit[])
  else if (event.type === 'xstate.error.actor.search') world.live(world.searches)[0].reject(event.error)
  else if (event.type === 'xstate.done.actor.checkAvailability') world.live(world.checks)[0].resolve(event.output as TargetAnswer)
  else if (event.type === 'xstate.error.actor.checkAvailability') world.live(world.checks)[0].reject(event.error)
  else world.actor.send(event as never)
  await settle()
}

/** What the step must have written, given the context before it. */
function expectedWrite(event: AnyEvent, before: ReferenceInputContext, stateBefore: unknown): unknown[] {
  const selected = typeof stateBefore === 'object' && stateBefore !== null && 'selected' in stateBefore
  const searching = typeof stateBefore === 'object' && stateBefore !== null && 'searching' in stateBefore
  if (event.type === 'created' && searching) {
    return [referenceToNewDocument(event.id as string, event.documentType as string, before.field, {id: event.template as string})]
  }
  if (event.type === 'choose' && searching) {
    try {
      return [referenceForChoice(before.hits, event.id as string, before.field)]
    } catch {
      return []
    }
  }
  if (!selected || !before.value) return []
  if (event.type === 'clear') return [undefined]
  if (event.type === 'setStrength') return [withStrength(before.value, event.weak as boolean)]
  if (event.type === 'removeMark') return [withStrength(withoutStrengthenMark(before.value), before.field.weak)]
  return []
}

type Step = {event: AnyEvent; state: {value: unknown; context: ReferenceInputContext}}
const paths = keyedTransitionPaths(model as never) as unknown as {steps: Step[]}[]

describe('reference input machine (model-based)', () => {
  it('reaches searching, fetching, selected with every availability answer, and failures', () => {
    const seen = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))))
    expect([...seen].sort()).toEqual(
      [
        '{"searching":"debouncing"}',
        '{"searching":"fetching"}',
        '{"searching":"idle"}',
        '{"selected":"checking"}',
        '{"selected":"failed"}',
        '{"selected":"known"}',
        '{"selected":"refreshing"}',
      ].sort(),
    )
    const reasons = new Set(paths.map((path) => path.steps.at(-1)!.state.context.target?.availability.reason))
    expect([...reasons].sort()).toEqual(['NOT_FOUND', 'PERMISSION_DENIED', 'READABLE', undefined])
  })

  it('replays every transition', async () => {
    for (const path of paths) {
      const world = start()
      const trail: string[] = []
      for (const step of path.steps) {
        trail.push(describeEvent(step.event))
        const before = world.actor.getSnapshot()
        const writesBefore = world.writes.length
        await perform(step.event, world)
        const {value, context} = world.actor.getSnapshot()
        const where = trail.join(' → ')
        expect(value, where).toEqual(step.state.value)
        expect(context, where).toEqual(step.state.context)
        const state = value as Record<string, string>
        expect(world.live(world.searches).map((call) => call.input.term), where).toEqual(state.searching === 'fetching' ? [context.term] : [])
        const checking = state.selected === 'checking' || state.selected === 'refreshing'
        expect(world.live(world.checks).map((call) => call.input), where).toEqual(checking ? [{id: context.value!._ref, again: state.selected === 'refreshing'}] : [])
        expect(world.writes.slice(writesBefore), where).toEqual(expectedWrite(step.event, before.context, before.value))
      }
      world.actor.stop()
    }
  }, 120_000)
})

describe('reference input, details the model does not vary', () => {
  it('asks for hits only once the editor stops typing for 300 ms', async () => {
    const world = start()
    world.actor.send({type: 'search', term: 'a'})
    world.clock.increment(200)
    world.actor.send({type: 'search', term: 'ad'})
    world.clock.increment(REFERENCE_SEARCH_DEBOUNCE_MS - 1)
    expect(world.searches).toHaveLength(0)
    world.clock.increment(1)
    expect(world.searches.map((call) => call.input.term)).toEqual(['ad'])
  })

  it('a failed search empties the hits and tells the editor', async () => {
    const world = start()
    world.actor.send({type: 'search', term: 'a'})
    world.clock.increment(REFERENCE_SEARCH_DEBOUNCE_MS)
    world.searches[0].reject(new Error('HTTP 500'))
    await settle()
    expect(world.toasts).toEqual(['HTTP 500'])
    expect(world.actor.getSnapshot().context).toMatchObject({hits: [], searchError: 'HTTP 500'})
  })

  it('a choice of a type the field does not take says so and writes nothing', async () => {
    const world = start()
    world.actor.send({type: 'search', term: 'c'})
    world.clock.increment(REFERENCE_SEARCH_DEBOUNCE_MS)
    world.searches[0].resolve([{id: 'cat', type: 'category', published: true, draft: false}])
    await settle()
    world.actor.send({type: 'choose', id: 'cat'})
    expect(world.writes).toEqual([])
    expect(world.actor.getSnapshot().context.choiceError).toMatch(/Invalid search result type/)
  })

  it('a target that may still change is checked again every 10 s; a published one is not', async () => {
    const world = start({_type: 'reference', _ref: 'ada', _weak: true, _strengthenOnPublish: {type: 'author'}})
    world.checks[0].resolve({availability: {available: false, reason: 'NOT_FOUND', published: false, draft: false}})
    await settle()
    world.clock.increment(REFERENCE_REFRESH_MS)
    expect(world.checks.map((call) => call.input)).toEqual([{id: 'ada', again: false}, {id: 'ada', again: true}])
    world.checks[1].resolve({availability: {available: true, reason: 'READABLE', published: true, draft: false}})
    await settle()
    world.actor.send({type: 'removeMark'})
    world.clock.increment(REFERENCE_REFRESH_MS * 3)
    expect(world.checks).toHaveLength(2)
  })

  it('a value set elsewhere to another target is checked again; its own echo is not', async () => {
    const world = start({_type: 'reference', _ref: 'ada'})
    expect(world.checks.map((call) => call.input.id)).toEqual(['ada'])
    world.actor.send({type: 'value', value: {_type: 'reference', _ref: 'ada', _weak: true}})
    expect(world.checks).toHaveLength(1)
    world.actor.send({type: 'value', value: {_type: 'reference', _ref: 'bob'}})
    expect(world.checks.map((call) => call.input.id)).toEqual(['ada', 'bob'])
  })
})
