// Previews of the hits on screen: fetched per batch of new hits and kept while the dialog lives,
// so paging and re-renders never ask twice for the same document.
import {useEffect, useMemo, useState} from 'react'
import type {ContentLake} from '../../core/ports.ts'
import type {TypesByName} from '../../core/schema/index.ts'
import type {SearchHit} from '../../core/search/types.ts'
import {fetchHitPreviews, type HitPreview} from './hitPreviews.ts'

export function useHitPreviews(lake: ContentLake, types: TypesByName, hits: readonly SearchHit[]): ReadonlyMap<string, HitPreview> {
  const [previews, setPreviews] = useState<ReadonlyMap<string, HitPreview>>(new Map())
  const missing = useMemo(() => hits.filter((hit) => !previews.has(hit._id)), [hits, previews])
  useEffect(() => {
    if (missing.length === 0) return
    const controller = new AbortController()
    fetchHitPreviews(lake, missing, types, controller.signal).then(
      (found) => {
        // Documents without a preview row (deleted meanwhile) get an empty one, so they are not asked for again.
        setPreviews((before) => {
          const next = new Map(before)
          for (const hit of missing) next.set(hit._id, found.get(hit._id) ?? {preview: {title: null, subtitle: null, description: null}, status: null})
          return next
        })
      },
      () => undefined,
    )
    return () => controller.abort()
  }, [lake, types, missing])
  return previews
}
