// Splitting long id lists into requests whose URL stays short enough for proxies, and running
// those requests a few at a time.

/** The editing seed's availability check: about this many characters per request... */
export const MAX_ID_PATH_LENGTH = 11164
/** ...and at most this many requests in flight. */
export const MAX_CONCURRENT_REQUESTS = 10
/** Our lake refuses more ids than this in one document request. */
export const MAX_IDS_PER_REQUEST = 1000

export interface BatchLimits {
  /** Characters the rest of the URL already takes. */
  overhead: number
  maxLength?: number
  maxCount?: number
}

/**
 * Groups ids (already URL-encoded) joined by commas so that `overhead + joined.length` stays within
 * the limit. An id too long on its own still gets a batch of its own rather than being dropped.
 */
export function batchIds(encodedIds: string[], {overhead, maxLength = MAX_ID_PATH_LENGTH, maxCount = MAX_IDS_PER_REQUEST}: BatchLimits): string[][] {
  const batches: string[][] = []
  let current: string[] = []
  let length = overhead
  for (const id of encodedIds) {
    const added = current.length === 0 ? id.length : id.length + 1
    if (current.length > 0 && (length + added > maxLength || current.length >= maxCount)) {
      batches.push(current)
      current = []
      length = overhead
    }
    length += current.length === 0 ? id.length : id.length + 1
    current.push(id)
  }
  if (current.length > 0) batches.push(current)
  return batches
}

/** Maps with at most `limit` calls pending; results keep the input order; the first failure rejects. */
export async function mapConcurrent<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  let failed = false
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++
      try {
        results[index] = await fn(items[index], index)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  await Promise.all(Array.from({length: Math.min(limit, items.length)}, worker))
  return results
}

export function unique<T>(items: T[]): T[] {
  return [...new Set(items)]
}
