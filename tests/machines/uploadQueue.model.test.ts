// Replays every transition of the upload queue's model on the real machine, next to a plain
// first-in-first-out oracle with the same number of slots: after each step the waiting and running
// jobs equal the oracle's, never more run than there are slots, and the machine started exactly
// the jobs the oracle moved into a slot, in order, each once.
import {createActor} from 'xstate'
import {describe, expect, it} from 'vitest'
import {ARRAY_UPLOAD_CONCURRENCY} from '../../core/assets/constants.ts'
import {uploadQueueMachine, type UploadQueueEvent} from '../../machines/uploadQueue.ts'
import {describeEvent, model, SLOTS} from './uploadQueue.model.ts'
import {keyedTransitionPaths} from './support/keyedTransitionPaths.ts'

function oracle(slots: number) {
  const waiting: string[] = []
  const running: string[] = []
  const fill = () => {
    const started: string[] = []
    while (running.length < slots && waiting.length > 0) {
      const id = waiting.shift()!
      running.push(id)
      started.push(id)
    }
    return started
  }
  return {
    waiting,
    running,
    apply(event: UploadQueueEvent): string[] {
      if (event.type === 'jobs.added') for (const id of event.ids) if (!waiting.includes(id) && !running.includes(id)) waiting.push(id)
      if (event.type === 'job.ended') running.splice(running.indexOf(event.id), 1)
      if (event.type === 'job.dropped') waiting.splice(waiting.indexOf(event.id), 1)
      return event.type === 'job.dropped' ? [] : fill()
    },
  }
}

function start(slots: number) {
  const started: string[] = []
  const actor = createActor(uploadQueueMachine.provide({actions: {startJobs: (_, {ids}) => void started.push(...ids)}}), {input: {concurrency: slots}})
  actor.start()
  return {actor, started}
}

describe('upload queue model', () => {
  const paths = keyedTransitionPaths(model)
  it('has paths through every transition', () => expect(paths.length).toBeGreaterThan(10))
  for (const path of paths) {
    it(path.steps.map((step) => describeEvent(step.event)).join(' → '), () => {
      const {actor, started} = start(SLOTS)
      const expected = oracle(SLOTS)
      for (const step of path.steps) {
        const before = started.length
        actor.send(step.event)
        const moved = expected.apply(step.event)
        const {context} = actor.getSnapshot()
        expect(started.slice(before)).toEqual(moved)
        expect(context.waiting).toEqual(expected.waiting)
        expect(context.running).toEqual(expected.running)
        expect(context.running.length).toBeLessThanOrEqual(SLOTS)
        expect(actor.getSnapshot().value).toBe(context.running.length + context.waiting.length === 0 ? 'idle' : 'busy')
      }
    })
  }

  it('runs 4 at a time by default (K-ED-004): ten jobs start 4, then one per ended job', () => {
    const {actor, started} = start(ARRAY_UPLOAD_CONCURRENCY)
    const ids = Array.from({length: 10}, (_, index) => `job-${index}`)
    actor.send({type: 'jobs.added', ids})
    expect(ARRAY_UPLOAD_CONCURRENCY).toBe(4)
    expect(started).toEqual(ids.slice(0, 4))
    actor.send({type: 'job.ended', id: 'job-2'})
    expect(started).toEqual(ids.slice(0, 5))
    expect(actor.getSnapshot().context.running).toEqual(['job-0', 'job-1', 'job-3', 'job-4'])
    for (const id of ids) actor.send({type: 'job.ended', id})
    expect(started).toEqual(ids)
    expect(actor.getSnapshot().value).toBe('idle')
  })
})
