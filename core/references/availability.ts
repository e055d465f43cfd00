// Whether the target of a reference can be shown (seeds: reference info, availability check):
// READABLE, NOT_FOUND or PERMISSION_DENIED, per published id, from which of its two versions the
// lake has and lets the caller read. Checked through `GET /data/doc/{ids}?excludeContent=true`,
// whose `omitted` list says why an id is missing; ids go in batches of at most about 11,164
// characters, at most 10 requests at once, and answers are kept 30 minutes.
import {draftIdOf, publishedIdOf} from '../documents/ids.ts'
import type {DocResponse} from '../lake/types.ts'

export const AVAILABILITY_BATCH_CHARS = 11164
export const AVAILABILITY_CONCURRENCY = 10
export const AVAILABILITY_CACHE_MS = 1_800_000

/** The lake gave a reason it does not define for leaving an id out (seeds: error catalogue). */
export const UNEXPECTED_OMISSION_REASON = 'Unexpected reason for omission'

const OMISSION_REASONS = new Set(['existence', 'permission'])

export type AvailabilityReason = 'READABLE' | 'NOT_FOUND' | 'PERMISSION_DENIED'

export interface Availability {
  available: boolean
  reason: AvailabilityReason
  /** Which versions exist and can be read (both false unless available). */
  published: boolean
  draft: boolean
}

/**
 * Items in batches whose comma-joined text stays within `maxChars`, in order; an item longer than
 * that goes alone.
 */
export function batchByLength<T>(items: readonly T[], lengthOf: (item: T) => number, maxChars: number): T[][] {
  const batches: T[][] = []
  let current: T[] = []
  let length = 0
  for (const item of items) {
    const own = lengthOf(item)
    if (current.length > 0 && length + 1 + own > maxChars) {
      batches.push(current)
      current = []
    }
    length = current.length === 0 ? own : length + 1 + own
    current.push(item)
  }
  if (current.length > 0) batches.push(current)
  return batches
}

/** Ids in batches whose comma-joined length stays within `maxChars` (a longer id goes alone). */
export function availabilityBatches(ids: readonly string[], maxChars = AVAILABILITY_BATCH_CHARS): string[][] {
  return batchByLength(ids, (id) => id.length, maxChars)
}

/** The availability of each published id, from the answer about its two versions. */
export function availabilityFrom(publishedIds: readonly string[], response: Pick<DocResponse, 'omitted'>): Map<string, Availability> {
  // A reason we cannot read makes the whole answer unreliable: the check fails (and can be retried).
  const unknown = (response.omitted ?? []).find((entry) => !OMISSION_REASONS.has(entry.reason as string))
  if (unknown) throw new Error(`${UNEXPECTED_OMISSION_REASON}: "${String(unknown.reason)}" for ${unknown.id}`)
  const omitted = new Map((response.omitted ?? []).map((entry) => [entry.id, entry.reason]))
  const out = new Map<string, Availability>()
  for (const id of publishedIds) {
    const published = !omitted.has(id)
    const draft = !omitted.has(draftIdOf(id))
    if (published || draft) out.set(id, {available: true, reason: 'READABLE', published, draft})
    else {
      // Denied when either version exists but may not be read: the editor should know it is there.
      const denied = omitted.get(id) === 'permission' || omitted.get(draftIdOf(id)) === 'permission'
      out.set(id, {available: false, reason: denied ? 'PERMISSION_DENIED' : 'NOT_FOUND', published: false, draft: false})
    }
  }
  return out
}

export interface AvailabilityCheckerOptions {
  /** The doc endpoint with excludeContent (ContentLake.getDocuments). */
  fetchOmitted: (ids: string[]) => Promise<Pick<DocResponse, 'omitted'>>
  now?: () => number
  cacheMs?: number
  concurrency?: number
  maxChars?: number
}

export interface AvailabilityChecker {
  /** The availability of these targets (published or draft ids), from the cache or the lake. */
  check(ids: readonly string[]): Promise<Map<string, Availability>>
  /** Forgets what is known of these targets (after an edit elsewhere, or to retry). */
  forget(ids: readonly string[]): void
}

/**
 * One checker per dataset, shared by every reference on screen: ids asked for in the same tick
 * go out together, an id already on its way is not asked for again, and at most `concurrency`
 * requests run at once (the rest wait their turn).
 */
export function createAvailabilityChecker(options: AvailabilityCheckerOptions): AvailabilityChecker {
  const now = options.now ?? Date.now
  const cacheMs = options.cacheMs ?? AVAILABILITY_CACHE_MS
  const concurrency = options.concurrency ?? AVAILABILITY_CONCURRENCY
  const known = new Map<string, {at: number; value: Availability}>()
  const inFlight = new Map<string, Promise<Availability>>()
  let pending: {id: string; resolve: (value: Availability) => void; reject: (error: unknown) => void}[] = []
  let scheduled = false
  let running = 0
  const queue: (() => void)[] = []

  const slot = () =>
    new Promise<void>((resolve) => {
      if (running < concurrency) {
        running++
        resolve()
      } else queue.push(() => resolve())
    })
  const release = () => {
    const next = queue.shift()
    if (next) next()
    else running--
  }

  async function send(batch: typeof pending) {
    await slot()
    try {
      const ids = batch.map((entry) => entry.id)
      const response = await options.fetchOmitted(ids.flatMap((id) => [id, draftIdOf(id)]))
      const found = availabilityFrom(ids, response)
      for (const entry of batch) {
        const value = found.get(entry.id)!
        known.set(entry.id, {at: now(), value})
        entry.resolve(value)
      }
    } catch (error) {
      for (const entry of batch) entry.reject(error)
    } finally {
      for (const entry of batch) inFlight.delete(entry.id)
      release()
    }
  }

  function flush() {
    scheduled = false
    const waiting = pending
    pending = []
    // Each id travels with its draft id (`id,drafts.id`): the batch size counts both.
    const lengthOf = (entry: (typeof waiting)[number]) => entry.id.length + 1 + draftIdOf(entry.id).length
    for (const batch of batchByLength(waiting, lengthOf, options.maxChars ?? AVAILABILITY_BATCH_CHARS)) void send(batch)
  }

  function one(id: string): Promise<Availability> {
    const cached = known.get(id)
    if (cached && now() - cached.at < cacheMs) return Promise.resolve(cached.value)
    const flying = inFlight.get(id)
    if (flying) return flying
    const promise = new Promise<Availability>((resolve, reject) => pending.push({id, resolve, reject}))
    inFlight.set(id, promise)
    if (!scheduled) {
      scheduled = true
      void Promise.resolve().then(flush)
    }
    return promise
  }

  return {
    async check(ids) {
      const unique = [...new Set(ids.map(publishedIdOf))]
      const values = await Promise.all(unique.map(one))
      return new Map(unique.map((id, index) => [id, values[index]]))
    },
    forget(ids) {
      for (const id of ids) known.delete(publishedIdOf(id))
    },
  }
}
