// Titles and status of referenced documents and of search hits: every preview asked for on screen
// within 100 ms goes out as one query (core/references/previewBatches.ts, referencePreviews.ts).
// Ids the user cannot read, or that do not exist, are absent.
// While some target is missing or not published (a document just created from the field, being
// filled in beside it) the previews are fetched again every 10 s (seeds: preview refresh).
import {useCallback, useEffect, useState} from 'react'
import {REFERENCE_REFRESH_MS} from '../../../core/references/referenceSearch.ts'
import type {ReferencePreview} from './referencePreviews.ts'
import type {ReferenceServices} from './referenceServices.ts'

const NONE = new Map<string, ReferencePreview>()

function mayChange(ids: readonly string[], previews: ReadonlyMap<string, ReferencePreview>): boolean {
  return ids.some((id) => {
    const preview = previews.get(id)
    return !preview || preview.status !== 'published'
  })
}

export interface ReferencePreviewsState {
  previews: Map<string, ReferencePreview>
  /** The last query for them failed (seeds: 'Failed to load referenced document'). */
  failed: boolean
  retry(): void
}

export function useReferencePreviews(services: ReferenceServices | null | undefined, ids: readonly string[]): ReferencePreviewsState {
  const key = ids.join(',')
  const [state, setState] = useState<{key: string; previews: Map<string, ReferencePreview>; failed: boolean} | null>(null)
  const [tick, setTick] = useState(0)
  useEffect(() => {
    if (!services || key === '') return
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    services.previews.load(key.split(',')).then(
      (previews) => {
        if (controller.signal.aborted) return
        setState({key, previews, failed: false})
        if (mayChange(key.split(','), previews)) timer = setTimeout(() => setTick((n) => n + 1), REFERENCE_REFRESH_MS)
      },
      // A preview that cannot load keeps what was shown, and says so where it is shown.
      () => !controller.signal.aborted && setState((previous) => ({key, previews: previous?.previews ?? NONE, failed: true})),
    )
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [services, key, tick])
  const retry = useCallback(() => setTick((n) => n + 1), [])
  if (key === '') return {previews: NONE, failed: false, retry}
  // The previous answer stays on screen until the new one arrives (no flash of ids).
  return {previews: state?.previews ?? NONE, failed: state?.key === key && state.failed, retry}
}
