// Replays every transition of both search models on the real machine: a SimulatedClock plays the
// debounce, scripted calls play the lake. After each step the state and the context's data must
// equal the model's, exactly one request may be live while fetching (none otherwise), the request
// must carry the current terms, filters, ordering and page, and recents must be what was stored.
import {createActor, fromPromise, SimulatedClock} from 'xstate'
import {describe, expect, it} from 'vitest'
import {SEARCH_DEBOUNCE_MS} from '../../core/search/constants.ts'
import type {SearchHit} from '../../core/search/types.ts'
import {searchMachine, type SearchActorInput, type SearchContext} from '../../machines/search.ts'
import {DEBOUNCE_TIMER, describeEvent, HIT, requestModel, SEARCH_FAILED, termsModel} from './search.model.ts'
import {keyedTransitionPaths} from './support/keyedTransitionPaths.ts'
import {settle} from './support/scripted.ts'
import {memoryRecents, testSearchConfig, UPDATED_ASC} from './support/searchConfig.ts'

interface LiveCall {
  input: SearchActorInput
  signal: AbortSignal
  settled: boolean
  resolve(hits: SearchHit[]): void
  reject(error: unknown): void
}

function start() {
  const clock = new SimulatedClock()
  const calls: LiveCall[] = []
  const recents = memoryRecents()
  const machine = searchMachine.provide({
    actors: {
      search: fromPromise<SearchHit[], SearchActorInput>(
        ({input, signal}) =>
          new Promise((resolve, reject) => {
            const call: LiveCall = {
              input,
              signal,
              settled: false,
              resolve: (hits) => ((call.settled = true), resolve(hits)),
              reject: (error) => ((call.settled = true), reject(error)),
            }
            calls.push(call)
          }),
      ),
    },
  })
  const actor = createActor(machine, {clock, input: {config: testSearchConfig, recents}}).start()
  const live = () => calls.filter((call) => !call.signal.aborted && !call.settled)
  return {clock, actor, calls, live, recents}
}

type World = ReturnType<typeof start>
type AnyEvent = {type: string; output?: SearchHit[]; error?: unknown}

async function perform(event: AnyEvent, world: World) {
  switch (event.type) {
    case DEBOUNCE_TIMER: {
      // Nothing is asked a millisecond early; exactly on time the request goes out.
      world.clock.increment(SEARCH_DEBOUNCE_MS - 1)
      expect(world.actor.getSnapshot().matches({request: 'debouncing'})).toBe(true)
      world.clock.increment(1)
      return
    }
    case 'xstate.done.actor.search':
      world.live()[0].resolve(event.output!)
      await settle()
      return
    case 'xstate.error.actor.search':
      world.live()[0].reject(event.error)
      await settle()
      return
    default:
      world.actor.send(event as never)
  }
}

function dataOf(context: SearchContext) {
  const {config: _config, recents: _recents, ...data} = context
  return data
}

function checkWorld(world: World) {
  const snapshot = world.actor.getSnapshot()
  const {context} = snapshot
  const live = world.live()
  if (snapshot.matches({request: 'fetching'})) {
    expect(live, 'one live request while fetching').toHaveLength(1)
    const {request, terms, ordering} = live[0].input
    expect(terms).toEqual(context.terms)
    expect(ordering).toEqual(context.ordering)
    expect(request.tag).toBe('studio.search.global')
    for (const clause of context.filterClauses) expect(request.query).toContain(clause)
    expect(request.query).toContain(`[${context.pageIndex * 1000}...`)
    expect(request.query).toContain(`order(${context.ordering.sort.field} ${context.ordering.sort.direction})`)
    const query = context.terms.query.trim()
    expect(request.params.t0).toBe(query ? `${query}*` : undefined)
    expect(context.result.loading).toBe(true)
  } else {
    expect(live, 'no live request unless fetching').toHaveLength(0)
    expect(context.result.loading).toBe(false)
  }
  // Recents in the context are exactly what was last written to the store.
  if (world.recents.writes.length) expect(context.recentSearches).toEqual(world.recents.writes.at(-1))
  // Filters always fit every selected type; hits are never shown for terms that search nothing.
  for (const filter of context.filters) expect(testSearchConfig.appliesToTypes(filter, context.terms.types)).toBe(true)
  if (!context.terms.query.trim() && !context.terms.types.length && !context.filterClauses.length) {
    expect(context.result.hits).toEqual([])
  }
}

