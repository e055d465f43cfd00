// Titles and status of referenced documents and of search hits: one query per set of targets, with
// each type's preview projection (the one lists and global search use). Targets of types the
// schema does not know, or not readable, are absent from the map.
import {useEffect, useState} from 'react'
import type {SearchHit} from '../../../core/search/types.ts'
import {fetchHitPreviews, type HitPreview} from '../../search/hitPreviews.ts'
import type {ReferenceServices} from './referenceServices.ts'

export interface PreviewTarget {
  id: string
  type: string
}

const NONE = new Map<string, HitPreview>()

export function useReferencePreviews(services: ReferenceServices | null, targets: readonly PreviewTarget[], refreshKey = 0): {previews: Map<string, HitPreview>; loading: boolean} {
  const key = targets.map((target) => `${target.type}:${target.id}`).join(',')
  const [state, setState] = useState<{key: string; previews: Map<string, HitPreview>} | null>(null)
  useEffect(() => {
    if (!services || targets.length === 0) return
    const controller = new AbortController()
    const hits = targets.map((target) => ({_id: target.id, _type: target.type}) as SearchHit)
    fetchHitPreviews(services.lake, hits, services.types, controller.signal).then(
      (previews) => setState({key, previews}),
      // A preview that cannot load leaves the id as the card's text; the notices say why.
      () => !controller.signal.aborted && setState({key, previews: NONE}),
    )
    return () => controller.abort()
    // `key` stands for `targets`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services, key, refreshKey])
  if (targets.length === 0) return {previews: NONE, loading: false}
  return {previews: state?.key === key ? state.previews : (state?.previews ?? NONE), loading: state?.key !== key}
}
