// Committed transactions fan out to listeners of the same dataset through this in-process bus.
import {EventEmitter} from 'node:events'
import type {StoredTransaction, DocumentChange} from '../storage/types.ts'

export interface CommittedTransaction {
  tx: StoredTransaction
  changes: DocumentChange[]
  /** The mutations that touched each document, for the listener's `mutations` field. */
  mutationsByDocument: Map<string, unknown[]>
}

export class TransactionBus {
  readonly #emitter = new EventEmitter()

  constructor() {
    this.#emitter.setMaxListeners(0)
  }

  #channel(projectId: string, dataset: string): string {
    return `${projectId}\u0000${dataset}`
  }

  publish(event: CommittedTransaction): void {
    this.#emitter.emit(this.#channel(event.tx.projectId, event.tx.dataset), event)
  }

  subscribe(projectId: string, dataset: string, listener: (event: CommittedTransaction) => void): () => void {
    const channel = this.#channel(projectId, dataset)
    this.#emitter.on(channel, listener)
    return () => this.#emitter.off(channel, listener)
  }
}
