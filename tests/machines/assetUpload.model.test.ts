// Replays every transition of the upload's model on the real machine, with a scripted hash and
// duplicate check, a transfer the test drives, and a simulated clock for the 2-minute stale flag.
// After each step: the state and what the editor sees equal the model's; each outside call runs
// only in its state (leaving the upload's state ends the transfer: that is how cancel aborts); and
// the field is written exactly what the step calls for.
import {Observable, Subject} from 'rxjs'
import {createActor, fromEventObservable, fromPromise, SimulatedClock} from 'xstate'
import {describe, expect, it} from 'vitest'
import {UPLOAD_STALE_MS} from '../../core/assets/constants.ts'
import type {AssetEdit} from '../../core/assets/assetEdits.ts'
import type {AssetUploadEvent} from '../../core/ports.ts'
import {assetUploadMachine, type AssetUploadContext} from '../../machines/assetUpload.ts'
import {describeEvent, FILE, HASH, model, projection, STALE_TIMER} from './assetUpload.model.ts'
import {keyedTransitionPaths} from './support/keyedTransitionPaths.ts'

/** Calls that stay pending until the test answers them; a call whose actor stopped no longer counts. */
class AbortableCalls {
  readonly #calls: {name: string; input: unknown; signal: AbortSignal; settled: boolean; resolve(v: unknown): void; reject(e: unknown): void}[] = []
  call<T>(name: string, input: unknown, signal: AbortSignal): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const call = {name, input, signal, settled: false, resolve: resolve as (v: unknown) => void, reject}
      this.#calls.push(call)
    })
  }
  #live(name: string) {
    return this.#calls.filter((call) => call.name === name && !call.settled && !call.signal.aborted)
  }
  pending(name: string): number {
    return this.#live(name).length
  }
  inputOf(name: string): unknown {
    return this.#live(name)[0].input
  }
  resolve(name: string, value: unknown): void {
    const call = this.#live(name)[0]
    call.settled = true
    call.resolve(value)
  }
  reject(name: string, error: unknown): void {
    const call = this.#live(name)[0]
    call.settled = true
    call.reject(error)
  }
}

async function settle() {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

function start() {
  const clock = new SimulatedClock()
  const calls = new AbortableCalls()
  const transfers: {input: unknown; subject: Subject<AssetUploadEvent>; open: boolean}[] = []
  const writes: AssetEdit[] = []
  const failures: string[] = []
  const machine = assetUploadMachine.provide({
    actors: {
      hash: fromPromise(({input, signal}) => calls.call<string>('hash', input, signal)),
      findDuplicate: fromPromise(({input, signal}) => calls.call<string | null>('findDuplicate', input, signal)),
      upload: fromEventObservable(({input}) => {
        const transfer = {input, subject: new Subject<AssetUploadEvent>(), open: true}
        transfers.push(transfer)
        return new Observable<AssetUploadEvent>((subscriber) => {
          const subscription = transfer.subject.subscribe(subscriber)
          return () => ((transfer.open = false), subscription.unsubscribe())
        })
      }),
    },
    actions: {
      write: (_, edit) => void writes.push(edit),
      reportFailure: (_, {message}) => void failures.push(message),
    },
  })
  const actor = createActor(machine, {clock, input: {file: FILE, kind: 'image', now: () => new Date(clock.now())}}).start()
  const liveTransfer = () => transfers.filter((transfer) => transfer.open)
  return {clock, calls, transfers, liveTransfer, writes, failures, actor}
}

type World = ReturnType<typeof start>
type AnyEvent = {type: string; output?: unknown; error?: unknown; [key: string]: unknown}

async function perform(event: AnyEvent, world: World) {
  const [transfer] = world.liveTransfer()
  if (event.type === STALE_TIMER) world.clock.increment(UPLOAD_STALE_MS)
  else if (event.type === 'xstate.done.actor.hash') world.calls.resolve('hash', event.output)
  else if (event.type === 'xstate.error.actor.hash') world.calls.reject('hash', event.error)
  else if (event.type === 'xstate.done.actor.findDuplicate') world.calls.resolve('findDuplicate', event.output)
  else if (event.type === 'xstate.error.actor.findDuplicate') world.calls.reject('findDuplicate', event.error)
  else if (event.type === 'upload.progress' || event.type === 'upload.completed') transfer.subject.next(event as AssetUploadEvent)
  else if (event.type === 'xstate.error.actor.upload') transfer.subject.error(event.error)
  else if (event.type === 'xstate.done.actor.upload') transfer.subject.complete()
  else world.actor.send(event as never)
  await settle()
}

/** What the step must have written, given the states around it. */
function expectedWrites(event: AnyEvent, before: string, after: string, context: AssetUploadContext): AssetEdit[] {
  if (before === after && event.type !== 'upload.progress') return []
  if (after === 'complete') return [{type: 'asset', assetId: context.assetId!, upload: context.upload}, {type: 'upload.done'}]
  if (after === 'cancelled' || after === 'failed') return [{type: 'upload.removed'}]
  if (event.type === 'upload.progress') return [{type: 'upload', upload: context.upload}]
  return []
}

const top = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0])

type Step = {event: AnyEvent; state: {value: unknown; context: AssetUploadContext}}
const paths = keyedTransitionPaths(model as never) as unknown as {steps: Step[]}[]

