// Validation of one document (editing seed §5; ED-VAL-001, 003, 005, 006): each edit brings the
// new document value; at most one run starts per 200 ms throttle window (K-ED-023), with the
// newest value of that window. Runs may overlap when validation is slower than the throttle, up
// to K-ED-024 at once; a value whose window closes while every slot is taken waits in `queued`
// (only the newest value ever waits: an older one has nothing left to say). Markers only ever
// move forward: a run's result is shown only if it validated a newer value than the markers on
// show, and once it is shown every older run still going is stopped.
import {assign, enqueueActions, fromPromise, setup, spawnChild} from 'xstate'
import {VALIDATION_CONCURRENCY, VALIDATION_THROTTLE_MS} from '../core/validation/constants.ts'
import type {ValidationLevel, ValidationMarker} from '../core/validation/types.ts'
import {sameMarkers} from '../core/validation/markers.ts'

export type ValidationDocument = Record<string, unknown>

export interface ValidationInput {
  /** Runs allowed at once; K-ED-024 unless a test wants to reach the queue with fewer. */
  concurrency?: number
}

export interface ValidateActorInput {
  document: ValidationDocument
  revision: number
}

export type ValidationSummary = Record<ValidationLevel, number>

export interface ValidationContext {
  concurrency: number
  /** The newest value and its revision (1 for the first edit). */
  document: ValidationDocument | undefined
  revision: number
  /** Revisions being validated now, oldest first. */
  runs: number[]
  markers: ValidationMarker[]
  /** The revision `markers` belong to; 0 before the first result. */
  markersRevision: number
  summary: ValidationSummary
  /** Publishing waits for a document without error markers. */
  blocksPublish: boolean
}

export type ValidationEvent = {type: 'document.changed'; document: ValidationDocument}

type RunEvent =
  | {type: `xstate.done.actor.validate-${number}`; output: ValidationMarker[]}
  | {type: `xstate.error.actor.validate-${number}`; error: unknown}

export const runId = (revision: number) => `validate-${revision}`

function revisionOf(event: {type: string}): number {
  return Number(event.type.slice(event.type.lastIndexOf('-') + 1))
}

export function summarize(markers: readonly ValidationMarker[]): ValidationSummary {
  const summary: ValidationSummary = {error: 0, warning: 0, info: 0}
  for (const marker of markers) summary[marker.level]++
  return summary
}

/** A validator that failed outright is one error marker on the document, carrying its message (ED-VAL-005). */
export function failureMarkers(error: unknown): ValidationMarker[] {
  return [{level: 'error', message: error instanceof Error ? error.message : String(error), path: []}]
}

export const validationMachine = setup({
  types: {} as {context: ValidationContext; events: ValidationEvent | RunEvent; input: ValidationInput},
  actors: {
    validate: fromPromise<ValidationMarker[], ValidateActorInput>(async () => {
      throw new Error('validation: the "validate" actor must be provided by the caller')
    }),
  },
  actions: {
    takeDocument: assign(({context, event}) => ({
      document: (event as ValidationEvent).document,
      revision: context.revision + 1,
    })),
    startRun: enqueueActions(({context, enqueue}) => {
      enqueue.assign({runs: [...context.runs, context.revision]})
      enqueue(spawnChild('validate', {id: runId(context.revision), input: {document: context.document!, revision: context.revision}}))
    }),
    finishRun: enqueueActions(({context, event, enqueue}) => {
      const revision = revisionOf(event)
      const runs = context.runs.filter((run) => run !== revision)
      if (revision <= context.markersRevision) {
        enqueue.assign({runs})
        return
      }
      const markers = event.type.startsWith('xstate.done.') ? (event as {output: ValidationMarker[]}).output : failureMarkers((event as {error: unknown}).error)
      const summary = summarize(markers)
      // Older runs can only produce older markers now: stop them and free their slots.
      for (const run of runs.filter((run) => run < revision)) enqueue.stopChild(runId(run))
      // The same markers as on show keep their objects: the form's fields and the footer, which
      // re-read on new markers, have nothing to redo after each run while someone types.
      const unchanged = sameMarkers(context.markers, markers) && markers.every((marker, i) => JSON.stringify(marker.messageKey) === JSON.stringify(context.markers[i].messageKey))
      enqueue.assign({
        runs: runs.filter((run) => run > revision),
        markersRevision: revision,
        ...(unchanged ? {} : {markers, summary, blocksPublish: summary.error > 0}),
      })
    }),
  },
  guards: {
    slotFree: ({context}) => context.runs.length < context.concurrency,
    isRun: ({context, event}) => context.runs.includes(revisionOf(event)),
    /** The run that ends is the last one going once it and everything older is gone. */
    endsLastRun: ({context, event}) => context.runs.includes(revisionOf(event)) && context.runs.every((run) => run <= revisionOf(event)),
  },
  delays: {throttle: VALIDATION_THROTTLE_MS},
}).createMachine({
  id: 'validation',
  context: ({input}) => ({
    concurrency: input.concurrency ?? VALIDATION_CONCURRENCY,
    document: undefined,
    revision: 0,
    runs: [],
    markers: [],
    markersRevision: 0,
    summary: {error: 0, warning: 0, info: 0},
    blocksPublish: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {'document.changed': {target: 'scheduled', actions: 'takeDocument'}},
    },
    // A window is open: later edits replace the value but do not push the run further out (throttle, not debounce).
    scheduled: {
      after: {throttle: [{guard: 'slotFree', target: 'validating', actions: 'startRun'}, {target: 'queued'}]},
      on: {
        'document.changed': {actions: 'takeDocument'},
        'xstate.done.actor.*': {guard: 'isRun', actions: 'finishRun'},
        'xstate.error.actor.*': {guard: 'isRun', actions: 'finishRun'},
      },
    },
    queued: {
      on: {
        'document.changed': {actions: 'takeDocument'},
        'xstate.done.actor.*': {guard: 'isRun', target: 'validating', actions: ['finishRun', 'startRun']},
        'xstate.error.actor.*': {guard: 'isRun', target: 'validating', actions: ['finishRun', 'startRun']},
      },
    },
    validating: {
      on: {
        'document.changed': {target: 'scheduled', actions: 'takeDocument'},
        'xstate.done.actor.*': [
          {guard: 'endsLastRun', target: 'idle', actions: 'finishRun'},
          {guard: 'isRun', actions: 'finishRun'},
        ],
        'xstate.error.actor.*': [
          {guard: 'endsLastRun', target: 'idle', actions: 'finishRun'},
          {guard: 'isRun', actions: 'finishRun'},
        ],
      },
    },
  },
})
