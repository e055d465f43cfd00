// One reference field's life (seeds: Reference): empty shows search; choosing a hit sets the
// reference (strong, weak, or weak until publish: core/references/referenceValue.ts); clear unsets
// it; replace goes back to search and cancel returns to the card. A set reference has its target's
// availability checked (loading, READABLE, NOT_FOUND, PERMISSION_DENIED, or an error to retry),
// and the strength actions the notices offer. Writes go out through the `write` action; the lake
// is reached through the `search` and `checkAvailability` actors, both provided by the caller.
import {assign, fromPromise, setup} from 'xstate'
import type {Availability} from '../core/references/availability.ts'
import {REFERENCE_REFRESH_MS, REFERENCE_SEARCH_DEBOUNCE_MS} from '../core/references/referenceSearch.ts'
import {
  isReferenceValue,
  referenceForChoice,
  referenceToNewDocument,
  withStrength,
  withoutStrengthenMark,
  type ReferenceField,
  type ReferenceHit,
  type ReferenceValue,
} from '../core/references/referenceValue.ts'

export interface ReferenceInputInput {
  field: ReferenceField
  value: unknown
  /** The array item's key, kept on every value written. */
  itemKey?: string
}

export interface TargetAnswer {
  availability: Availability
  /** The target's type, when it could be read. */
  type?: string
}

export interface ReferenceInputContext {
  field: ReferenceField
  itemKey?: string
  value: ReferenceValue | null
  term: string
  hits: ReferenceHit[]
  /** The last search failed: its message (the hits are empty). */
  searchError: string | null
  /** A choice that could not be made (not among the hits, or a type the field does not take). */
  choiceError: string | null
  /** Searching for a replacement of a set reference: cancel returns to it. */
  replacing: boolean
  target: TargetAnswer | null
  targetError: string | null
}

