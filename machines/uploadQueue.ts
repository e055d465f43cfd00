// The array's upload queue (seeds ED§2 Array inputs, K-ED-004): files dropped onto an array are
// uploaded at most 4 at a time; the others wait, in the order they came, and start as running
// ones end. A waiting job can be dropped before it starts. The queue only schedules: starting a
// job (adding its item and its upload) is the `startJobs` action the caller provides, and the
// caller reports each job's end.
import {assign, setup} from 'xstate'
import {ARRAY_UPLOAD_CONCURRENCY} from '../core/assets/constants.ts'

export interface UploadQueueContext {
  concurrency: number
  waiting: string[]
  running: string[]
  /** The jobs the last event started. */
  started: string[]
}

export type UploadQueueEvent =
  /** New jobs, by id, in the order they should start. */
  | {type: 'jobs.added'; ids: readonly string[]}
  /** A running job finished, failed or was cancelled. */
  | {type: 'job.ended'; id: string}
  /** A waiting job is no longer wanted. */
  | {type: 'job.dropped'; id: string}

/** Moves waiting jobs into the free slots, oldest first. */
function filled(context: UploadQueueContext): Pick<UploadQueueContext, 'waiting' | 'running' | 'started'> {
  const free = Math.max(0, context.concurrency - context.running.length)
  const started = context.waiting.slice(0, free)
  return {waiting: context.waiting.slice(started.length), running: [...context.running, ...started], started}
}

const queueSetup = setup({
  types: {} as {context: UploadQueueContext; events: UploadQueueEvent; input: {concurrency?: number} | undefined},
  actions: {
    /** Starts these jobs' uploads; provided by the caller. */
    startJobs: (_, _params: {ids: readonly string[]}) => {},
  },
  guards: {
    drained: ({context}) => context.running.length === 0 && context.waiting.length === 0,
  },
})

const add = queueSetup.assign(({context, event}) => {
  if (event.type !== 'jobs.added') return {}
  const known = new Set([...context.waiting, ...context.running])
  return filled({...context, waiting: [...context.waiting, ...event.ids.filter((id) => !known.has(id))]})
})
const end = queueSetup.assign(({context, event}) => (event.type === 'job.ended' ? filled({...context, running: context.running.filter((id) => id !== event.id)}) : {}))
const start = {type: 'startJobs', params: ({context}: {context: UploadQueueContext}) => ({ids: context.started})} as const

export const uploadQueueMachine = queueSetup.createMachine({
  id: 'uploadQueue',
  context: ({input}) => ({concurrency: input?.concurrency ?? ARRAY_UPLOAD_CONCURRENCY, waiting: [], running: [], started: []}),
  initial: 'idle',
  states: {
    idle: {
      on: {'jobs.added': {target: 'busy', actions: [add, start]}},
    },
    busy: {
      always: {guard: 'drained', target: 'idle'},
      on: {
        'jobs.added': {actions: [add, start]},
        'job.ended': {actions: [end, start]},
        'job.dropped': {actions: assign({waiting: ({context, event}) => context.waiting.filter((id) => id !== event.id)})},
      },
    },
  },
})