describe('asset upload machine (model-based)', () => {
  it('reaches every state: duplicate reuse, upload, stale, cancel and each failure', () => {
    const seen = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))))
    expect([...seen].sort()).toEqual(
      ['"cancelled"', '"checking"', '"complete"', '"failed"', '{"uploading":"active"}', '{"uploading":"stale"}'].sort(),
    )
  })

  it('replays every transition', async () => {
    for (const path of paths) {
      const world = start()
      expect(world.writes).toEqual([{type: 'upload', upload: world.actor.getSnapshot().context.upload}])
      expect(world.writes[0]).toMatchObject({upload: {progress: 2, file: {name: FILE.name, type: FILE.type}}})
      const trail: string[] = []
      for (const step of path.steps) {
        trail.push(describeEvent(step.event))
        const where = trail.join(' → ')
        const before = world.actor.getSnapshot()
        const writesBefore = world.writes.length
        const failuresBefore = world.failures.length
        await perform(step.event, world)
        const snapshot = world.actor.getSnapshot()
        expect(projection(snapshot), where).toEqual(projection(step.state))
        const state = top(snapshot.value)
        expect(world.calls.pending('hash'), where).toBe(state === 'hashing' ? 1 : 0)
        expect(world.calls.pending('findDuplicate'), where).toBe(state === 'checking' ? 1 : 0)
        expect(world.liveTransfer().length, where).toBe(state === 'uploading' ? 1 : 0)
        if (state === 'checking') expect(world.calls.inputOf('findDuplicate'), where).toEqual({kind: 'image', sha1: HASH})
        expect(world.writes.slice(writesBefore), where).toEqual(expectedWrites(step.event, top(before.value), state, snapshot.context))
        expect(world.failures.length - failuresBefore, where).toBe(state === 'failed' && top(before.value) !== 'failed' ? 1 : 0)
        if (step.event.type === 'upload.progress') expect(snapshot.context.upload.updatedAt, where).toBe(new Date(world.clock.now()).toISOString())
      }
      world.actor.stop()
    }
  }, 60_000)
})

describe('asset upload, details the model does not vary', () => {
  async function uploading() {
    const world = start()
    world.calls.resolve('hash', HASH)
    await settle()
    world.calls.resolve('findDuplicate', null)
    await settle()
    return world
  }

  it('is stale only after 2 minutes without progress; progress starts the 2 minutes again', async () => {
    const world = await uploading()
    world.clock.increment(UPLOAD_STALE_MS - 1)
    world.liveTransfer()[0].subject.next({type: 'upload.progress', percent: 10})
    world.clock.increment(UPLOAD_STALE_MS - 1)
    expect(world.actor.getSnapshot().matches({uploading: 'active'})).toBe(true)
    world.clock.increment(1)
    expect(world.actor.getSnapshot().matches({uploading: 'stale'})).toBe(true)
    // A stale upload still runs: a late event brings it back.
    world.liveTransfer()[0].subject.next({type: 'upload.progress', percent: 20})
    expect(world.actor.getSnapshot().matches({uploading: 'active'})).toBe(true)
  })

  it('progress never restarts the transfer', async () => {
    const world = await uploading()
    for (const percent of [10, 20]) world.liveTransfer()[0].subject.next({type: 'upload.progress', percent})
    world.clock.increment(UPLOAD_STALE_MS)
    world.liveTransfer()[0].subject.next({type: 'upload.progress', percent: 30})
    expect(world.transfers).toHaveLength(1)
  })

  it('progress is scaled into 2 … 98 and 100 is written with the asset', async () => {
    const world = await uploading()
    const transfer = world.liveTransfer()[0]
    expect(transfer.input).toEqual({kind: 'image', file: FILE})
    for (const percent of [0, 25, 100]) transfer.subject.next({type: 'upload.progress', percent})
    transfer.subject.next({type: 'upload.completed', assetId: 'image-x-1x1-png'})
    const progress = world.writes.map((edit) => ('upload' in edit && edit.upload ? edit.upload.progress : null))
    expect(progress).toEqual([2, 2, 26, 98, 100, null])
    expect(world.actor.getSnapshot().output).toEqual({assetId: 'image-x-1x1-png'})
  })

  it('a failure removes the upload state and reports the reason', async () => {
    const world = await uploading()
    world.liveTransfer()[0].subject.error(new Error('HTTP 413: too large'))
    expect(world.failures).toEqual(['HTTP 413: too large'])
    expect(world.writes.at(-1)).toEqual({type: 'upload.removed'})
  })

  it('a preview made beside the upload is written into the upload state and kept with later progress (ED-UP-002); after the end it is ignored', async () => {
    const world = await uploading()
    const previewImage = 'data:image/jpeg;base64,AAAA'
    world.actor.send({type: 'preview.made', previewImage})
    expect(world.writes.at(-1)).toEqual({type: 'upload', upload: expect.objectContaining({previewImage, progress: 2})})
    world.liveTransfer()[0].subject.next({type: 'upload.progress', percent: 50})
    expect(world.writes.at(-1)).toEqual({type: 'upload', upload: expect.objectContaining({previewImage, progress: 50})})
    world.liveTransfer()[0].subject.next({type: 'upload.completed', assetId: 'image-x-1x1-png'})
    const written = world.writes.length
    world.actor.send({type: 'preview.made', previewImage})
    expect(world.writes).toHaveLength(written)
  })
})
