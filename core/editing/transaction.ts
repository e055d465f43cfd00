// What a transaction does to the documents it touches, with the lake's rules: used by the studio
// to predict EDGE and by in-memory lakes in tests. Mutations apply in order to a working copy;
// every touched document gets the transaction id as `_rev` and the transaction time as `_updatedAt`.
import type {DocumentInput, Mutation, MutationResultItem, SanityDocument} from '../lake/types.ts'
import {applyPatch, PatchError} from '../patches/applyMutation.ts'
import {fastPatchOperations} from './fastPatch.ts'
import {isRevisionCheck} from '../patches/revisionCheck.ts'

export interface DocumentChange {
  id: string
  before: SanityDocument | null
  after: SanityDocument | null
}

export interface TransactionOutcome {
  changes: DocumentChange[]
  results: MutationResultItem[]
}

export interface TransactionOptions {
  transactionId: string
  timestamp: string
  /**
   * Strict (the lake): the first failing mutation fails the whole transaction with a
   * MutationFailure. Lenient (a prediction): a failing mutation is skipped.
   */
  lenient?: boolean
  /** Ids for `create` without `_id`. */
  newId?: () => string
}

/** Why the lake would refuse a transaction, with the HTTP status it answers. */
export class MutationFailure extends Error {
  override name = 'MutationFailure'
  readonly status: number
  readonly type: string

  constructor(status: number, type: string, description: string) {
    super(description)
    this.status = status
    this.type = type
  }
}

type Working = Map<string, Record<string, unknown> | null>

function bodyOf(input: DocumentInput, id: string): Record<string, unknown> {
  const {_rev: _r, _updatedAt: _u, ...rest} = input as Record<string, unknown>
  return {...rest, _id: id}
}

export function runTransaction(
  get: (id: string) => SanityDocument | null,
  mutations: readonly Mutation[],
  options: TransactionOptions,
): TransactionOutcome {
  const {transactionId, timestamp} = options
  const working: Working = new Map()
  const current = (id: string) => (working.has(id) ? working.get(id)! : get(id))
  const results: MutationResultItem[] = []

  for (const [index, mutation] of mutations.entries()) {
    try {
      applyOne(mutation, index)
    } catch (error) {
      if (!options.lenient) throw error
    }
  }

  function applyOne(mutation: Mutation, index: number) {
    const at = `mutations[${index}]`
    if ('create' in mutation) {
      const id = mutation.create._id || options.newId?.()
      if (!id) throw new MutationFailure(400, 'validationError', `${at}: create needs an _id here`)
      if (current(id)) throw new MutationFailure(409, 'documentAlreadyExistsError', `${at}: Document by ID "${id}" already exists`)
      working.set(id, {...bodyOf(mutation.create, id), _createdAt: mutation.create._createdAt ?? timestamp})
      results.push({id, operation: 'create'})
    } else if ('createIfNotExists' in mutation) {
      const id = mutation.createIfNotExists._id
      if (current(id)) {
        results.push({id, operation: 'none'})
        return
      }
      working.set(id, {...bodyOf(mutation.createIfNotExists, id), _createdAt: mutation.createIfNotExists._createdAt ?? timestamp})
      results.push({id, operation: 'create'})
    } else if ('createOrReplace' in mutation) {
      const id = mutation.createOrReplace._id
      const existing = current(id)
      const createdAt = mutation.createOrReplace._createdAt ?? existing?._createdAt ?? timestamp
      working.set(id, {...bodyOf(mutation.createOrReplace, id), _createdAt: createdAt})
      results.push({id, operation: existing ? 'update' : 'create'})
    } else if ('delete' in mutation) {
      if (!('id' in mutation.delete)) throw new MutationFailure(400, 'validationError', `${at}: delete by query is not supported here`)
      const id = mutation.delete.id
      const existed = current(id) !== null
      working.set(id, null)
      results.push({id, operation: existed ? 'delete' : 'none'})
    } else if ('patch' in mutation) {
      if (!('id' in mutation.patch)) throw new MutationFailure(400, 'validationError', `${at}: patch by query is not supported here`)
      const {id, ...operations} = mutation.patch
      const doc = current(id)
      if (!doc) throw new MutationFailure(409, 'documentNotFoundError', `${at}: Cannot modify document "${id}" because it does not exist`)
      // The guard compares with the revision stored before this transaction, as the lake does.
      const storedRev = get(id)?._rev
      if (operations.ifRevisionID !== undefined && operations.ifRevisionID !== storedRev) {
        throw new MutationFailure(
          409,
          'conflict',
          `${at}: Document "${id}" has unexpected revision ID ("${storedRev}"), expected "${operations.ifRevisionID}"`,
        )
      }
      // Only a revision to check and nothing to change: a guard, which writes no new revision.
      if (isRevisionCheck(operations)) {
        results.push({id, operation: 'none'})
        return
      }
      let patched: Record<string, unknown>
      try {
        // Typing's own patches walk straight to their item (the mutator tests every item of a long
        // array); only when lenient, since the fast path skips what the mutator would refuse.
        patched = (options.lenient ? fastPatchOperations(doc as SanityDocument, operations) : undefined) ?? applyPatch(doc as SanityDocument, operations)
      } catch (error) {
        if (error instanceof PatchError) throw new MutationFailure(400, 'validationError', `${at}: ${error.message}`)
        throw error
      }
      if (typeof patched._type !== 'string' || !patched._type) {
        throw new MutationFailure(400, 'validationError', `${at}: a patch cannot remove "_type"`)
      }
      working.set(id, {...patched, _id: id})
      results.push({id, operation: 'update'})
    } else {
      throw new MutationFailure(400, 'validationError', `${at}: unknown mutation`)
    }
  }

  const changes: DocumentChange[] = []
  for (const [id, next] of working) {
    const before = get(id)
    if (before === null && next === null) continue
    const after = next === null ? null : ({...next, _id: id, _rev: transactionId, _updatedAt: timestamp} as SanityDocument)
    if (after && before && after._createdAt === undefined) after._createdAt = before._createdAt
    changes.push({id, before, after})
  }
  return {changes, results}
}
