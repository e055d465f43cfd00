// Checks a request's mutations before anything is applied, so a malformed one is refused whole.
import type {Mutation} from '../../core/lake/types.ts'
import {validatePatchOperations} from '../../core/patches/validatePatch.ts'
import {isValidDocumentId} from '../../core/documents/ids.ts'
import {badRequest} from '../http/lakeError.ts'
import {GENERATED_ID_LENGTH} from './commit.ts'

const KINDS = ['create', 'createOrReplace', 'createIfNotExists', 'delete', 'patch'] as const

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function checkDocument(kind: string, doc: unknown, needsId: boolean, at: string): void {
  if (!isObject(doc)) throw badRequest(`${at}: "${kind}" must be a document object`)
  if (needsId && doc._id === undefined) throw badRequest(`${at}: "${kind}" requires "_id"`)
  if (doc._id !== undefined) {
    const id = doc._id
    // `create` with `_id: "prefix."` gets a generated suffix; the whole id must still be valid.
    const prefixOnly = kind === 'create' && typeof id === 'string' && id.endsWith('.')
    const full = prefixOnly ? id + 'x'.repeat(GENERATED_ID_LENGTH) : id
    if (typeof id !== 'string' || !isValidDocumentId(full)) {
      throw badRequest(`${at}: invalid document id ${JSON.stringify(id)}`)
    }
  }
  if (typeof doc._type !== 'string' || doc._type.length === 0) {
    throw badRequest(`${at}: "${kind}" requires a non-empty string "_type"`)
  }
}

function checkSelection(kind: string, body: Record<string, unknown>, at: string): void {
  const hasId = body.id !== undefined
  const hasQuery = body.query !== undefined
  if (hasId === hasQuery) throw badRequest(`${at}: "${kind}" needs exactly one of "id" or "query"`)
  if (hasId && !isValidDocumentId(body.id)) throw badRequest(`${at}: invalid document id ${JSON.stringify(body.id)}`)
  if (hasQuery && typeof body.query !== 'string') throw badRequest(`${at}: "${kind}.query" must be a GROQ string`)
  if (body.params !== undefined && !isObject(body.params)) throw badRequest(`${at}: "${kind}.params" must be an object`)
}

export function assertMutations(value: unknown): asserts value is Mutation[] {
  if (!Array.isArray(value) || value.length === 0) throw badRequest('"mutations" must be a non-empty array')
  value.forEach((mutation, index) => {
    const at = `mutations[${index}]`
    if (!isObject(mutation)) throw badRequest(`${at} must be an object`)
    const kinds = Object.keys(mutation)
    if (kinds.length !== 1 || !KINDS.includes(kinds[0] as never)) {
      throw badRequest(`${at} must have exactly one of ${KINDS.join(', ')}; got ${kinds.join(', ') || 'nothing'}`)
    }
    const kind = kinds[0]
    const body = mutation[kind]
    if (kind === 'create') checkDocument(kind, body, false, at)
    else if (kind === 'createOrReplace' || kind === 'createIfNotExists') checkDocument(kind, body, true, at)
    else if (!isObject(body)) throw badRequest(`${at}: "${kind}" must be an object`)
    else {
      checkSelection(kind, body, at)
      if (kind === 'patch') {
        const problem = validatePatchOperations(body)
        if (problem) throw badRequest(`${at}: ${problem}`)
      }
    }
  })
}
