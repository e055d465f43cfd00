// The sizes a document may have, checked without recursion (a value nested 200,000 deep must not
// overflow the stack of the check that refuses it). Every write is checked twice: its request
// body before anything walks it, and each document it produces before the transaction is stored,
// since patches can grow a document past what any one body carries.
import {badRequest, type LakeError} from '../http/lakeError.ts'

/** K-LAKE-020 … K-LAKE-024 (spec/constants.md); docs/limits.md explains them to users. */
export const DOCUMENT_LIMITS = {
  /** Levels of objects and arrays below the document itself. */
  maxDepth: 100,
  /** Characters in one string value. */
  maxStringLength: 4 * 1024 * 1024,
  /** Keys of one object. */
  maxKeys: 10_000,
  /** Items of one array. */
  maxItems: 100_000,
  /** A stored document, as JSON. */
  maxDocumentBytes: 16 * 1024 * 1024,
} as const

export interface LimitBreach {
  limit: 'maxDepth' | 'maxStringLength' | 'maxKeys' | 'maxItems' | 'maxDocumentBytes' | 'maxNumber'
  max: number
  path: string
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`
  if (IDENTIFIER.test(key)) return parent ? `${parent}.${key}` : key
  return `${parent}[${JSON.stringify(key)}]`
}

/** The first limit `value` breaks, walking breadth-first with an explicit queue; null when none. */
export function limitBreachOf(value: unknown, root = '', extraDepth = 0): LimitBreach | null {
  const maxDepth = DOCUMENT_LIMITS.maxDepth + extraDepth
  const queue: {value: unknown; path: string; depth: number}[] = [{value, path: root, depth: 0}]
  for (let i = 0; i < queue.length; i++) {
    const {value: current, path, depth} = queue[i]
    if (typeof current === 'string') {
      if (current.length > DOCUMENT_LIMITS.maxStringLength) return {limit: 'maxStringLength', max: DOCUMENT_LIMITS.maxStringLength, path}
      continue
    }
    // JSON reads `1e400` as Infinity, which JSON writes back as null: refused, not stored as null.
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) return {limit: 'maxNumber', max: Number.MAX_VALUE, path}
      continue
    }
    if (typeof current !== 'object' || current === null) continue
    if (depth >= maxDepth) return {limit: 'maxDepth', max: DOCUMENT_LIMITS.maxDepth, path}
    if (Array.isArray(current)) {
      if (current.length > DOCUMENT_LIMITS.maxItems) return {limit: 'maxItems', max: DOCUMENT_LIMITS.maxItems, path}
      for (let index = 0; index < current.length; index++) queue.push({value: current[index], path: childPath(path, index), depth: depth + 1})
    } else {
      const keys = Object.keys(current)
      if (keys.length > DOCUMENT_LIMITS.maxKeys) return {limit: 'maxKeys', max: DOCUMENT_LIMITS.maxKeys, path}
      for (const key of keys) {
        if (key.length > DOCUMENT_LIMITS.maxStringLength) return {limit: 'maxStringLength', max: DOCUMENT_LIMITS.maxStringLength, path}
        queue.push({value: (current as Record<string, unknown>)[key], path: childPath(path, key), depth: depth + 1})
      }
    }
    // Drop what has been visited so a wide value does not hold the whole walk in memory twice.
    if (i > 65_536) {
      queue.splice(0, i + 1)
      i = -1
    }
  }
  return null
}

const DESCRIPTIONS: Record<LimitBreach['limit'], (max: number) => string> = {
  maxDepth: (max) => `nested deeper than ${max} levels`,
  maxStringLength: (max) => `a string longer than ${max} characters`,
  maxKeys: (max) => `an object with more than ${max} keys`,
  maxItems: (max) => `an array with more than ${max} items`,
  maxDocumentBytes: (max) => `a document larger than ${max} bytes as JSON`,
  maxNumber: (max) => `a number beyond ±${max}, which JSON cannot hold`,
}

/** A path past this many characters is shortened in the answer (its start says where it was). */
const PATH_SHOWN = 500

export function limitError(breach: LimitBreach, subject: string): LakeError {
  const path = breach.path.length > PATH_SHOWN ? `${breach.path.slice(0, PATH_SHOWN)}…` : breach.path
  return badRequest(`${subject} is over the lake's limits: ${DESCRIPTIONS[breach.limit](breach.max)} at ${path || 'its root'}`, {
    limit: breach.limit,
    max: breach.max,
    path,
  })
}

/** Refuses a request body that breaks a limit (its wrapper levels are allowed on top of a document's). */
export function assertBodyWithinLimits(body: unknown, wrapperDepth: number): void {
  const breach = limitBreachOf(body, '', wrapperDepth)
  if (breach) throw limitError(breach, 'The request')
}

/** Refuses a document a transaction would store when it breaks a limit. */
export function assertDocumentWithinLimits(id: string, doc: unknown): void {
  const createdAt = (doc as {_createdAt?: unknown})._createdAt
  if (createdAt !== undefined && (typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt)))) {
    throw badRequest(`Document "${id}": _createdAt must be a date-time string such as "2026-01-31T12:00:00Z", not ${JSON.stringify(createdAt)}`)
  }
  const breach = limitBreachOf(doc)
  if (breach) throw limitError(breach, `Document "${id}"`)
  const bytes = Buffer.byteLength(JSON.stringify(doc))
  if (bytes > DOCUMENT_LIMITS.maxDocumentBytes) {
    throw limitError({limit: 'maxDocumentBytes', max: DOCUMENT_LIMITS.maxDocumentBytes, path: ''}, `Document "${id}"`)
  }
}
