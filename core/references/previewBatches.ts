// Previews asked for by everything on screen within one short window go to the lake as one query
// (seeds: preview batching, 100 ms): each caller gets the previews of its own ids from it.
import {publishedIdOf} from '../documents/ids.ts'

/** How long previews asked for are gathered before one query is sent (seeds: 100 ms). */
export const PREVIEW_BATCH_MS = 100
/** Previews from another dataset (cross-dataset references) go sooner (seeds: 10 ms). */
export const CROSS_DATASET_PREVIEW_BATCH_MS = 10

export interface PreviewBatches<P> {
  load(ids: readonly string[]): Promise<Map<string, P>>
}

export interface PreviewBatchOptions<P> {
  /** One query for all these published ids. */
  fetch: (ids: string[]) => Promise<Map<string, P>>
  /** Runs `run` after `ms` (setTimeout in a browser; a test's clock in tests). */
  schedule: (run: () => void, ms: number) => void
  windowMs?: number
}

export function createPreviewBatches<P>({fetch, schedule, windowMs = PREVIEW_BATCH_MS}: PreviewBatchOptions<P>): PreviewBatches<P> {
  let waiting: {ids: string[]; resolve: (previews: Map<string, P>) => void; reject: (error: unknown) => void}[] = []
  const flush = () => {
    const batch = waiting
    waiting = []
    const all = [...new Set(batch.flatMap((entry) => entry.ids))]
    fetch(all).then(
      (previews) => {
        for (const entry of batch) entry.resolve(new Map(entry.ids.flatMap((id) => (previews.has(id) ? [[id, previews.get(id)!]] : []))))
      },
      (error) => {
        for (const entry of batch) entry.reject(error)
      },
    )
  }
  return {
    load(ids) {
      const published = [...new Set(ids.map(publishedIdOf))]
      if (published.length === 0) return Promise.resolve(new Map())
      return new Promise((resolve, reject) => {
        if (waiting.length === 0) schedule(flush, windowMs)
        waiting.push({ids: published, resolve, reject})
      })
    },
  }
}
