// The picker's list (ED-PICK-004, ED-PICK-005): newest-updated first, 200 a page, filtered by the
// field's accepted types; another page while the last one was full; a deleted asset leaves the list.
import {useCallback, useEffect, useRef, useState} from 'react'
import type {AssetKind} from '../../../core/assets/constants.ts'
import {assetListQuery, hasMoreAssets, type AssetListItem} from '../../../core/assets/queries.ts'
import type {ContentLake} from '../../../core/ports.ts'

export interface AssetPages {
  items: AssetListItem[]
  loading: boolean
  error: string | null
  hasMore: boolean
  loadMore: () => void
  remove: (id: string) => void
}

export function useAssetPages(lake: ContentLake, kind: AssetKind, accept: unknown): AssetPages {
  const [items, setItems] = useState<AssetListItem[]>([])
  const [page, setPage] = useState(0)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [hasMore, setHasMore] = useState(false)
  const loaded = useRef(-1)

  useEffect(() => {
    if (loaded.current >= page) return
    const controller = new AbortController()
    const {query, params} = assetListQuery(kind, accept, page)
    setLoading(true)
    lake.query<AssetListItem[]>(query, params, {tag: 'asset.list', signal: controller.signal}).then(
      (rows) => {
        loaded.current = page
        setItems((before) => [...before, ...rows.filter((row) => !before.some((known) => known._id === row._id))])
        setHasMore(hasMoreAssets(rows.length))
        setError(null)
        setLoading(false)
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return
        setError(failure instanceof Error ? failure.message : String(failure))
        setLoading(false)
      },
    )
    return () => controller.abort()
  }, [lake, kind, accept, page])

  const loadMore = useCallback(() => setPage((current) => current + 1), [])
  const remove = useCallback((id: string) => setItems((before) => before.filter((item) => item._id !== id)), [])
  return {items, loading, error, hasMore, loadMore, remove}
}
