// The real pair machine in a controlled world: an in-memory lake, a listener the test feeds,
// fetch and commit calls that wait until a model step settles them, and a simulated clock.
// `exec` turns one model event into what would make the real machine see it.
import {Subject} from 'rxjs'
import {createActor, fromEventObservable, fromPromise, SimulatedClock, type Actor} from 'xstate'
import {connectionRetryDelay} from '../../../core/connection/backoff.ts'
import type {CommitTransaction, PairDocuments} from '../../../core/editing/index.ts'
import type {ListenEvent, MutationEvent} from '../../../core/lake/types.ts'
import {documentPairMachine, PAIR_LISTEN_QUERY, type PairIds, type PairListenerEvent} from '../../../machines/documentPair.ts'
import {fetchPair} from '../../../machines/documentPairActors.ts'
import {MemoryLake, MemoryLakeError} from '../../support/memoryLake.ts'
import type {ModelEvent} from '../documentPair.model.ts'
import {ScriptedCalls} from './scripted.ts'

export type PairActor = Actor<typeof documentPairMachine>

/** Lets promise callbacks, and the machine reacting to them, run. */
export async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}

export class PairWorld {
  readonly lake = new MemoryLake()
  readonly clock = new SimulatedClock()
  readonly calls = new ScriptedCalls()
  readonly listener = new Subject<PairListenerEvent>()
  /** Events the lake sent for the pair, not yet handed to the machine. */
  readonly lakeEvents: MutationEvent[] = []
  readonly actor: PairActor

  constructor(seed: {title: string}, input = {publishedId: 'doc', type: 'post'}) {
    this.lake.commit([{create: {_id: input.publishedId, _type: input.type, title: seed.title}}], {transactionId: 'r0'})
    this.lake
      .listen(PAIR_LISTEN_QUERY, {publishedId: input.publishedId, draftId: `drafts.${input.publishedId}`})
      .subscribe((event: ListenEvent) => {
        if (event.type === 'mutation') this.lakeEvents.push(event)
      })
    const machine = documentPairMachine.provide({
      actors: {
        listen: fromEventObservable<PairListenerEvent, PairIds>(() => this.listener),
        fetchDocuments: fromPromise<PairDocuments, PairIds>(({input: ids}) => this.calls.call('fetchDocuments', ids)),
        commit: fromPromise<unknown, CommitTransaction>(({input: tx}) => this.calls.call('commit', tx)),
      },
    })
    this.actor = createActor(machine, {input, clock: this.clock})
    this.actor.start()
  }

  get snapshot() {
    return this.actor.getSnapshot()
  }

  stop() {
    this.actor.stop()
  }

