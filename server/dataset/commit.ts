// One transaction: every mutation is applied to a working copy in order, then permissions are
// checked on each changed document, and only then is anything stored. All or nothing.
import {isDeepStrictEqual} from 'node:util'
import type {DocumentInput, Mutation, MutationResultItem, Permission, SanityDocument} from '../../core/lake/types.ts'
import {applyPatch, PatchError} from '../../core/patches/applyMutation.ts'
import {isRevisionCheck} from '../../core/patches/revisionCheck.ts'
import {ensureArrayKeys} from '../../core/documents/keys.ts'
import {holdsStrongReference} from '../../core/documents/references.ts'
import {randomString} from '../../core/random.ts'
import {documentEffectsOf} from '../../core/mendoza/index.ts'
import type {Access} from '../access/access.ts'
import {badRequest, conflict, forbidden, LakeError} from '../http/lakeError.ts'
import {assertDocumentWithinLimits} from './documentLimits.ts'
import type {DocumentChange, TransactionRecord} from '../storage/types.ts'

export interface TransactionInput {
  mutations: Mutation[]
  transactionId?: string
  author: string
  access: Access
  autoGenerateArrayKeys?: boolean
  now?: Date
}

export interface TransactionPlan {
  record: TransactionRecord
  changes: DocumentChange[]
  results: MutationResultItem[]
  mutationsByDocument: Map<string, unknown[]>
}

export interface CommitEnvironment {
  projectId: string
  dataset: string
  get(id: string): SanityDocument | undefined
  transactionExists(id: string): boolean
  /** Ids of the stored documents holding any reference (`_ref`) to `id`. */
  idsReferencing(id: string): Iterable<string>
  /** Ids of the documents a GROQ query selects (for delete/patch by query), readable by the caller. */
  select(query: string, params: Record<string, unknown> | undefined, access: Access): Promise<string[]>
}

const TRANSACTION_ID = /^[A-Za-z0-9_-]{1,64}$/

export const GENERATED_ID_LENGTH = 22

export function newDocumentId(): string {
  return randomString(GENERATED_ID_LENGTH)
}

function documentFrom(input: DocumentInput, id: string): Record<string, unknown> {
  const {_rev: _r, _updatedAt: _u, ...rest} = structuredClone(input) as Record<string, unknown>
  return {...rest, _id: id}
}

export async function planTransaction(env: CommitEnvironment, input: TransactionInput): Promise<TransactionPlan> {
  const transactionId = input.transactionId ?? randomString(22)
  if (!TRANSACTION_ID.test(transactionId)) throw badRequest(`invalid transactionId ${JSON.stringify(transactionId)}`)
  if (env.transactionExists(transactionId)) {
    throw conflict('transactionIdConflict', `Transaction ID "${transactionId}" has already been used`)
  }
  const timestamp = (input.now ?? new Date()).toISOString()
  const working = new Map<string, Record<string, unknown> | null>()
  const current = (id: string) => (working.has(id) ? working.get(id)! : (env.get(id) ?? null))
  const results: MutationResultItem[] = []
  const mutationsByDocument = new Map<string, unknown[]>()
  const touch = (id: string, mutation: unknown) => {
    const list = mutationsByDocument.get(id) ?? []
    list.push(mutation)
    mutationsByDocument.set(id, list)
  }
  const keyed = <T>(value: T): T => (input.autoGenerateArrayKeys ? ensureArrayKeys(value) : value)

  for (const [index, mutation] of input.mutations.entries()) {
    const at = `mutations[${index}]`
    if ('create' in mutation) {
      const requested = mutation.create._id
      const id = !requested ? newDocumentId() : requested.endsWith('.') ? requested + newDocumentId() : requested
      if (current(id)) {
        throw conflict('documentAlreadyExistsError', `${at}: Document by ID "${id}" already exists`, {id})
      }
      working.set(id, keyed({...documentFrom(mutation.create, id), _createdAt: mutation.create._createdAt ?? timestamp}))
      touch(id, {create: {...mutation.create, _id: id}})
      results.push({id, operation: 'create'})
    } else if ('createIfNotExists' in mutation) {
      const id = mutation.createIfNotExists._id
      if (current(id)) {
        results.push({id, operation: 'none'})
        continue
      }
      working.set(id, keyed({...documentFrom(mutation.createIfNotExists, id), _createdAt: mutation.createIfNotExists._createdAt ?? timestamp}))
      touch(id, mutation)
      results.push({id, operation: 'create'})
    } else if ('createOrReplace' in mutation) {
      const id = mutation.createOrReplace._id
      const existing = current(id)
      const createdAt = mutation.createOrReplace._createdAt ?? existing?._createdAt ?? timestamp
      working.set(id, keyed({...documentFrom(mutation.createOrReplace, id), _createdAt: createdAt}))
      touch(id, mutation)
      results.push({id, operation: existing ? 'update' : 'create'})
    } else if ('delete' in mutation) {
      const sel = mutation.delete
      const ids = 'id' in sel ? [sel.id] : await env.select(sel.query, sel.params, input.access)
      for (const id of ids) {
        const existed = current(id) !== null
        working.set(id, null)
        if (existed) touch(id, {delete: {id}})
        results.push({id, operation: existed ? 'delete' : 'none'})
      }
    } else if ('patch' in mutation) {
      const {id: _i, query, params, ...operations} = mutation.patch as unknown as Record<string, unknown>
      const ids = 'id' in mutation.patch ? [mutation.patch.id] : await env.select(String(query), params as never, input.access)
      for (const id of ids) {
        const doc = current(id)
        if (!doc) {
          throw conflict('documentNotFoundError', `${at}: Cannot modify document "${id}" because it does not exist`, {id})
        }
        const expectedRev = mutation.patch.ifRevisionID
        const storedRev = env.get(id)?._rev
        if (expectedRev !== undefined && expectedRev !== storedRev) {
          throw conflict(
            'conflict',
            `${at}: Document "${id}" has unexpected revision ID ("${storedRev}"), expected "${expectedRev}"`,
            {id, expectedRevision: expectedRev, currentRevision: storedRev},
          )
        }
        // A revision check with nothing to change writes no new revision (docs/api.md).
        if (isRevisionCheck(operations)) {
          results.push({id, operation: 'none'})
          continue
        }
        let patched: Record<string, unknown>
        try {
          patched = applyPatch(doc as SanityDocument, operations)
        } catch (err) {
          if (err instanceof PatchError) throw badRequest(`${at}: ${err.message}`)
          throw err
        }
        if (typeof patched._type !== 'string' || !patched._type) throw badRequest(`${at}: a patch cannot remove "_type"`)
        working.set(id, keyed({...patched, _id: id}))
        touch(id, {patch: {...mutation.patch, id}})
        results.push({id, operation: 'update'})
      }
    }
  }

  const changes: DocumentChange[] = []
  const effects: TransactionRecord['effects'] = {}
  for (const [id, next] of working) {
    const before = env.get(id) ?? null
    if (before === null && next === null) continue
    const after = next === null ? null : ({...next, _id: id, _rev: transactionId, _updatedAt: timestamp} as SanityDocument)
    if (after && before && after._createdAt === undefined) after._createdAt = before._createdAt
    if (after) assertDocumentWithinLimits(id, after)
    changes.push({id, before, after})
    effects[id] = documentEffectsOf(before, after) as never
  }
  await assertPermitted(input.access, changes)
  assertNoStrongReferrers(env, changes, current)
  // Keep the stored mutations for history; ids are the resolved ones.
  return {
    record: {
      projectId: env.projectId,
      dataset: env.dataset,
      id: transactionId,
      timestamp,
      author: input.author,
      mutations: input.mutations,
      documentIds: changes.map((c) => c.id),
      effects,
    },
    changes,
    results,
    mutationsByDocument,
  }
}

