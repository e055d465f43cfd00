// Replays every transition of the asset picker's model on the real machine, with pages answered by
// the test (each page's assets named by page, so they add up), next to a plain oracle of the list:
// after each step the state equals the model's, the list, Load more and the error equal the
// oracle's, and exactly one page read is in flight while loading, asking for the next page.
// Closing the picker (stopping the machine) aborts the page in flight.
import {createActor, fromPromise} from 'xstate'
import {describe, expect, it} from 'vitest'
import {ASSET_PAGE_SIZE} from '../../core/assets/constants.ts'
import type {AssetListItem} from '../../core/assets/queries.ts'
import {assetPickerMachine} from '../../machines/assetPicker.ts'
import {describeEvent, FULL, LOAD_FAILED, model} from './assetPicker.model.ts'
import {keyedTransitionPaths} from './support/keyedTransitionPaths.ts'
import {settle} from './support/scripted.ts'

interface Call {
  page: number
  signal: AbortSignal
  resolve(rows: AssetListItem[]): void
  reject(error: unknown): void
}

function start() {
  const calls: Call[] = []
  const machine = assetPickerMachine.provide({
    actors: {loadPage: fromPromise(({input, signal}) => new Promise<AssetListItem[]>((resolve, reject) => calls.push({page: input.page, signal, resolve, reject})))},
  })
  const actor = createActor(machine, {input: {kind: 'image', accept: 'image/png'}}).start()
  const live = () => calls.filter((call) => !call.signal.aborted && !(call as {done?: boolean}).done)
  return {actor, calls, live}
}

/** The page's rows as the lake would answer page `page`: the model's rows, named by page after the first. */
const pageOf = (rows: AssetListItem[], page: number) => rows.map((row) => (page === 0 ? row : {...row, _id: `${page}:${row._id}`}))

type Step = {event: {type: string; output?: AssetListItem[]; id?: string}; state: {value: unknown}}
const paths = keyedTransitionPaths(model as never) as unknown as {steps: Step[]}[]

describe('asset picker machine (model-based)', () => {
  it('has paths through every transition', () => expect(paths.length).toBeGreaterThan(8))
  for (const path of paths) {
    it(path.steps.map((step) => describeEvent(step.event)).join(' → '), async () => {
      const world = start()
      const oracle = {items: [] as AssetListItem[], page: 0, hasMore: false, error: null as string | null}
      for (const step of path.steps) {
        const [call] = world.live()
        const event = step.event
        if (event.type === 'xstate.done.actor.loadPage') {
          expect(call.page).toBe(oracle.page)
          const rows = pageOf(event.output!, call.page)
          ;(call as {done?: boolean}).done = true
          call.resolve(rows)
          oracle.items = [...oracle.items, ...rows.filter((row) => !oracle.items.some((known) => known._id === row._id))]
          oracle.page += 1
          oracle.hasMore = rows.length >= ASSET_PAGE_SIZE
          oracle.error = null
        } else if (event.type === 'xstate.error.actor.loadPage') {
          ;(call as {done?: boolean}).done = true
          call.reject(LOAD_FAILED)
          oracle.error = LOAD_FAILED.message
        } else {
          world.actor.send(event as never)
          if (event.type === 'asset.deleted') oracle.items = oracle.items.filter((item) => item._id !== event.id)
        }
        await settle()
        const snapshot = world.actor.getSnapshot()
        expect(snapshot.value).toEqual(step.state.value)
        expect(snapshot.context.items.map((item) => item._id)).toEqual(oracle.items.map((item) => item._id))
        expect(snapshot.context.hasMore).toBe(oracle.hasMore)
        if (snapshot.matches('failed')) expect(snapshot.context.error).toBe(oracle.error)
        expect(world.live()).toHaveLength(snapshot.matches('loading') ? 1 : 0)
        if (snapshot.matches('loading')) expect(world.live()[0].page).toBe(oracle.page)
      }
    })
  }

  it('closing the picker while a page loads aborts the read', async () => {
    const world = start()
    world.calls[0].resolve(pageOf(FULL, 0))
    await settle()
    world.actor.send({type: 'more'})
    await settle()
    const second = world.calls[1]
    expect(second.page).toBe(1)
    expect(second.signal.aborted).toBe(false)
    world.actor.stop()
    expect(second.signal.aborted).toBe(true)
  })

  it('offers no Load more after a short page (ED-PICK-005)', async () => {
    const world = start()
    world.calls[0].resolve([FULL[0]])
    await settle()
    expect(world.actor.getSnapshot().can({type: 'more'})).toBe(false)
  })
})