for (const [name, model] of [['terms and filters', termsModel], ['requests', requestModel]] as const) {
  describe(`search machine, ${name} (model-based)`, () => {
    const paths = keyedTransitionPaths(model as never) as unknown as {steps: {event: AnyEvent; state: {value: unknown; context: SearchContext}}[]}[]
    it('has paths to replay', () => expect(paths.length).toBeGreaterThan(100))
    // Paths are replayed in batches: thousands of separate tests would spend more time reporting than testing.
    const BATCH = 200
    for (let from = 0; from < paths.length; from += BATCH) {
      it(`replays transitions ${from + 1}–${Math.min(from + BATCH, paths.length)}`, async () => {
        for (const path of paths.slice(from, from + BATCH)) {
          const world = start()
          const trail: string[] = []
          for (const step of path.steps) {
            trail.push(describeEvent(step.event as never))
            const dialogBefore = (world.actor.getSnapshot().value as {dialog: string}).dialog
            await perform(step.event, world)
            const snapshot = world.actor.getSnapshot()
            // Only the dialog's own events and choosing a hit open or close it.
            if (!['dialog.toggle', 'dialog.open', 'dialog.close', 'hit.select'].includes(step.event.type)) {
              expect((snapshot.value as {dialog: string}).dialog, trail.join(' → ')).toBe(dialogBefore)
            }
            expect(snapshot.value, trail.join(' → ')).toEqual(step.state.value)
            expect(dataOf(snapshot.context), trail.join(' → ')).toEqual(dataOf(step.state.context))
            checkWorld(world)
          }
          world.actor.stop()
        }
      })
    }
  })
}

describe('search machine, details the models do not vary', () => {
  it('a failed request keeps its message and the earlier hits', async () => {
    const world = start()
    world.actor.send({type: 'query.set', query: 'lake'})
    world.clock.increment(SEARCH_DEBOUNCE_MS)
    world.live()[0].reject(SEARCH_FAILED)
    await settle()
    const {result} = world.actor.getSnapshot().context
    expect(result.error).toBe(SEARCH_FAILED.message)
    expect(result.loaded).toBe(false)
  })

  it('typing again within the debounce asks once, for the latest text', () => {
    const world = start()
    for (const query of ['l', 'la', 'lak', 'lake']) {
      world.actor.send({type: 'query.set', query})
      world.clock.increment(SEARCH_DEBOUNCE_MS - 1)
    }
    expect(world.calls).toHaveLength(0)
    world.clock.increment(1)
    expect(world.calls).toHaveLength(1)
    expect(world.calls[0].input.request.params.t0).toBe('lake*')
  })

  it('an answer to an older request is dropped once the terms changed', async () => {
    const world = start()
    world.actor.send({type: 'query.set', query: 'old'})
    world.clock.increment(SEARCH_DEBOUNCE_MS)
    const old = world.calls[0]
    world.actor.send({type: 'query.set', query: 'new'})
    expect(old.signal.aborted).toBe(true)
    old.resolve([{_id: 'stale', _type: 'article', score: 1, stories: []}])
    await settle()
    expect(world.actor.getSnapshot().context.result.hits).toEqual([])
  })

  it('after the ordering changes, paging waits for the first page of the new ordering', async () => {
    const world = start()
    world.actor.send({type: 'query.set', query: 'lake'})
    world.clock.increment(SEARCH_DEBOUNCE_MS)
    world.live()[0].resolve([HIT])
    await settle()
    world.actor.send({type: 'ordering.set', ordering: UPDATED_ASC})
    world.actor.send({type: 'page.next'})
    expect(world.actor.getSnapshot().context.pageIndex).toBe(0)
    world.clock.increment(SEARCH_DEBOUNCE_MS)
    expect(world.live()[0].input.ordering).toBe(UPDATED_ASC)
    expect(world.live()[0].input.request.query).toContain('[0...')
  })

  it('fullscreen hides the filters until toggled; otherwise the toggle does nothing', () => {
    const world = start()
    world.actor.send({type: 'filters.toggle'})
    expect(world.actor.getSnapshot().context.filtersVisible).toBe(true)
    world.actor.send({type: 'fullscreen.set', fullscreen: true})
    expect(world.actor.getSnapshot().context.filtersVisible).toBe(false)
    world.actor.send({type: 'filters.toggle'})
    expect(world.actor.getSnapshot().context.filtersVisible).toBe(true)
  })
})

describe('search machine, recent searches', () => {
  it('applying a recent search that does not exist changes nothing and saves nothing', () => {
    const world = start()
    world.actor.send({type: 'query.set', query: 'lake'})
    world.actor.send({type: 'recent.apply', index: 0})
    expect(world.recents.writes).toHaveLength(0)
    expect(world.actor.getSnapshot().context.recentSearches).toEqual([])
  })
})
