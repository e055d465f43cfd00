// Test model of a reference field: values arriving from the document (set, pointing elsewhere,
// unset, the same target with another strength), searches with their debounce and answers (hits of
// every kind, none, a failure), choices (published, draft only, a type the field does not take,
// something never found), clear, replace, cancel, the target's availability (readable and
// published, readable draft only, missing, denied, failing, retried) and the strength actions.
import {TestModel} from 'xstate/graph'
import {referenceInputMachine, type ReferenceInputContext, type ReferenceInputEvent} from '../../machines/referenceInput.ts'

export const DEBOUNCE_TIMER = 'xstate.after.debounce.referenceInput.searching.debouncing'
export const REFRESH_TIMER = 'xstate.after.refresh.referenceInput.selected.known'
export const SEARCH_FAILED = new Error('The lake is down')
export const CHECK_FAILED = new Error('Unable to load reference metadata')

export const HITS = [
  {id: 'ada', type: 'author', published: true, draft: false},
  {id: 'drafty', type: 'author', published: false, draft: true},
  {id: 'cat', type: 'category', published: true, draft: false},
]

const readable = (published: boolean) => ({availability: {available: true, reason: 'READABLE', published, draft: !published}, type: 'author'})

export const events = [
  {type: 'value', value: {_type: 'reference', _ref: 'ada'}},
  {type: 'value', value: {_type: 'reference', _ref: 'ada', _weak: true}},
  {type: 'value', value: {_type: 'reference', _ref: 'zed'}},
  {type: 'value', value: undefined},
  {type: 'search', term: 'ad'},
  {type: DEBOUNCE_TIMER},
  {type: 'xstate.done.actor.search', output: HITS},
  {type: 'xstate.done.actor.search', output: []},
  {type: 'xstate.error.actor.search', error: SEARCH_FAILED},
  {type: 'choose', id: 'ada'},
  {type: 'choose', id: 'drafty'},
  {type: 'choose', id: 'cat'},
  {type: 'choose', id: 'nobody'},
  {type: 'clear'},
  {type: 'replace'},
  {type: 'cancel'},
  {type: 'retry'},
  {type: 'setStrength', weak: true},
  {type: 'setStrength', weak: false},
  {type: 'removeMark'},
  {type: 'created', id: 'fresh', documentType: 'author', template: 'author'},
  {type: REFRESH_TIMER},
  {type: 'xstate.done.actor.checkAvailability', output: readable(true)},
  {type: 'xstate.done.actor.checkAvailability', output: readable(false)},
  {type: 'xstate.done.actor.checkAvailability', output: {availability: {available: false, reason: 'NOT_FOUND', published: false, draft: false}}},
  {type: 'xstate.done.actor.checkAvailability', output: {availability: {available: false, reason: 'PERMISSION_DENIED', published: false, draft: false}}},
  {type: 'xstate.error.actor.checkAvailability', error: CHECK_FAILED},
] as unknown as ReferenceInputEvent[]

export const FIELD = {typeName: 'reference', to: ['author'], weak: false}

/**
 * States are told apart by what the editor sees and what the machine decides on: the stored
 * reference, whether hits are shown, the target's answer, the errors and whether a replacement is
 * being searched. (Keying on the whole context gives some 30,000 transitions, most of them the
 * same walk with another stale search term.)
 */
function serializeState(snapshot: unknown): string {
  const {value, context: c} = snapshot as {value: unknown; context: ReferenceInputContext}
  return JSON.stringify({
    value,
    reference: c.value,
    hits: c.hits.map((hit) => hit.id),
    target: c.target ? [c.target.availability.reason, c.target.availability.published] : null,
    errors: [c.searchError !== null, c.choiceError !== null, c.targetError !== null],
    replacing: c.replacing,
  })
}

export const model = new TestModel(referenceInputMachine, {
  input: {field: FIELD, value: undefined},
  events,
  serializeState,
  filterEvents: (snapshot, event) => snapshot.can(event),
})

export function describeEvent(event: {type: string; [key: string]: unknown}): string {
  if (event.type === DEBOUNCE_TIMER) return 'debounce elapses'
  if (event.type === REFRESH_TIMER) return '10 s pass'
  if (event.type.startsWith('xstate.done.actor.')) return `${event.type.slice(18)} answers ${JSON.stringify(event.output)}`
  if (event.type.startsWith('xstate.error.actor.')) return `${event.type.slice(19)} fails`
  const {type, ...rest} = event
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type
}
