// The content lake's wire shapes (seeds §7, design/LAKE-API.md), shared by server and clients.

export interface SanityDocument {
  _id: string
  _type: string
  _rev: string
  _createdAt: string
  _updatedAt: string
  [field: string]: unknown
}

/** A document as a client sends it: system fields optional. */
export interface DocumentInput {
  _id?: string
  _type: string
  [field: string]: unknown
}

export type JsonValue = null | boolean | number | string | JsonValue[] | {[key: string]: JsonValue}

export interface InsertOperation {
  before?: string
  after?: string
  replace?: string
  items: unknown[]
}

export interface PatchOperations {
  set?: Record<string, unknown>
  setIfMissing?: Record<string, unknown>
  unset?: string[]
  insert?: InsertOperation
  inc?: Record<string, number>
  dec?: Record<string, number>
  diffMatchPatch?: Record<string, string>
  ifRevisionID?: string
}

export type PatchSelection = {id: string} | {query: string; params?: Record<string, unknown>}

export type Patch = PatchOperations & PatchSelection

export type Mutation =
  | {create: DocumentInput}
  | {createOrReplace: DocumentInput & {_id: string}}
  | {createIfNotExists: DocumentInput & {_id: string}}
  | {delete: {id: string} | {query: string; params?: Record<string, unknown>}}
  | {patch: Patch}

export type Visibility = 'sync' | 'async' | 'deferred'

export interface MutateOptions {
  returnIds?: boolean
  returnDocuments?: boolean
  visibility?: Visibility
  dryRun?: boolean
  autoGenerateArrayKeys?: boolean
  transactionId?: string
  tag?: string
}

export type MutationOperation = 'create' | 'update' | 'delete' | 'none'

export interface MutationResultItem {
  id: string
  operation: MutationOperation
  document?: SanityDocument
}

export interface MutateResult {
  transactionId: string
  results: MutationResultItem[]
  documentIds?: string[]
  documents?: SanityDocument[]
}

export interface QueryResponse<R = unknown> {
  query: string
  ms: number
  result: R
}

export interface DocResponse {
  documents: SanityDocument[]
  omitted?: {id: string; reason: 'existence' | 'permission'}[]
}

/** A mendoza patch pair: `apply` turns the previous revision into the next, `revert` goes back. */
export interface Effects {
  apply: unknown[]
  revert: unknown[]
}

export type Transition = 'update' | 'appear' | 'disappear'

export interface WelcomeEvent {
  type: 'welcome'
  listenerName: string
}

export interface MutationEvent {
  type: 'mutation'
  eventId: string
  documentId: string
  transactionId: string
  identity: string
  mutations: Mutation[]
  previousRev?: string
  resultRev?: string
  result?: SanityDocument
  previous?: SanityDocument | null
  effects?: Effects
  timestamp: string
  transition: Transition
  visibility: 'transaction' | 'query'
  transactionTotalEvents: number
  transactionCurrentEvent: number
}

export interface ReconnectEvent {
  type: 'reconnect'
}

export interface ChannelErrorEvent {
  type: 'channelError'
  message: string
}

export interface DisconnectEvent {
  type: 'disconnect'
  reason: string
}

export type ListenEvent = WelcomeEvent | MutationEvent | ReconnectEvent | ChannelErrorEvent | DisconnectEvent

export interface ListenOptions {
  includeResult?: boolean
  includePreviousRevision?: boolean
  visibility?: Visibility
  effectFormat?: 'mendoza'
  tag?: string
}

export interface TransactionLogEntry {
  id: string
  timestamp: string
  author: string
  documentIDs: string[]
  effects: Record<string, Effects>
  mutations?: Mutation[]
}

/** A document pair the lake no longer holds in either version (our own endpoint, docs/api.md). */
export interface DeletedDocument {
  /** The published id. */
  id: string
  type: string
  deletedAt: string
  /** The user id of whoever deleted it. */
  deletedBy: string
  /** The transaction id of its last version with content. */
  revision: string
  title?: string
}

export interface TransactionLogOptions {
  excludeContent?: boolean
  excludeMutations?: boolean
  includeIdentifiedDocumentsOnly?: boolean
  reverse?: boolean
  limit?: number
  fromTransaction?: string
  toTransaction?: string
  effectFormat?: 'mendoza'
  tag?: string
}

export type Permission = 'read' | 'create' | 'update' | 'history' | 'editHistory' | 'manage'

export interface Grant {
  filter: string
  permissions: Permission[]
}

export interface RoleInfo {
  name: string
  title: string
  description?: string
}

export interface CurrentUser {
  id: string
  name: string
  email: string
  profileImage?: string
  provider: string
  role: string
  roles: RoleInfo[]
}

export interface PublicUser {
  id: string
  displayName: string
  imageUrl?: string
}

export interface AuthProvider {
  name: string
  title: string
  url: string
  logo?: string
}

export interface LakeErrorBody {
  error: {
    type?: string
    description: string
    [extra: string]: unknown
  }
  statusCode?: number
  message?: string
}
