// Test model of the asset picker's list: pages answer full (200, so another may follow) or short,
// a load fails, the editor asks for more or tries again, an asset is deleted. Bounded at three
// loaded pages so the graph is finite. `npm run paths -- assetPicker` prints the paths.
import {TestModel} from 'xstate/graph'
import {ASSET_PAGE_SIZE} from '../../core/assets/constants.ts'
import type {AssetListItem} from '../../core/assets/queries.ts'
import {assetPickerMachine, type AssetPickerContext, type AssetPickerEvent} from '../../machines/assetPicker.ts'

export const LOAD_FAILED = new Error('The lake is unreachable')
export const MAX_PAGES = 3

const asset = (id: string): AssetListItem => ({_id: id, _type: 'sanity.imageAsset', _createdAt: '', _updatedAt: ''})
/** A full page: its ids are made unique per page when the test answers it (see pageOf). */
export const FULL = Array.from({length: ASSET_PAGE_SIZE}, (_, index) => asset(`full-${index}`))
export const SHORT = [asset('short-0'), asset('short-1')]
export const DELETED_ID = 'full-3'

export const events = [
  {type: 'xstate.done.actor.loadPage', output: FULL},
  {type: 'xstate.done.actor.loadPage', output: SHORT},
  {type: 'xstate.error.actor.loadPage', error: LOAD_FAILED},
  {type: 'more'},
  {type: 'retry'},
  {type: 'asset.deleted', id: DELETED_ID},
] as unknown as AssetPickerEvent[]

function serializeState(snapshot: unknown): string {
  const {value, context} = snapshot as {value: unknown; context: AssetPickerContext}
  return JSON.stringify({value, items: context.items.length, page: context.page, hasMore: context.hasMore, error: context.error})
}

export const model = new TestModel(assetPickerMachine, {
  input: {kind: 'image', accept: undefined},
  events,
  serializeState,
  filterEvents: (snapshot, event) => snapshot.can(event) && !(event.type === 'more' && snapshot.context.page >= MAX_PAGES),
})

export function describeEvent(event: {type: string; output?: unknown; id?: string}): string {
  if (event.type === 'xstate.done.actor.loadPage') return event.output === FULL ? 'a full page arrives' : 'a short page arrives'
  if (event.type === 'xstate.error.actor.loadPage') return 'the page fails'
  if (event.type === 'asset.deleted') return `${event.id} is deleted`
  return event.type === 'more' ? 'Load more' : 'Try again'
}
