// One store for every preview of referenced documents on screen (seeds: preview refresh and
// batching): ids asked for within a short window go out as one fetch (100 ms; 10 ms for another
// dataset), a change to a shown document — told by the dataset's listener — has its preview fetched
// again, changes gathered for 1,000 ms so a burst of typing elsewhere is one refresh, and without a
// listener everything shown is fetched again every 10 s. Framework-free: the studio subscribes
// from a React hook, tests drive it with their own clock.
import {publishedIdOf} from '../documents/ids.ts'

export const PREVIEW_FETCH_WINDOW_MS = 100
export const PREVIEW_REFRESH_WINDOW_MS = 1000
export const PREVIEW_POLL_MS = 10_000

/** Which documents changed, or 'all' when changes may have been missed (a listener reconnected). */
export type ChangedDocuments = readonly string[] | 'all'

export interface PreviewStoreOptions<P> {
  /** One request for the previews of these published ids; an id left out has none (missing, unreadable). */
  fetch(ids: string[]): Promise<Map<string, P>>
  /** Runs `run` after `ms`; answers a cancel. */
  schedule(run: () => void, ms: number): () => void
  /**
   * Reports changed documents while someone watches; answers a stop. `failed` says it cannot go on
   * (the lake refused the listener): shown previews are then polled, as they are without `watch`.
   */
  watch?: (changed: (ids: ChangedDocuments) => void, failed: () => void) => () => void
  fetchWindowMs?: number
  refreshWindowMs?: number
  pollMs?: number
}

export interface PreviewSnapshot<P> {
  /** The previews known of the subscribed ids (an id without one is not there or not readable). */
  previews: ReadonlyMap<string, P>
  /** The last fetch of one of them failed. */
  failed: boolean
}

export interface PreviewStore<P> {
  /** Follows the previews of `ids` (published or draft ids); `listener` gets each new snapshot. */
  subscribe(ids: readonly string[], listener: (snapshot: PreviewSnapshot<P>) => void): () => void
  /** Fetches these again now (a Retry button). */
  retry(ids: readonly string[]): void
}

interface Entry<P> {
  value: P | undefined
  known: boolean
  failed: boolean
  /** May have changed while nobody showed it (or nobody listened): fetched again when shown next. */
  stale: boolean
  subscribers: number
}

interface Subscription<P> {
  ids: readonly string[]
  listener: (snapshot: PreviewSnapshot<P>) => void
}

export function createPreviewStore<P>(options: PreviewStoreOptions<P>): PreviewStore<P> {
  const {fetch, schedule, watch} = options
  const fetchWindowMs = options.fetchWindowMs ?? PREVIEW_FETCH_WINDOW_MS
  const refreshWindowMs = options.refreshWindowMs ?? PREVIEW_REFRESH_WINDOW_MS
  const pollMs = options.pollMs ?? PREVIEW_POLL_MS
  const entries = new Map<string, Entry<P>>()
  const subscriptions = new Set<Subscription<P>>()
  let stopWatching: (() => void) | null = null
  let stopPolling: (() => void) | null = null

  const snapshotOf = (ids: readonly string[]): PreviewSnapshot<P> => {
    const previews = new Map<string, P>()
    let failed = false
    for (const id of ids) {
      const entry = entries.get(id)
      if (entry?.value !== undefined) previews.set(id, entry.value)
      if (entry?.failed) failed = true
    }
    return {previews, failed}
  }

  const notify = (changed: ReadonlySet<string>) => {
    for (const subscription of [...subscriptions]) {
      if (subscriptions.has(subscription) && subscription.ids.some((id) => changed.has(id))) subscription.listener(snapshotOf(subscription.ids))
    }
  }

  /** Ids gathered for one request, sent when the window closes. */
  const gatherer = (windowMs: number) => {
    let waiting = new Set<string>()
    let cancel: (() => void) | null = null
    const flush = () => {
      cancel = null
      const ids = [...waiting].filter((id) => (entries.get(id)?.subscribers ?? 0) > 0)
      waiting = new Set()
      if (ids.length === 0) return
      fetch(ids).then(
        (answer) => {
          for (const id of ids) {
            const entry = entries.get(id)
            if (!entry) continue
            entry.value = answer.get(id)
            entry.known = true
            entry.failed = false
            entry.stale = false
          }
          notify(new Set(ids))
        },
        // What was shown stays; the failure is said where it is shown.
        () => {
          for (const id of ids) {
            const entry = entries.get(id)
            if (entry) entry.failed = true
          }
          notify(new Set(ids))
        },
      )
    }
    return {
      add(ids: Iterable<string>) {
        for (const id of ids) waiting.add(id)
        if (!cancel && waiting.size > 0) cancel = schedule(flush, windowMs)
      },
      /** Takes ids out (a fetch sooner already covers them). */
      drop(ids: Iterable<string>) {
        for (const id of ids) waiting.delete(id)
      },
    }
  }
  const fetching = gatherer(fetchWindowMs)
  const refreshing = gatherer(refreshWindowMs)

  const shown = () => [...entries].filter(([, entry]) => entry.subscribers > 0).map(([id]) => id)

  // A change to something nobody shows only marks it: it is fetched when shown again.
  const onChanged = (changed: ChangedDocuments) => {
    const ids = changed === 'all' ? [...entries.keys()] : [...new Set(changed.map(publishedIdOf))]
    const refresh: string[] = []
    for (const id of ids) {
      const entry = entries.get(id)
      if (!entry) continue
      if (entry.subscribers > 0) refresh.push(id)
      else entry.stale = true
    }
    refreshing.add(refresh)
  }

  const poll = () => {
    stopPolling = schedule(() => {
      fetching.add(shown())
      poll()
    }, pollMs)
  }

  const start = () => {
    if (!watch) return poll()
    let failed = false
    const stopping = watch(onChanged, () => {
      if (failed) return
      failed = true
      stopWatching?.()
      stopWatching = null
      poll()
    })
    if (failed) stopping()
    else stopWatching = stopping
  }
  // Nobody listens any more: whatever is known may go out of date.
  const stop = () => {
    stopWatching?.()
    stopPolling?.()
    stopWatching = stopPolling = null
    for (const entry of entries.values()) entry.stale = true
  }

  return {
    subscribe(ids, listener) {
      const published = [...new Set(ids.map(publishedIdOf))]
      const subscription: Subscription<P> = {ids: published, listener}
      if (subscriptions.size === 0) start()
      subscriptions.add(subscription)
      const toFetch: string[] = []
      for (const id of published) {
        let entry = entries.get(id)
        if (!entry) entries.set(id, (entry = {value: undefined, known: false, failed: false, stale: false, subscribers: 0}))
        // What was known shows meanwhile.
        if (!entry.known || entry.stale) toFetch.push(id)
        entry.subscribers++
      }
      refreshing.drop(toFetch)
      fetching.add(toFetch)
      if (published.some((id) => entries.get(id)!.known)) listener(snapshotOf(published))
      return () => {
        if (!subscriptions.delete(subscription)) return
        for (const id of published) {
          const entry = entries.get(id)
          if (!entry) continue
          entry.subscribers--
        }
        if (subscriptions.size === 0) stop()
      }
    },
    retry(ids) {
      fetching.add(ids.map(publishedIdOf))
    },
  }
}
