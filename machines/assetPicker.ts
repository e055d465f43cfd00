// The asset picker's list (seeds ED§2 Asset picker, ED§7 Asset list): pages of the field's kind of
// asset, newest-updated first, 200 a page and filtered by its accepted types (the query is
// core/assets/queries.ts'); Load more while the last page was full (ED-PICK-005); a failed page can
// be tried again; a deleted asset leaves the list. Reading a page is the `loadPage` actor the
// caller provides; closing the picker stops the machine, which aborts a page still loading.
import {assign, fromPromise, setup} from 'xstate'
import type {AssetKind} from '../core/assets/constants.ts'
import {hasMoreAssets, type AssetListItem} from '../core/assets/queries.ts'

export interface AssetPickerInput {
  kind: AssetKind
  accept: unknown
}

export interface AssetPickerContext extends AssetPickerInput {
  items: AssetListItem[]
  /** The page the next load asks for, counted from 0. */
  page: number
  hasMore: boolean
  error: string | null
}

export type AssetPickerEvent = {type: 'more'} | {type: 'retry'} | {type: 'asset.deleted'; id: string}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

export const assetPickerMachine = setup({
  types: {} as {context: AssetPickerContext; events: AssetPickerEvent; input: AssetPickerInput},
  actors: {
    loadPage: fromPromise<AssetListItem[], {kind: AssetKind; accept: unknown; page: number}>(async () => {
      throw new Error('assetPicker: the "loadPage" actor must be provided by the caller')
    }),
  },
}).createMachine({
  id: 'assetPicker',
  context: ({input}) => ({...input, items: [], page: 0, hasMore: false, error: null}),
  initial: 'loading',
  on: {
    'asset.deleted': {actions: assign({items: ({context, event}) => context.items.filter((item) => item._id !== event.id)})},
  },
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({context}) => ({kind: context.kind, accept: context.accept, page: context.page}),
        onDone: {
          target: 'ready',
          actions: assign(({context, event}) => ({
            // An asset updated between two pages moves up and would come twice: it is listed once.
            items: [...context.items, ...event.output.filter((row) => !context.items.some((known) => known._id === row._id))],
            page: context.page + 1,
            hasMore: hasMoreAssets(event.output.length),
            error: null,
          })),
        },
        onError: {target: 'failed', actions: assign({error: ({event}) => messageOf(event.error)})},
      },
    },
    ready: {
      on: {more: {guard: ({context}) => context.hasMore, target: 'loading'}},
    },
    failed: {
      on: {retry: 'loading'},
    },
  },
})
