// The lake's storage port: one interface, node:sqlite by default (PostgreSQL can implement it later).
import type {Effects, Mutation, SanityDocument} from '../../core/lake/types.ts'

export interface TransactionRecord {
  projectId: string
  dataset: string
  id: string
  timestamp: string
  author: string
  mutations: Mutation[]
  documentIds: string[]
  effects: Record<string, Effects>
}

export interface StoredTransaction extends TransactionRecord {
  seq: number
}

export interface DocumentChange {
  id: string
  before: SanityDocument | null
  after: SanityDocument | null
}

export interface TransactionQuery {
  documentIds: string[]
  /** Sequence numbers bound the window (inclusive); resolved from transaction ids by the caller. */
  fromSeq?: number
  toSeq?: number
  reverse?: boolean
  limit?: number
}

/** A document pair of which neither version is left (storage/sqliteDeletions.ts). */
export interface DeletionRecord {
  /** The published id of the pair. */
  id: string
  type: string
  deletedAt: string
  deletedSeq: number
  transactionId: string
  author: string
  /** The transaction id of the pair's last version with content, and which id of the pair held it. */
  revision: string
  revisionId: string
}

export interface DeletionQuery {
  type?: string
  /** Only deletions older than this transaction sequence number (the previous page's last). */
  beforeSeq?: number
  limit: number
}

export interface UserRecord {
  id: string
  name: string
  email: string
  provider: string
  passwordHash: string | null
  profileImage: string | null
  createdAt: string
}

export interface ProjectRecord {
  id: string
  displayName: string
  createdAt: string
}

export interface DatasetRecord {
  projectId: string
  name: string
  aclMode: 'public' | 'private'
}

export interface TokenRecord {
  id: string
  userId: string
  label: string
  createdAt: string
  /** ISO time after which the token is refused; null: it lasts until revoked. */
  expiresAt: string | null
}

export interface LakeStore {
  close(): void

  createProject(project: ProjectRecord): void
  getProject(id: string): ProjectRecord | null
  listProjects(): ProjectRecord[]
  createDataset(dataset: DatasetRecord): void
  listDatasets(projectId: string): DatasetRecord[]

  /** Every current document of a dataset, in insertion order. */
  loadDocuments(projectId: string, dataset: string): Iterable<SanityDocument>
  keptOrders(projectId: string, dataset: string): string[]
  keepOrder(projectId: string, dataset: string, attribute: string): void
  /** Writes the transaction, its document changes and their new versions atomically. */
  commit(tx: TransactionRecord, changes: DocumentChange[]): StoredTransaction
  /** Bulk insert for seeding and benchmarks: one transaction record per batch. */
  transactionSeq(projectId: string, dataset: string, transactionId: string): number | null
  transactions(projectId: string, dataset: string, query: TransactionQuery): StoredTransaction[]
  documentAtRevision(projectId: string, dataset: string, id: string, rev: string): SanityDocument | null | undefined
  documentAtTime(projectId: string, dataset: string, id: string, time: string): SanityDocument | null
  /** Pairs deleted entirely, newest first, one page at a time. */
  deletedDocuments(projectId: string, dataset: string, query: DeletionQuery): DeletionRecord[]

  createUser(user: UserRecord): void
  getUser(id: string): UserRecord | null
  findUserByEmail(email: string): UserRecord | null
  listUsers(): UserRecord[]
  setMemberRole(projectId: string, userId: string, role: string): void
  memberRoles(projectId: string, userId: string): string[]
  projectMembers(projectId: string): {userId: string; role: string}[]

  createToken(token: TokenRecord, secretHash: string): void
  findTokenBySecretHash(secretHash: string): TokenRecord | null
  deleteToken(id: string): void
  /** A user's tokens, oldest first. */
  listTokens(userId: string): TokenRecord[]

  /** One-time session ids from the login callback, exchanged for a token by /auth/fetch. */
  createSession(sid: string, tokenSecret: string, expiresAt: string): void
  takeSession(sid: string, now: string): string | null
}
