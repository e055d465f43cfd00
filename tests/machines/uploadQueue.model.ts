// Test model of the array's upload queue: jobs are added (three at once, or one more), running
// jobs end, waiting jobs are dropped. The model runs with 2 slots so that the graph stays small
// and still holds a queue; the real 4 (K-ED-004) is checked on its own. `npm run paths --
// uploadQueue` prints the paths.
import {TestModel} from 'xstate/graph'
import {uploadQueueMachine, type UploadQueueContext, type UploadQueueEvent} from '../../machines/uploadQueue.ts'

export const SLOTS = 2

export const events: UploadQueueEvent[] = [
  {type: 'jobs.added', ids: ['a', 'b', 'c']},
  {type: 'jobs.added', ids: ['d']},
  ...['a', 'b', 'c', 'd'].map((id): UploadQueueEvent => ({type: 'job.ended', id})),
  ...['c', 'd'].map((id): UploadQueueEvent => ({type: 'job.dropped', id})),
]

function serializeState(snapshot: unknown): string {
  const {value, context} = snapshot as {value: unknown; context: UploadQueueContext}
  return JSON.stringify({value, waiting: context.waiting, running: context.running})
}

export const model = new TestModel(uploadQueueMachine, {
  input: {concurrency: SLOTS},
  events,
  serializeState,
  // A job ends only while it runs and is dropped only while it waits: the caller never says otherwise.
  filterEvents: (snapshot, event) => {
    const {waiting, running} = snapshot.context
    if (event.type === 'job.ended') return running.includes(event.id)
    if (event.type === 'job.dropped') return waiting.includes(event.id)
    return snapshot.can(event)
  },
})

export function describeEvent(event: UploadQueueEvent): string {
  if (event.type === 'jobs.added') return `add ${event.ids.join(', ')}`
  return event.type === 'job.ended' ? `${event.id} ends` : `drop waiting ${event.id}`
}