/** How many referring ids a refused delete names in its answer (the studio lists up to 101). */
const REFERRERS_NAMED = 101

/**
 * A document that another one references strongly cannot be deleted (nor unpublished, which
 * deletes the published document), as the hosted lake refuses it: the reference would dangle.
 * Weak references (`_weak: true`) never block, nor do references from the document's own draft,
 * nor from documents the same transaction deletes or changes to drop the reference.
 */
function assertNoStrongReferrers(env: CommitEnvironment, changes: DocumentChange[], current: (id: string) => Record<string, unknown> | null): void {
  const touched = changes.map((change) => change.id)
  for (const change of changes) {
    if (!change.before || change.after) continue
    const id = change.id
    const candidates = new Set([...env.idsReferencing(id), ...touched])
    const referrers = [...candidates]
      .filter((other) => other !== id && other !== `drafts.${id}` && holdsStrongReference(current(other), id))
      .sort()
    if (referrers.length === 0) continue
    const named = referrers.slice(0, 3).map((other) => `"${other}"`).join(', ')
    const more = referrers.length > 3 ? ` and ${referrers.length - 3} more` : ''
    throw conflict(
      'documentHasExistingReferencesError',
      `Document "${id}" cannot be deleted as there are references to it from ${named}${more}`,
      {id, referencingIDs: referrers.slice(0, REFERRERS_NAMED)},
    )
  }
}

async function assertPermitted(access: Access, changes: DocumentChange[]): Promise<void> {
  const need = (permission: Permission, docs: SanityDocument[]) => ({permission, docs})
  const checks = [
    need('create', changes.filter((c) => !c.before && c.after).map((c) => c.after!)),
    need('update', changes.flatMap((c) => (c.before ? [c.before, ...(c.after ? [c.after] : [])] : []))),
  ]
  for (const {permission, docs} of checks) {
    if (docs.length === 0) continue
    const permitted = await access.permitted(permission, docs)
    if (permitted.length !== docs.length) {
      const allowed = new Set(permitted)
      const denied = docs.find((d) => !allowed.has(d))!
      throw forbidden(`Insufficient permissions; permission "${permission}" required for document "${denied._id}"`)
    }
  }
}

export function isUnchanged(change: DocumentChange): boolean {
  return isDeepStrictEqual(change.before, change.after)
}

export {LakeError}
