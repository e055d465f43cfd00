// Titles and status of referenced documents and of search hits, fetched together (one query per
// set of ids, referencePreviews.ts). Ids the user cannot read, or that do not exist, are absent.
import {useEffect, useState} from 'react'
import {fetchReferencePreviews, type ReferencePreview} from './referencePreviews.ts'
import type {ReferenceServices} from './referenceServices.ts'

const NONE = new Map<string, ReferencePreview>()

/** `refresh`: any value that changes when the previews should be fetched again. */
export function useReferencePreviews(services: ReferenceServices | null | undefined, ids: readonly string[], refresh?: unknown): Map<string, ReferencePreview> {
  const key = ids.join(',')
  const [state, setState] = useState<{key: string; previews: Map<string, ReferencePreview>} | null>(null)
  useEffect(() => {
    if (!services || key === '') return
    const controller = new AbortController()
    fetchReferencePreviews(services.lake, key.split(','), services.types, controller.signal).then(
      (previews) => setState({key, previews}),
      // A preview that cannot load leaves the id as the card's text; the notices say why.
      () => !controller.signal.aborted && setState({key, previews: NONE}),
    )
    return () => controller.abort()
  }, [services, key, refresh])
  if (key === '') return NONE
  // The previous answer stays on screen until the new one arrives (no flash of ids).
  return state?.previews ?? NONE
}
