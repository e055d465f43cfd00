// Listeners opened before the code that will use them has loaded. Opening a document, the pair's
// listener must say welcome before the documents are fetched (nothing may change unseen between the
// two), and a listener only opens once the document pane has loaded and rendered: on a cold load
// that handshake sat on the path to the first keystroke. A route that names a document holds the
// pair's listener from its first frame; the first `listen` with the same address, query, params
// and options (within HELD_LISTENER_MS) adopts it and gets every event so far, welcome included,
// in order, then the live ones. Nobody adopting it in time closes it.
import {Observable, type Subscriber, type Subscription} from 'rxjs'
import type {ListenEvent, ListenOptions} from '../../core/lake/types.ts'
import type {ContentLake} from '../../core/ports.ts'

/** How long a held listener waits to be adopted before it closes. */
export const HELD_LISTENER_MS = 10_000

interface HeldListener {
  buffer: ListenEvent[]
  adopter: Subscriber<ListenEvent> | null
  subscription: Subscription | null
  timer: ReturnType<typeof setTimeout> | null
}

const held = new Map<string, HeldListener>()

/** Object keys sorted at every level, so the same params written in another order match. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable)
  if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((key) => [key, stable((value as Record<string, unknown>)[key])]))
  return value
}

function keyOf(address: string, query: string, params: Record<string, unknown>, options: ListenOptions): string {
  return JSON.stringify([address, query, stable(params), stable(options)])
}

/**
 * Opens `lake.listen(query, params, options)` now and holds its events for whoever asks for the
 * same listener at `address` (a lake, dataset and credential) next. A listener that ends or fails
 * before anyone adopts it is forgotten: the adopter then opens its own and sees the failure itself.
 */
export function holdListener(lake: Pick<ContentLake, 'listen'>, address: string, query: string, params: Record<string, unknown>, options: ListenOptions): void {
  const key = keyOf(address, query, params, options)
  if (held.has(key)) return
  const entry: HeldListener = {buffer: [], adopter: null, subscription: null, timer: null}
  const forget = () => {
    if (entry.timer !== null) clearTimeout(entry.timer)
    if (held.get(key) === entry) held.delete(key)
    entry.subscription?.unsubscribe()
  }
  held.set(key, entry)
  entry.timer = setTimeout(forget, HELD_LISTENER_MS)
  entry.subscription = lake.listen(query, params, options).subscribe({
    next: (event) => (entry.adopter ? entry.adopter.next(event) : entry.buffer.push(event)),
    error: (error: unknown) => (entry.adopter ? entry.adopter.error(error) : forget()),
    complete: () => (entry.adopter ? entry.adopter.complete() : forget()),
  })
  // It failed at once: nothing to hold.
  if (entry.subscription.closed && entry.adopter === null) forget()
}

/** The held listener for these arguments, taken (once), or null. */
export function takeHeldListener(address: string, query: string, params: Record<string, unknown>, options: ListenOptions): Observable<ListenEvent> | null {
  const key = keyOf(address, query, params, options)
  const entry = held.get(key)
  if (!entry) return null
  held.delete(key)
  if (entry.timer !== null) clearTimeout(entry.timer)
  entry.timer = null
  return new Observable<ListenEvent>((subscriber) => {
    for (const event of entry.buffer.splice(0)) subscriber.next(event)
    entry.adopter = subscriber
    return () => entry.subscription?.unsubscribe()
  })
}

/** `lake` whose listens adopt a listener held for `address` when there is one. */
export function withHeldListeners(lake: ContentLake, address: string): ContentLake {
  return {
    ...lake,
    listen: (query, params = {}, options = {}) => takeHeldListener(address, query, params, options) ?? lake.listen(query, params, options),
  }
}

/** The address of a lake client's listeners: one lake, one dataset, one credential. */
export function listenerAddressOf(config: {apiHost: string; projectId: string; dataset: string; token: string | null}): string {
  return JSON.stringify([config.apiHost, config.projectId, config.dataset, config.token])
}
