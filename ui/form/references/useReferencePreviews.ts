// Titles and status of referenced documents and of search hits, from the dataset's preview store
// (core/preview/previewStore.ts): everything on screen asking within 100 ms goes out as one query,
// and a shown document that changes anywhere is fetched again from the listener's word. Ids the
// user cannot read, or that do not exist, are absent.
import {useCallback, useEffect, useState} from 'react'
import type {ReferencePreview} from './referencePreviews.ts'
import type {ReferenceServices} from './referenceServices.ts'

const NONE = new Map<string, ReferencePreview>()

export interface ReferencePreviewsState {
  previews: ReadonlyMap<string, ReferencePreview>
  /** The last query for them failed (seeds: 'Failed to load referenced document'). */
  failed: boolean
  retry(): void
}

export function useReferencePreviews(services: ReferenceServices | null | undefined, ids: readonly string[]): ReferencePreviewsState {
  const key = ids.join(',')
  const store = services?.previews
  const [state, setState] = useState<{key: string; previews: ReadonlyMap<string, ReferencePreview>; failed: boolean} | null>(null)
  useEffect(() => {
    if (!store || key === '') return
    return store.subscribe(key.split(','), (snapshot) => setState({key, ...snapshot}))
  }, [store, key])
  const retry = useCallback(() => {
    if (store && key !== '') store.retry(key.split(','))
  }, [store, key])
  if (key === '') return {previews: NONE, failed: false, retry}
  // The previous answer stays on screen until the new one arrives (no flash of ids).
  return {previews: state?.previews ?? NONE, failed: state?.key === key && state.failed, retry}
}
