// Test model of document validation: edits arrive, the 200 ms throttle window closes, runs
// answer with markers or fail, possibly out of order. Bounded to three edits and two runs at once
// (the machine's limit is an input), so the queue is reached and every transition replayed.
// `npm run paths -- validation` prints the paths.
import {TestModel} from 'xstate/graph'
import type {ValidationMarker} from '../../core/validation/types.ts'
import {validationMachine, type ValidationContext, type ValidationEvent} from '../../machines/validation.ts'

export const THROTTLE_TIMER = 'xstate.after.throttle.validation.scheduled'
export const MAX_EDITS = 3
export const MODEL_CONCURRENCY = 2
export const RUN_FAILED = new Error('The validator crashed')

export const DRAFT_A = {_id: 'drafts.p1', _type: 'post', title: ''}
export const DRAFT_B = {_id: 'drafts.p1', _type: 'post', title: 'Lake'}

/** What the run of a revision answers: odd revisions have an error, even ones only a warning. */
export function markersOf(revision: number): ValidationMarker[] {
  return revision % 2 === 1
    ? [{level: 'error', message: 'Required', path: ['title']}, {level: 'info', message: `run ${revision}`, path: []}]
    : [{level: 'warning', message: `run ${revision}`, path: ['title']}]
}

const revisions = Array.from({length: MAX_EDITS}, (_, i) => i + 1)

export const events = [
  {type: 'document.changed', document: DRAFT_A},
  {type: 'document.changed', document: DRAFT_B},
  {type: THROTTLE_TIMER},
  ...revisions.map((revision) => ({type: `xstate.done.actor.validate-${revision}`, output: markersOf(revision)})),
  {type: 'xstate.error.actor.validate-2', error: RUN_FAILED},
] as unknown as ValidationEvent[]

function serializeState(snapshot: unknown): string {
  const {value, context} = snapshot as {value: unknown; context: ValidationContext}
  return JSON.stringify({value, context})
}

export const model = new TestModel(validationMachine, {
  input: {concurrency: MODEL_CONCURRENCY},
  events,
  serializeState,
  filterEvents: (snapshot, event) =>
    snapshot.can(event) && (event.type !== 'document.changed' || (snapshot.context as ValidationContext).revision < MAX_EDITS),
})

export function describeState(snapshot: {value: unknown; context: ValidationContext}): string {
  const {revision, runs, markersRevision, summary, blocksPublish, document} = snapshot.context
  const parts = [String(snapshot.value), `rev=${revision}${document ? ` title="${document.title}"` : ''}`, `runs=[${runs.join(',')}]`]
  parts.push(markersRevision ? `markers of rev ${markersRevision} (${summary.error}E ${summary.warning}W ${summary.info}I)` : 'no markers')
  if (blocksPublish) parts.push('publish blocked')
  return parts.join('  ')
}

export function describeEvent(event: {type: string; [key: string]: unknown}): string {
  if (event.type === THROTTLE_TIMER) return 'throttle window closes (200 ms)'
  if (event.type.startsWith('xstate.done.actor.')) return `run ${event.type.slice('xstate.done.actor.validate-'.length)} answers`
  if (event.type.startsWith('xstate.error.actor.')) return `run ${event.type.slice('xstate.error.actor.validate-'.length)} fails`
  return `edit → title "${(event.document as {title: string}).title}"`
}