export type ReferenceInputEvent =
  | {type: 'value'; value: unknown}
  | {type: 'search'; term: string}
  | {type: 'choose'; id: string}
  | {type: 'clear'}
  | {type: 'replace'}
  | {type: 'cancel'}
  | {type: 'retry'}
  | {type: 'setStrength'; weak: boolean}
  | {type: 'removeMark'}
  /** A document was created from the field (its id and type, and the template it starts from). */
  | {type: 'created'; id: string; documentType: string; template: string}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export const referenceInputMachine = setup({
  types: {} as {context: ReferenceInputContext; events: ReferenceInputEvent; input: ReferenceInputInput},
  actors: {
    search: fromPromise<ReferenceHit[], {term: string}>(async () => {
      throw new Error('referenceInput: the "search" actor must be provided by the caller')
    }),
    checkAvailability: fromPromise<TargetAnswer, {id: string; again: boolean}>(async () => {
      throw new Error('referenceInput: the "checkAvailability" actor must be provided by the caller')
    }),
  },
  actions: {
    /** Stores the field's value; provided by the input (undefined unsets it). */
    write: (_, _params: {value: ReferenceValue | undefined}) => {},
    /** Tells the editor a search failed ('Reference search failed' toast); provided by the input. */
    reportSearchError: (_, _params: {message: string}) => {},
  },
  delays: {debounce: REFERENCE_SEARCH_DEBOUNCE_MS, refresh: REFERENCE_REFRESH_MS},
  guards: {
    hasReference: ({context}) => context.value !== null,
    replacing: ({context}) => context.replacing,
    /**
     * What the lake said may change under the editor: a target not there (yet), not published, or
     * a reference waiting for its target to be published.
     */
    targetMayChange: ({context}) =>
      context.value?._strengthenOnPublish !== undefined || !context.target?.availability.available || !context.target.availability.published,
    /** The stored reference now points elsewhere (or nowhere): its target must be checked again. */
    targetChanged: ({context, event}) => {
      if (event.type !== 'value') return false
      const next = isReferenceValue(event.value) ? event.value._ref : null
      return next !== (context.value?._ref ?? null)
    },
  },
}).createMachine({
  id: 'referenceInput',
  context: ({input}) => ({
    field: input.field,
    itemKey: input.itemKey,
    value: isReferenceValue(input.value) ? input.value : null,
    term: '',
    hits: [],
    searchError: null,
    choiceError: null,
    replacing: false,
    target: null,
    targetError: null,
  }),
  initial: 'routing',
  on: {
    value: [
      {guard: 'targetChanged', target: '.routing', actions: assign({value: ({event}) => (isReferenceValue(event.value) ? event.value : null), replacing: false})},
      {actions: assign({value: ({event}) => (isReferenceValue(event.value) ? event.value : null)})},
    ],
  },
  states: {
    routing: {
      always: [{guard: 'hasReference', target: 'selected'}, {target: 'searching'}],
    },
    searching: {
      initial: 'idle',
      entry: assign({choiceError: null}),
      on: {
        search: {target: '.debouncing', reenter: true, actions: assign({term: ({event}) => event.term})},
        choose: [
          {
            guard: ({context, event}) => {
              try {
                referenceForChoice(context.hits, event.id, context.field, context.itemKey)
                return true
              } catch {
                return false
              }
            },
            target: 'selected',
            actions: [
              assign({value: ({context, event}) => referenceForChoice(context.hits, event.id, context.field, context.itemKey), target: null, targetError: null}),
              {type: 'write', params: ({context}) => ({value: context.value ?? undefined})},
            ],
          },
          {
            actions: assign({
              choiceError: ({context, event}) => {
                try {
                  referenceForChoice(context.hits, event.id, context.field, context.itemKey)
                  return null
                } catch (error) {
                  return messageOf(error)
                }
              },
            }),
          },
        ],
        cancel: {guard: 'replacing', target: 'selected'},
        created: {
          target: 'selected',
          actions: [
            assign({
              value: ({context, event}) => referenceToNewDocument(event.id, event.documentType, context.field, {id: event.template}, context.itemKey),
              target: null,
              targetError: null,
            }),
            {type: 'write', params: ({context}) => ({value: context.value ?? undefined})},
          ],
        },
      },
      states: {
        idle: {},
        debouncing: {after: {debounce: 'fetching'}},
        fetching: {
          invoke: {
            id: 'search',
            src: 'search',
            input: ({context}) => ({term: context.term}),
            onDone: {target: 'idle', actions: assign({hits: ({event}) => event.output, searchError: null})},
            onError: {
              target: 'idle',
              actions: [
                assign({hits: [], searchError: ({event}) => messageOf(event.error)}),
                {type: 'reportSearchError', params: ({event}) => ({message: messageOf(event.error)})},
              ],
            },
          },
        },
      },
    },
    selected: {
      entry: assign({replacing: false, term: '', hits: [], searchError: null}),
      initial: 'checking',
      on: {
        clear: {
          target: 'searching',
          actions: [assign({value: null, target: null, targetError: null}), {type: 'write', params: {value: undefined}}],
        },
        replace: {target: 'searching', actions: assign({replacing: true})},
        setStrength: {
          actions: [
            assign({value: ({context, event}) => (context.value ? withStrength(context.value, event.weak) : null)}),
            {type: 'write', params: ({context}) => ({value: context.value ?? undefined})},
          ],
        },
        removeMark: {
          // The target is published: the reference gets the strength publishing would have given it.
          actions: [
            assign({value: ({context}) => (context.value ? withStrength(withoutStrengthenMark(context.value), context.field.weak) : null)}),
            {type: 'write', params: ({context}) => ({value: context.value ?? undefined})},
          ],
        },
      },
      states: {
        checking: {
          invoke: {
            id: 'checkAvailability',
            src: 'checkAvailability',
            input: ({context}) => ({id: context.value?._ref ?? '', again: false}),
            onDone: {target: 'known', actions: assign({target: ({event}) => event.output, targetError: null})},
            onError: {target: 'failed', actions: assign({target: null, targetError: ({event}) => messageOf(event.error)})},
          },
        },
        // Every 10 s, while the answer may change (seeds: preview refresh while visible).
        known: {after: {refresh: {guard: 'targetMayChange', target: 'refreshing'}}},
        refreshing: {
          invoke: {
            id: 'checkAvailability',
            src: 'checkAvailability',
            input: ({context}) => ({id: context.value?._ref ?? '', again: true}),
            onDone: {target: 'known', actions: assign({target: ({event}) => event.output, targetError: null})},
            // A failed refresh keeps what was known; the next one tries again.
            onError: {target: 'known'},
          },
        },
        failed: {on: {retry: 'checking'}},
      },
    },
  },
})
