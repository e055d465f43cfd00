// A small in-memory content lake for machine and property tests. Transactions apply with the
// lake's rules (core/editing runTransaction over core/patches), and listeners receive the events
// the real server sends: welcome, then per transaction one mutation event per matching document
// with transactionId, previousRev/resultRev, result and the transaction's event numbering.
// Delivery can be held back so a test decides when each event arrives.
import {evaluateSync, parse, toJS} from 'groq-js'
import {Observable} from 'rxjs'
import type {
  DocResponse,
  ListenOptions,
  ListenEvent,
  MutateOptions,
  MutateResult,
  Mutation,
  MutationEvent,
  SanityDocument,
} from '../../core/lake/types.ts'
import type {ContentLake} from '../../core/ports.ts'
import {MutationFailure, runTransaction, type DocumentChange} from '../../core/editing/transaction.ts'
import {documentEffectsOf} from '../../core/mendoza/documentEffects.ts'

/** What a refused call rejects with: the fields the machines read from the HTTP adapter's errors. */
export class MemoryLakeError extends Error {
  override name = 'MemoryLakeError'
  readonly status: number
  readonly type: string | undefined
  readonly isNetworkError: boolean

  constructor(message: string, init: {status: number; type?: string; isNetworkError?: boolean}) {
    super(message)
    this.status = init.status
    this.type = init.type
    this.isNetworkError = init.isNetworkError ?? false
  }
}

export const networkFailure = () => new MemoryLakeError('Unknown network error attempting to reach the lake', {status: 0, isNetworkError: true})

interface Listener {
  matches(doc: SanityDocument): boolean
  /** The lake's listen options: the whole document (default), and mendoza effects when asked. */
  includeResult: boolean
  effects: boolean
  queue: ListenEvent[]
  emit(event: ListenEvent): void
  closed: boolean
}

export interface MemoryLakeOptions {
  /** Hold listener events until `deliver()` (default: deliver at once, synchronously). */
  manualDelivery?: boolean
  /**
   * Say welcome inside subscribe() (for synchronous tests). By default it comes a microtask
   * later, as from a real connection.
   */
  syncWelcome?: boolean
  identity?: string
}

function targetIds(mutation: Mutation): string[] {
  if ('create' in mutation) return mutation.create._id ? [mutation.create._id] : []
  if ('createIfNotExists' in mutation) return [mutation.createIfNotExists._id]
  if ('createOrReplace' in mutation) return [mutation.createOrReplace._id]
  if ('delete' in mutation) return 'id' in mutation.delete ? [mutation.delete.id] : []
  return 'id' in mutation.patch ? [mutation.patch.id] : []
}

export class MemoryLake {
  readonly docs = new Map<string, SanityDocument>()
  readonly transactionIds: string[] = []
  readonly manualDelivery: boolean
  readonly syncWelcome: boolean
  identity: string
  #listeners = new Set<Listener>()
  #ticks = 0
  #counter = 0

  constructor(options: MemoryLakeOptions = {}) {
    this.manualDelivery = options.manualDelivery ?? false
    this.syncWelcome = options.syncWelcome ?? false
    this.identity = options.identity ?? 'memory-user'
  }

  get(id: string): SanityDocument | null {
    return this.docs.get(id) ?? null
  }

  /** Distinct, increasing timestamps, like the lake's transaction times. */
  #timestamp(): string {
    return new Date(Date.UTC(2026, 0, 1) + ++this.#ticks * 1000).toISOString()
  }

  /** Applies one transaction atomically, or throws a MemoryLakeError with the lake's status. */
  commit(mutations: readonly Mutation[], options: {transactionId?: string; identity?: string} = {}): MutateResult {
    const transactionId = options.transactionId ?? `memtx${++this.#counter}`
    if (this.transactionIds.includes(transactionId)) {
      throw new MemoryLakeError(`Transaction ID "${transactionId}" has already been used`, {status: 409, type: 'transactionIdConflict'})
    }
    const timestamp = this.#timestamp()
    let changes: DocumentChange[]
    let results: MutateResult['results']
    try {
      ;({changes, results} = runTransaction((id) => this.get(id), mutations, {
        transactionId,
        timestamp,
        newId: () => `memdoc${++this.#counter}`,
      }))
    } catch (error) {
      if (error instanceof MutationFailure) throw new MemoryLakeError(error.message, {status: error.status, type: error.type})
      throw error
    }
    for (const {id, after} of changes) {
      if (after) this.docs.set(id, after)
      else this.docs.delete(id)
    }
    this.transactionIds.push(transactionId)
    this.#publish(transactionId, timestamp, options.identity ?? this.identity, mutations, changes)
    return {transactionId, results}
  }

