// The picker's list (ED-PICK-004, ED-PICK-005) as the assetPicker machine runs it, its pages read
// from the workspace's lake; closing the picker stops the machine and aborts a page in flight.
import {useActorRef, useSelector} from '@xstate/react'
import {useCallback, useMemo} from 'react'
import {fromPromise} from 'xstate'
import type {AssetKind} from '../../../core/assets/constants.ts'
import {assetListQuery, type AssetListItem} from '../../../core/assets/queries.ts'
import type {ContentLake} from '../../../core/ports.ts'
import {assetPickerMachine} from '../../../machines/assetPicker.ts'

export interface AssetPages {
  items: AssetListItem[]
  loading: boolean
  error: string | null
  hasMore: boolean
  loadMore: () => void
  remove: (id: string) => void
  /** Reads the page that failed again. */
  retry: () => void
}

export function useAssetPages(lake: ContentLake, kind: AssetKind, accept: unknown): AssetPages {
  const picker = useActorRef(
    useMemo(
      () =>
        assetPickerMachine.provide({
          actors: {
            loadPage: fromPromise(({input, signal}) => {
              const {query, params} = assetListQuery(input.kind, input.accept, input.page)
              return lake.query<AssetListItem[]>(query, params, {tag: 'asset.list', signal})
            }),
          },
        }),
      [lake],
    ),
    {input: {kind, accept}},
  )
  const items = useSelector(picker, (snapshot) => snapshot.context.items)
  const loading = useSelector(picker, (snapshot) => snapshot.matches('loading'))
  const error = useSelector(picker, (snapshot) => (snapshot.matches('failed') ? snapshot.context.error : null))
  const hasMore = useSelector(picker, (snapshot) => snapshot.matches('ready') && snapshot.context.hasMore)
  const loadMore = useCallback(() => picker.send({type: 'more'}), [picker])
  const remove = useCallback((id: string) => picker.send({type: 'asset.deleted', id}), [picker])
  const retry = useCallback(() => picker.send({type: 'retry'}), [picker])
  return {items, loading, error, hasMore, loadMore, remove, retry}
}
