// Replays every transition of the welcome model on the real machine with scripted calls: the
// journey call answers what the path says, `markSeen` and `openUrl` are recorded. After each step
// the state and context must match the model, the lake must have been told "seen" exactly once per
// closed welcome (never for another dialog), and a link must have opened exactly when an openUrl
// call to action was pressed. The machine has no timers; it runs on a SimulatedClock anyway so a
// stray delay would show up as a state that never moves.
import {createActor, fromPromise, SimulatedClock, type SnapshotFrom} from 'xstate'
import {describe, expect, it} from 'vitest'
import {isTrialRunningOut, trialElapsedFraction} from '../../core/trial/journey.ts'
import {dialogOf, welcomeJourneyMachine} from '../../machines/welcomeJourney.ts'
import {describeEvent, FETCH_FAILED, JOURNEYS, model} from './welcomeJourney.model.ts'
import {plainContext, ScriptedCalls, settle} from './support/scripted.ts'
import {transitionPaths} from './support/transitionPaths.ts'

type Snapshot = SnapshotFrom<typeof welcomeJourneyMachine>
type AnyEvent = {type: string; output?: unknown; error?: unknown}

function start(markSeenFails = false) {
  const calls = new ScriptedCalls()
  const seen: string[] = []
  const opened: (string | null)[] = []
  const machine = welcomeJourneyMachine.provide({
    actors: {
      fetchJourney: fromPromise(({input}) => calls.call('fetchJourney', input)),
      markSeen: fromPromise(async ({input}) => {
        seen.push(input.id)
        if (markSeenFails) throw new Error('The lake is away')
      }),
    },
    actions: {openUrl: (_, params) => opened.push(params.url)},
  })
  const actor = createActor(machine, {clock: new SimulatedClock(), input: {studioVersion: '0.1.0'}})
  return {actor, calls, seen, opened}
}

type World = ReturnType<typeof start>

function perform(event: AnyEvent, world: World) {
  if (event.type === 'xstate.done.actor.fetchJourney') world.calls.resolve('fetchJourney', event.output)
  else if (event.type === 'xstate.error.actor.fetchJourney') world.calls.reject('fetchJourney', event.error)
  else world.actor.send(event as never)
}

const paths = transitionPaths(model)

describe('welcome journey model', () => {
  it('reaches every state', () => {
    const values = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))))
    expect([...values].sort()).toEqual(
      ['"loading"', '"unavailable"', '{"ready":"closed"}', '{"ready":{"open":"shown"}}', '{"ready":{"open":"waitingForAnchor"}}'].sort(),
    )
  })

  it.each(paths.map((path) => [path.steps.map((s) => describeEvent(s.event as AnyEvent)).join(' → '), path] as const))('%s', async (_, path) => {
    const world = start()
    world.actor.start()
    expect(world.calls.inputOf('fetchJourney')).toEqual({studioVersion: '0.1.0'})
    let links = 0
    for (const [index, step] of path.steps.entries()) {
      const before = world.actor.getSnapshot()
      if (index > 0) {
        const event = step.event as AnyEvent
        // Every call to action that does not lead on opens its address (SH-TRIAL-006).
        if (event.type === 'cta.pressed') {
          const cta = dialogOf(before.context)?.ctaButton
          const leadsOn = cta?.action === 'openNext' && before.context.showing === 'showOnLoad' && before.context.journey.showOnClick !== null
          if (!leadsOn) links++
        }
        perform(event, world)
        await settle()
      }
      const snapshot: Snapshot = world.actor.getSnapshot()
      const expected = step.state as Snapshot
      expect(snapshot.value, `state after step ${index}`).toEqual(expected.value)
      expect(plainContext(snapshot.context), `context after step ${index}`).toEqual(plainContext(expected.context))
      // SH-TRIAL-007: the welcome's id, once, and only after it was closed.
      const welcome = snapshot.context.journey.showOnLoad
      expect(world.seen).toEqual(snapshot.context.seen && welcome ? [welcome.id] : [])
      expect(world.opened.length, 'links opened').toBe(links)
      // SH-TRIAL-005: a popover beside the trial button waits for it.
      if (snapshot.matches({ready: {open: 'waitingForAnchor'}})) {
        expect(dialogOf(snapshot.context)?.dialogType).toBe('popover')
        expect(snapshot.context.anchored).toBe(false)
      }
      if (snapshot.matches('unavailable')) expect(dialogOf(snapshot.context)).toBeNull()
    }
    world.actor.stop()
  })
})