  #publish(transactionId: string, timestamp: string, identity: string, mutations: readonly Mutation[], changes: DocumentChange[]) {
    for (const listener of this.#listeners) {
      const matching = changes.filter(
        (c) => (c.before !== null && listener.matches(c.before)) || (c.after !== null && listener.matches(c.after)),
      )
      matching.forEach((change, index) => {
        const matchedBefore = change.before !== null && listener.matches(change.before)
        const matchedAfter = change.after !== null && listener.matches(change.after)
        const event: MutationEvent = {
          type: 'mutation',
          eventId: `${transactionId}#${change.id}`,
          documentId: change.id,
          transactionId,
          identity,
          mutations: mutations.filter((m) => targetIds(m).includes(change.id)),
          previousRev: change.before?._rev,
          resultRev: change.after?._rev,
          ...(change.after && listener.includeResult ? {result: structuredClone(change.after)} : {}),
          ...(listener.effects ? {effects: documentEffectsOf(change.before, change.after)} : {}),
          timestamp,
          transition: matchedBefore && matchedAfter ? 'update' : matchedAfter ? 'appear' : 'disappear',
          visibility: 'query',
          transactionTotalEvents: matching.length,
          transactionCurrentEvent: index + 1,
        }
        this.#send(listener, event)
      })
    }
  }

  #send(listener: Listener, event: ListenEvent) {
    if (listener.closed) return
    if (this.manualDelivery) listener.queue.push(event)
    else listener.emit(event)
  }

  /** Events held back for listeners (manual delivery). */
  get queuedEvents(): number {
    let count = 0
    for (const listener of this.#listeners) count += listener.queue.length
    return count
  }

  /** Delivers up to `count` held events per listener, oldest first. */
  deliver(count = Infinity): void {
    for (const listener of [...this.#listeners]) {
      let left = count
      while (left-- > 0 && listener.queue.length) listener.emit(listener.queue.shift()!)
    }
  }

  /** Every listener loses its connection: held events are lost, `reconnect` is sent, then a new `welcome`. */
  dropConnections(): void {
    for (const listener of this.#listeners) {
      listener.queue = []
      listener.emit({type: 'reconnect'})
      this.#send(listener, this.#welcome())
    }
  }

  #welcome(): ListenEvent {
    return {type: 'welcome', listenerName: `memlistener${++this.#counter}`}
  }

  get listenerCount(): number {
    return this.#listeners.size
  }

  listen(query: string, params: Record<string, unknown> = {}, options: ListenOptions = {}): Observable<ListenEvent> {
    const tree = parse(query, {params})
    const matches = (doc: SanityDocument) => {
      const value = toJS(evaluateSync(tree, {dataset: [doc], params}))
      return Array.isArray(value) ? value.length > 0 : Boolean(value)
    }
    return new Observable<ListenEvent>((subscriber) => {
      const listener: Listener = {
        matches,
        includeResult: options.includeResult ?? true,
        effects: options.effectFormat === 'mendoza',
        queue: [],
        emit: (event) => subscriber.next(event),
        closed: false,
      }
      this.#listeners.add(listener)
      // The real listener says welcome once connected, never inside subscribe().
      if (this.manualDelivery || this.syncWelcome) this.#send(listener, this.#welcome())
      else queueMicrotask(() => this.#send(listener, this.#welcome()))
      return () => {
        listener.closed = true
        this.#listeners.delete(listener)
      }
    })
  }

  getDocuments(ids: readonly string[]): DocResponse {
    const documents = ids.flatMap((id) => (this.docs.has(id) ? [structuredClone(this.docs.get(id)!)] : []))
    const omitted = ids.filter((id) => !this.docs.has(id)).map((id) => ({id, reason: 'existence' as const}))
    return {documents, omitted}
  }

  /** The ContentLake port over this lake; `failures` are thrown by the next calls of a method, in order. */
  port(failures: Partial<Record<'mutate' | 'getDocuments', Error[]>> = {}): ContentLake {
    const fail = (method: 'mutate' | 'getDocuments') => {
      const error = failures[method]?.shift()
      if (error) throw error
    }
    const unsupported = (name: string) => () => {
      throw new Error(`MemoryLake does not implement ${name}`)
    }
    return {
      projectId: 'memory',
      dataset: 'test',
      query: async <R,>(query: string, params: Record<string, unknown> = {}) =>
        toJS(evaluateSync(parse(query, {params}), {dataset: [...this.docs.values()], params})) as R,
      getDocuments: async (ids) => {
        fail('getDocuments')
        return this.getDocuments(ids)
      },
      getDocument: async (id) => this.getDocuments([id]).documents[0] ?? null,
      mutate: async (mutations, options: MutateOptions = {}) => {
        fail('mutate')
        return this.commit(mutations, {transactionId: options.transactionId})
      },
      listen: (query, params, options) => this.listen(query, params, options),
      transactions: unsupported('transactions'),
      documentsAt: unsupported('documentsAt'),
    }
  }
}
