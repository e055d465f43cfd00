// What the studio sends to the lake, for browser tests that check an input writes the patches the
// spec implies and not more: every POST to the mutate endpoint is recorded from the page's own
// requests, and its patch mutations are flattened to one operation per path. Commits are
// throttled (one transaction a second), so tests look at the union of all transactions sent.
import type {Page, Request} from 'playwright-core'
import type {PatchOperations} from '../../../core/lake/types.ts'
import {applyPatch} from '../../../core/patches/applyMutation.ts'

export type PatchOperationName = 'set' | 'setIfMissing' | 'unset' | 'insert' | 'inc' | 'dec' | 'diffMatchPatch'

/** One operation at one path, as the lake reads it: `{set: {title: 'x'}}` becomes `{op: 'set', path: 'title', value: 'x'}`. */
export interface RecordedOperation {
  id: string
  op: PatchOperationName
  path: string
  value?: unknown
  /** For `insert`: before, after or replace. */
  position?: 'before' | 'after' | 'replace'
}

export interface RecordedTransaction {
  transactionId?: string
  mutations: Record<string, unknown>[]
}

const VALUE_OPERATIONS = ['set', 'setIfMissing', 'inc', 'dec', 'diffMatchPatch'] as const

/** Flattens one patch mutation's operations, in the order the lake applies them. */
function operationsOf(patch: Record<string, unknown>): RecordedOperation[] {
  const id = String(patch.id)
  const out: RecordedOperation[] = []
  for (const op of VALUE_OPERATIONS) {
    const entries = patch[op] as Record<string, unknown> | undefined
    for (const [path, value] of Object.entries(entries ?? {})) out.push({id, op, path, value})
  }
  for (const path of (patch.unset as string[] | undefined) ?? []) out.push({id, op: 'unset', path})
  const insert = patch.insert as ({items: unknown[]} & Record<string, unknown>) | undefined
  if (insert) {
    const position = (['before', 'after', 'replace'] as const).find((where) => typeof insert[where] === 'string')!
    out.push({id, op: 'insert', path: insert[position] as string, position, value: insert.items})
  }
  return out
}

export class MutationRecorder {
  /** What was sent since the last clear(). */
  readonly transactions: RecordedTransaction[] = []
  /** Everything sent, for replay(). */
  readonly #all: RecordedTransaction[] = []

  constructor(page: Page) {
    page.on('request', (request: Request) => {
      if (request.method() !== 'POST' || !new URL(request.url()).pathname.includes('/data/mutate/')) return
      const transaction = request.postDataJSON() as RecordedTransaction
      this.transactions.push(transaction)
      this.#all.push(transaction)
    })
  }

  /** Forgets what was sent so far: the next assertions see only what the following steps send. */
  clear(): void {
    this.transactions.length = 0
  }

  /** Every mutation sent, of every transaction, in order. */
  mutations(): Record<string, unknown>[] {
    return this.transactions.flatMap((transaction) => transaction.mutations)
  }

  /** The patch operations sent for one document (`drafts.x`), in order. */
  operations(documentId: string): RecordedOperation[] {
    return this.mutations()
      .flatMap((mutation) => (mutation.patch ? operationsOf(mutation.patch as Record<string, unknown>) : []))
      .filter((operation) => operation.id === documentId)
  }

  /** The patch operations sent for one document, one list per transaction (per commit), in order. */
  operationsByTransaction(documentId: string): RecordedOperation[][] {
    return this.transactions.map((transaction) =>
      transaction.mutations
        .flatMap((mutation) => (mutation.patch ? operationsOf(mutation.patch as Record<string, unknown>) : []))
        .filter((operation) => operation.id === documentId),
    )
  }

  /** `op path` for every operation on the document, e.g. `set tags[_key=="a"]`: compact to compare. */
  summary(documentId: string): string[] {
    return this.operations(documentId).map((operation) =>
      operation.op === 'insert' ? `insert ${operation.position} ${operation.path}` : `${operation.op} ${operation.path}`,
    )
  }

  /**
   * The document as every recorded patch (cleared or not) leaves it, applied to `before` with the lake's own patch
   * semantics. Equal to the stored draft when the patches sent are exactly the edits made.
   */
  replay(before: Record<string, unknown> & {_id: string}): Record<string, unknown> {
    let doc = before as typeof before & {_type: string}
    for (const mutation of this.#all.flatMap((transaction) => transaction.mutations)) {
      const patch = mutation.patch as (PatchOperations & {id: string}) | undefined
      if (!patch || patch.id !== before._id) continue
      const {id: _id, ...operations} = patch
      doc = applyPatch(doc, operations as PatchOperations)
    }
    return doc
  }

  /** The mutation kinds other than patches (create, createIfNotExists, delete…) sent for any document. */
  otherMutations(): Record<string, unknown>[] {
    return this.mutations().filter((mutation) => !mutation.patch)
  }
}

/** Starts recording the page's mutate requests. Call before the first edit. */
export function recordMutations(page: Page): MutationRecorder {
  return new MutationRecorder(page)
}

/** A document without what the lake sets on every write, to compare contents. */
export function contentOf(doc: Record<string, unknown>): Record<string, unknown> {
  const {_rev: _r, _updatedAt: _u, _createdAt: _c, ...content} = doc
  return content
}
