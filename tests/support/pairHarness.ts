// A pure editing client wired to a MemoryLake by hand: the test decides when a commit is sent,
// when the lake answers, and when each listener event arrives. No machine, no timers.
import {
  acceptCommit,
  buildCommit,
  classifyCommitFailure,
  createEditingState,
  localEdit,
  type EditingState,
  type LocalPatch,
  pairSpec,
  receiveMutation,
  refuseCommit,
  requeueCommit,
  resetHead,
  startGeneration,
  storedTransactionIds,
  type CommitTransaction,
  type ReceiveOutcome,
} from '../../core/editing/index.ts'
import type {ListenEvent, MutationEvent} from '../../core/lake/types.ts'
import {MemoryLake, MemoryLakeError} from './memoryLake.ts'
import {PAIR_LISTEN_QUERY} from '../../machines/documentPair.ts'

let clientCounter = 0

export class PairClient {
  state: EditingState
  readonly inbox: ListenEvent[] = []
  readonly name: string
  inFlight: CommitTransaction | null = null
  #unsubscribe: () => void
  #txCounter = 0

  readonly lake: MemoryLake

  constructor(lake: MemoryLake, input: {publishedId: string; type: string; liveEdit?: boolean}) {
    this.lake = lake
    this.name = `c${++clientCounter}`
    this.state = createEditingState(pairSpec(input))
    const {publishedId, draftId} = this.state.spec
    const subscription = lake.listen(PAIR_LISTEN_QUERY, {publishedId, draftId}).subscribe((event) => this.inbox.push(event))
    this.#unsubscribe = () => subscription.unsubscribe()
    this.deliverAll()
  }

  /** The connection drops: events on the way are lost, and a new connection says welcome. */
  dropConnection() {
    this.inbox.length = 0
    this.inbox.push({type: 'welcome', listenerName: `${this.name}-again`})
  }

  close() {
    this.#unsubscribe()
  }

  /** Takes HEAD from the lake now (a welcome or a missed event). */
  refetch() {
    const stored = storedTransactionIds(this.state)
    const {documents} = this.lake.getDocuments([this.state.spec.draftId, this.state.spec.publishedId])
    const byId = (id: string) => documents.find((d) => d._id === id) ?? null
    this.state = resetHead(this.state, {draft: byId(this.state.spec.draftId), published: byId(this.state.spec.publishedId)}, stored)
  }

  edit(...patches: LocalPatch[]) {
    this.state = localEdit(this.state, patches)
  }

  /** Builds the next transaction from pending patches (if none is in flight). */
  commit(): CommitTransaction | null {
    if (this.inFlight) return null
    const {state, transaction} = buildCommit(this.state, `${this.name}tx${++this.#txCounter}`)
    this.state = state
    this.inFlight = transaction
    return transaction
  }

  /** The lake receives the in-flight transaction and answers. */
  serve(): 'stored' | 'refused' | 'requeued' | null {
    const tx = this.inFlight
    if (!tx) return null
    this.inFlight = null
    try {
      this.lake.commit(tx.mutations, {transactionId: tx.transactionId, identity: this.name})
    } catch (error) {
      if (!(error instanceof MemoryLakeError)) throw error
      const failure = classifyCommitFailure(error, tx)
      if (failure === 'alreadyStored') {
        this.state = acceptCommit(this.state, tx.transactionId).state
        return 'stored'
      }
      if (failure === 'baseMoved') {
        this.state = requeueCommit(this.state, tx.transactionId)
        this.refetch()
        return 'requeued'
      }
      this.state = refuseCommit(this.state, tx.transactionId).state
      return 'refused'
    }
    const {state, refetch} = acceptCommit(this.state, tx.transactionId)
    this.state = state
    if (refetch) this.refetch()
    return 'stored'
  }

  /** Delivers the next listener event; refetches at once when the event asks for it. */
  deliverOne(): ReceiveOutcome | 'welcome' | 'reconnect' | null {
    const event = this.inbox.shift()
    if (!event) return null
    if (event.type === 'welcome') {
      this.state = startGeneration(this.state)
      this.refetch()
      return 'welcome'
    }
    if (event.type !== 'mutation') return 'reconnect'
    return this.receive(event)
  }

  receive(event: MutationEvent): ReceiveOutcome {
    const {state, outcome} = receiveMutation(this.state, event)
    this.state = state
    if (outcome === 'refetch') this.refetch()
    return outcome
  }

  deliverAll() {
    while (this.inbox.length) this.deliverOne()
  }

  get edge() {
    return this.state.edge
  }

  get quiet(): boolean {
    return !this.inFlight && this.inbox.length === 0 && this.state.pending.length === 0 && this.state.submitted.length === 0
  }
}