  #forward(event: MutationEvent) {
    this.listener.next({type: 'listen.mutation', event})
  }

  #takeLakeEvent(transactionId: string): MutationEvent {
    const index = this.lakeEvents.findIndex((e) => e.transactionId === transactionId)
    if (index < 0) throw new Error(`The lake sent no event for ${transactionId}`)
    return this.lakeEvents.splice(index, 1)[0]
  }

  #remote(): MutationEvent {
    const id = this.lake.get('drafts.doc') ? 'drafts.doc' : 'doc'
    const other = Number(this.lake.get(id)?.other ?? 0) + 1
    const {transactionId} = this.lake.commit([{patch: {id, set: {other}}}], {identity: 'someone'})
    return this.#takeLakeEvent(transactionId)
  }

  /** Makes the real machine see what the model's `event` stands for. */
  async exec(event: ModelEvent): Promise<void> {
    const type = event.type as string
    if (type === 'listen.welcome' || type === 'listen.reconnect' || type === 'listen.disconnect') {
      this.listener.next(event as PairListenerEvent)
    } else if (type === 'edit' || type === 'flush' || type === 'error.dismiss') {
      this.actor.send(event)
    } else if (type === 'listen.mutation') {
      if (event.kind === 'echo') {
        const first = this.snapshot.context.editing.submitted[0]
        this.#forward(this.#takeLakeEvent(first.transactionId))
      } else if (event.kind === 'remote') {
        this.#forward(this.#remote())
      } else {
        // A change whose event is lost, then one whose event arrives: it does not follow HEAD.
        this.#remote()
        this.#forward(this.#remote())
      }
    } else if (type === 'xstate.error.actor.listen') {
      this.listener.error((event as unknown as {error: unknown}).error)
    } else if (type === 'xstate.done.actor.fetchDocuments') {
      this.calls.resolve('fetchDocuments', await fetchPair(this.lake.port(), this.calls.inputOf('fetchDocuments') as PairIds))
    } else if (type === 'xstate.error.actor.fetchDocuments') {
      this.calls.reject('fetchDocuments', (event as unknown as {error: unknown}).error)
    } else if (type === 'xstate.done.actor.commit') {
      const tx = this.calls.inputOf('commit') as CommitTransaction
      this.calls.resolve('commit', this.lake.commit(tx.mutations, {transactionId: tx.transactionId}))
    } else if (type === 'xstate.error.actor.commit') {
      const error = (event as unknown as {error: MemoryLakeError}).error
      // "Already used": the first attempt did land, only its answer was lost.
      if (error.type === 'transactionIdConflict') {
        const tx = this.calls.inputOf('commit') as CommitTransaction
        this.lake.commit(tx.mutations, {transactionId: tx.transactionId})
      }
      this.calls.reject('commit', error)
    } else if (type.startsWith('xstate.after.')) {
      this.#fireTimer(type)
    } else {
      throw new Error(`No way to make the machine see ${type}`)
    }
    await flushMicrotasks()
  }

  /** The lake answers the open commit as it would: stored, or refused (a moved revision). */
  async #answerCommit(): Promise<void> {
    const tx = this.calls.inputOf('commit') as CommitTransaction
    try {
      this.calls.resolve('commit', this.lake.commit(tx.mutations, {transactionId: tx.transactionId}))
    } catch (error) {
      if (!(error instanceof MemoryLakeError)) throw error
      this.calls.reject('commit', error)
    }
    await flushMicrotasks()
  }

  /**
   * Lets everything finish: calls answer, events arrive, timers fire, a dropped listener comes
   * back. Returns false when the listener is closed for good (nothing can be confirmed then).
   */
  async drain(): Promise<boolean> {
    for (let round = 0; round < 30; round++) {
      const s = this.snapshot
      if (s.matches({sync: 'closed'})) return false
      if (s.context.error) this.actor.send({type: 'error.dismiss'})
      if (s.matches({sync: 'connecting'})) this.listener.next({type: 'listen.welcome'})
      if (this.calls.pending('fetchDocuments')) await this.exec({type: 'xstate.done.actor.fetchDocuments'} as never)
      if (this.calls.pending('commit')) await this.#answerCommit()
      while (this.lakeEvents.length) this.#forward(this.lakeEvents.shift()!)
      this.clock.increment(240_000)
      await flushMicrotasks()
      const after = this.snapshot
      const quiet =
        after.matches({sync: 'live'}) &&
        after.matches({edit: {ready: 'idle'}}) &&
        !this.calls.pending('commit') &&
        this.lakeEvents.length === 0 &&
        after.context.editing.pending.length === 0 &&
        after.context.editing.submitted.length === 0
      if (quiet) return true
    }
    throw new Error(`Did not settle: ${JSON.stringify(this.snapshot.value)}`)
  }

  #fireTimer(type: string) {
    const {commitAttempts, fetchAttempts} = this.snapshot.context
    const delay = type.includes('.commitThrottle.')
      ? 1000
      : type.includes('.commitRetry.')
        ? connectionRetryDelay(commitAttempts)
        : connectionRetryDelay(fetchAttempts)
    this.clock.increment(delay)
  }
}

export {MemoryLakeError}
