// Slug generation (editing seed §4, ED-SLUG-002 … ED-SLUG-004): Generate reads the source text,
// the provided `slugify` actor turns it into a slug (the built-in one or the schema's own, which
// may be async), and the result is written as `{_type: 'slug', current}`. Generating again while a
// slugify runs stops it, so a late answer never overwrites a newer one.
import {assign, fromPromise, setup} from 'xstate'
import {SLUG_MISSING_SOURCE, slugValueOf} from '../core/slug/slugify.ts'

export interface SlugGenerationInput {
  /** Whether the field has a `source` option at all (ED-SLUG-003). */
  hasSource: boolean
}

export interface SlugGenerationError {
  /** An i18n key of the `form` namespace. */
  key: string
  /** What a failing slugify said, when it said something. */
  message?: string
}

export interface SlugGenerationContext {
  hasSource: boolean
  /** The source text of the newest run. */
  source: string | null
  /** The slug of the newest completed run. */
  current: string | null
  error: SlugGenerationError | null
}

export type SlugGenerationEvent = {type: 'generate'; source: string}

export const SLUG_FAILED = 'inputs.slug.error.failed'

const generate = [
  {guard: 'hasSource', target: '#slugGeneration.pending', reenter: true, actions: 'takeSource'},
  {target: '#slugGeneration.error', actions: 'missingSource'},
] as const

export const slugGenerationMachine = setup({
  types: {} as {context: SlugGenerationContext; events: SlugGenerationEvent; input: SlugGenerationInput},
  actors: {
    slugify: fromPromise<string, {source: string}>(async () => {
      throw new Error('slugGeneration: the "slugify" actor must be provided by the caller')
    }),
  },
  actions: {
    /** Stores the slug; provided by the input (undefined unsets the field). */
    write: (_, _params: {value: {_type: 'slug'; current: string} | undefined}) => {},
    takeSource: assign({source: ({event}) => event.source, error: null}),
    missingSource: assign({error: {key: SLUG_MISSING_SOURCE}}),
  },
  guards: {
    hasSource: ({context}) => context.hasSource,
  },
}).createMachine({
  id: 'slugGeneration',
  context: ({input}) => ({hasSource: input.hasSource, source: null, current: null, error: null}),
  initial: 'idle',
  states: {
    idle: {on: {generate}},
    pending: {
      // Reentering restarts the invoke: the running slugify is stopped and its answer ignored.
      on: {generate},
      invoke: {
        id: 'slugify',
        src: 'slugify',
        input: ({context}) => ({source: context.source ?? ''}),
        onDone: [
          {
            guard: ({event}) => typeof event.output === 'string',
            target: 'complete',
            actions: [assign({current: ({event}) => event.output}), {type: 'write', params: ({event}) => ({value: slugValueOf(event.output)})}],
          },
          {target: 'error', actions: assign({error: {key: SLUG_FAILED, message: 'slugify did not answer a string'}})},
        ],
        onError: {
          target: 'error',
          actions: assign({error: ({event}) => ({key: SLUG_FAILED, message: event.error instanceof Error ? event.error.message : String(event.error)})}),
        },
      },
    },
    complete: {on: {generate}},
    error: {on: {generate}},
  },
})