describe('welcome journey, scenarios', () => {
  it('a failed journey call shows nothing and raises nothing (SH-TRIAL-002)', async () => {
    const world = start()
    const errors: unknown[] = []
    world.actor.subscribe({error: (error) => errors.push(error)})
    world.actor.start()
    world.calls.reject('fetchJourney', FETCH_FAILED)
    await settle()
    expect(world.actor.getSnapshot().matches('unavailable')).toBe(true)
    expect(world.actor.getSnapshot().status).toBe('active')
    expect(errors).toEqual([])
  })

  it('a lake that cannot record "seen" still closes the welcome, and it stays closed (SH-TRIAL-007)', async () => {
    const world = start(true)
    const errors: unknown[] = []
    world.actor.subscribe({error: (error) => errors.push(error)})
    world.actor.start()
    world.calls.resolve('fetchJourney', JOURNEYS.welcomeWithLink)
    await settle()
    expect(world.actor.getSnapshot().matches({ready: {open: 'shown'}})).toBe(true)
    world.actor.send({type: 'dialog.close'})
    await settle()
    expect(world.actor.getSnapshot().matches({ready: 'closed'})).toBe(true)
    expect(world.seen).toEqual(['welcome'])
    expect(world.actor.getSnapshot().status).toBe('active')
    expect(errors).toEqual([])
  })

  it('the welcome leads on to the trial dialog, then the trial button toggles that one (SH-TRIAL-006, SH-TRIAL-010)', async () => {
    const world = start()
    world.actor.start()
    world.calls.resolve('fetchJourney', JOURNEYS.popoverThenTrial)
    await settle()
    expect(world.actor.getSnapshot().matches({ready: {open: 'waitingForAnchor'}})).toBe(true)
    world.actor.send({type: 'anchor.set'})
    expect(world.actor.getSnapshot().context.showing).toBe('showOnLoad')
    world.actor.send({type: 'cta.pressed'})
    await settle()
    expect(world.actor.getSnapshot().context.showing).toBe('showOnClick')
    expect(world.seen).toEqual(['welcome'])
    world.actor.send({type: 'trial.toggle'})
    expect(world.actor.getSnapshot().matches({ready: 'closed'})).toBe(true)
    world.actor.send({type: 'trial.toggle'})
    expect(world.actor.getSnapshot().context.showing).toBe('showOnClick')
    world.actor.send({type: 'cta.pressed'})
    expect(world.opened).toEqual(['https://example.com/plans'])
    expect(world.seen).toEqual(['welcome'])
  })
})

describe('free-trial ring', () => {
  it('changes colour only above 75 % elapsed (K-SH-065)', () => {
    expect(trialElapsedFraction({daysLeft: 30, totalDays: 30})).toBe(0)
    expect(trialElapsedFraction({daysLeft: 0, totalDays: 30})).toBe(1)
    expect(isTrialRunningOut({daysLeft: 25, totalDays: 100})).toBe(false)
    expect(isTrialRunningOut({daysLeft: 24, totalDays: 100})).toBe(true)
    expect(isTrialRunningOut({daysLeft: 7, totalDays: 30})).toBe(true)
    expect(isTrialRunningOut({daysLeft: 8, totalDays: 30})).toBe(false)
  })
})
