// The embedded store: node:sqlite in WAL mode with full sync, so an acknowledged transaction
// survives the process being killed.
import {mkdirSync} from 'node:fs'
import {join} from 'node:path'
import {DatabaseSync, type StatementSync} from 'node:sqlite'
import type {SanityDocument} from '../../core/lake/types.ts'
import {SCHEMA_SQL} from './sqliteSchema.ts'
import {backfillDeletions, deletedDocuments, recordDeletions} from './sqliteDeletions.ts'
import type {
  DatasetRecord,
  DeletionQuery,
  DeletionRecord,
  DocumentChange,
  LakeStore,
  ProjectRecord,
  StoredTransaction,
  TokenRecord,
  TransactionQuery,
  TransactionRecord,
  UserRecord,
} from './types.ts'

type Row = Record<string, unknown>

function txFromRow(row: Row): StoredTransaction {
  return {
    seq: Number(row.seq),
    projectId: String(row.project_id),
    dataset: String(row.dataset),
    id: String(row.id),
    timestamp: String(row.timestamp),
    author: String(row.author),
    mutations: JSON.parse(String(row.mutations)),
    documentIds: JSON.parse(String(row.document_ids)),
    effects: JSON.parse(String(row.effects)),
  }
}

function tokenFromRow(row: Row): TokenRecord {
  return {
    id: String(row.id),
    userId: String(row.user_id),
    label: String(row.label),
    createdAt: String(row.created_at),
    expiresAt: row.expires_at == null ? null : String(row.expires_at),
  }
}

function userFromRow(row: Row): UserRecord {
  return {
    id: String(row.id),
    name: String(row.name),
    email: String(row.email),
    provider: String(row.provider),
    passwordHash: row.password_hash == null ? null : String(row.password_hash),
    profileImage: row.profile_image == null ? null : String(row.profile_image),
    createdAt: String(row.created_at),
  }
}

export class SqliteStore implements LakeStore {
  readonly db: DatabaseSync
  readonly #statements = new Map<string, StatementSync>()

  constructor(dataDir: string) {
    mkdirSync(dataDir, {recursive: true})
    this.db = new DatabaseSync(join(dataDir, 'lake.sqlite'))
    this.db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;')
    this.db.exec(SCHEMA_SQL)
    this.#migrate()
    backfillDeletions(this.db, (sql) => this.#sql(sql))
  }

  /** Columns added after a data folder may already exist: CREATE TABLE IF NOT EXISTS skips them. */
  #migrate(): void {
    const tokenColumns = (this.db.prepare('PRAGMA table_info(tokens)').all() as Row[]).map((row) => String(row.name))
    if (!tokenColumns.includes('expires_at')) this.db.exec('ALTER TABLE tokens ADD COLUMN expires_at TEXT')
  }

  #sql(sql: string): StatementSync {
    let statement = this.#statements.get(sql)
    if (!statement) {
      statement = this.db.prepare(sql)
      this.#statements.set(sql, statement)
    }
    return statement
  }

  /** Runs `work` in one SQLite transaction: all of it lands or none of it. */
  atomically<T>(work: () => T): T {
    this.db.exec('BEGIN IMMEDIATE')
    try {
      const result = work()
      this.db.exec('COMMIT')
      return result
    } catch (err) {
      this.db.exec('ROLLBACK')
      throw err
    }
  }

  close(): void {
    this.db.close()
  }

  createProject(project: ProjectRecord): void {
    this.#sql('INSERT OR IGNORE INTO projects (id, display_name, created_at) VALUES (?, ?, ?)').run(
      project.id,
      project.displayName,
      project.createdAt,
    )
  }

  getProject(id: string): ProjectRecord | null {
    const row = this.#sql('SELECT * FROM projects WHERE id = ?').get(id) as Row | undefined
    return row ? {id: String(row.id), displayName: String(row.display_name), createdAt: String(row.created_at)} : null
  }

  listProjects(): ProjectRecord[] {
    return (this.#sql('SELECT * FROM projects ORDER BY id').all() as Row[]).map((row) => ({
      id: String(row.id),
      displayName: String(row.display_name),
      createdAt: String(row.created_at),
    }))
  }

  createDataset(dataset: DatasetRecord): void {
    this.#sql('INSERT OR IGNORE INTO datasets (project_id, name, acl_mode) VALUES (?, ?, ?)').run(
      dataset.projectId,
      dataset.name,
      dataset.aclMode,
    )
  }

  listDatasets(projectId: string): DatasetRecord[] {
    return (this.#sql('SELECT * FROM datasets WHERE project_id = ? ORDER BY name').all(projectId) as Row[]).map(
      (row) => ({projectId, name: String(row.name), aclMode: row.acl_mode === 'public' ? 'public' : 'private'}),
    )
  }

  /** The attributes whose sorted order the dataset keeps (see kept_orders). */
  keptOrders(projectId: string, dataset: string): string[] {
    return (this.#sql('SELECT attribute FROM kept_orders WHERE project_id = ? AND dataset = ? ORDER BY attribute').all(projectId, dataset) as Row[]).map((row) => String(row.attribute))
  }

  keepOrder(projectId: string, dataset: string, attribute: string): void {
    this.#sql('INSERT OR IGNORE INTO kept_orders (project_id, dataset, attribute) VALUES (?, ?, ?)').run(projectId, dataset, attribute)
  }

  /** The dataset's current documents in natural order, parsed one row at a time (a million rows never sit in memory as text). */
  *loadDocuments(projectId: string, dataset: string): Generator<SanityDocument> {
    const rows = this.#sql('SELECT body FROM documents WHERE project_id = ? AND dataset = ? ORDER BY seq').iterate(projectId, dataset) as Iterable<Row>
    for (const row of rows) yield JSON.parse(String(row.body))
  }

  commit(tx: TransactionRecord, changes: DocumentChange[]): StoredTransaction {
    return this.atomically(() => this.#commitUnguarded(tx, changes))
  }

  /** Seeds many transactions in one SQLite transaction (first run, benchmarks). */
  commitMany(batch: {tx: TransactionRecord; changes: DocumentChange[]}[]): StoredTransaction[] {
    return this.atomically(() => batch.map(({tx, changes}) => this.#commitUnguarded(tx, changes)))
  }

  #commitUnguarded(tx: TransactionRecord, changes: DocumentChange[]): StoredTransaction {
    const info = this.#sql(
      `INSERT INTO transactions (project_id, dataset, id, timestamp, author, mutations, document_ids, effects)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      tx.projectId,
      tx.dataset,
      tx.id,
      tx.timestamp,
      tx.author,
      JSON.stringify(tx.mutations),
      JSON.stringify(tx.documentIds),
      JSON.stringify(tx.effects),
    )
    const seq = Number(info.lastInsertRowid)
    for (const change of changes) {
      if (change.after) {
        const body = JSON.stringify(change.after)
        // A document keeps its place in the dataset's natural order while it exists.
        this.#sql(
          `INSERT INTO documents (project_id, dataset, id, seq, body) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (project_id, dataset, id) DO UPDATE SET body = excluded.body`,
        ).run(tx.projectId, tx.dataset, change.id, seq, body)
        this.#sql(
          'INSERT INTO document_versions (project_id, dataset, id, tx_seq, rev, timestamp, body) VALUES (?, ?, ?, ?, ?, ?, ?)',
        ).run(tx.projectId, tx.dataset, change.id, seq, change.after._rev, tx.timestamp, body)
      } else {
        this.#sql('DELETE FROM documents WHERE project_id = ? AND dataset = ? AND id = ?').run(
          tx.projectId,
          tx.dataset,
          change.id,
        )
        this.#sql(
          'INSERT INTO document_versions (project_id, dataset, id, tx_seq, rev, timestamp, body) VALUES (?, ?, ?, ?, ?, ?, NULL)',
        ).run(tx.projectId, tx.dataset, change.id, seq, tx.id, tx.timestamp)
      }
    }
    recordDeletions((sql) => this.#sql(sql), tx, seq, changes)
    return {...tx, seq}
  }

  transactionSeq(projectId: string, dataset: string, transactionId: string): number | null {
    const row = this.#sql('SELECT seq FROM transactions WHERE project_id = ? AND dataset = ? AND id = ?').get(
      projectId,
      dataset,
      transactionId,
    ) as Row | undefined
    return row ? Number(row.seq) : null
  }

  transactions(projectId: string, dataset: string, query: TransactionQuery): StoredTransaction[] {
    if (query.documentIds.length === 0) return []
    const placeholders = query.documentIds.map(() => '?').join(', ')
    const order = query.reverse ? 'DESC' : 'ASC'
    const limit = query.limit ?? -1
    // The document's versions name its transactions: pick the page there (the primary key of
    // document_versions covers id and tx_seq, so only the wanted ids' index entries are read, newest
    // first), then fetch just those transactions. A subquery correlated with the outer row, as this
    // was, runs once per transaction of the whole dataset (spec/DECISIONS.md, the history benchmark).
    const rows = this.#sql(
      `SELECT t.* FROM transactions t
       WHERE t.seq IN (SELECT DISTINCT v.tx_seq FROM document_versions v
                       WHERE v.project_id = ? AND v.dataset = ? AND v.id IN (${placeholders})
                         AND v.tx_seq >= ? AND v.tx_seq <= ?
                       ORDER BY v.tx_seq ${order} LIMIT ?)
         AND t.project_id = ? AND t.dataset = ?
       ORDER BY t.seq ${order}`,
    ).all(
      projectId,
      dataset,
      ...query.documentIds,
      query.fromSeq ?? 0,
      query.toSeq ?? Number.MAX_SAFE_INTEGER,
      limit,
      projectId,
      dataset,
    ) as Row[]
    return rows.map(txFromRow)
  }

  documentAtRevision(projectId: string, dataset: string, id: string, rev: string): SanityDocument | null | undefined {
    const row = this.#sql(
      'SELECT body FROM document_versions WHERE project_id = ? AND dataset = ? AND id = ? AND rev = ? ORDER BY tx_seq DESC LIMIT 1',
    ).get(projectId, dataset, id, rev) as Row | undefined
    if (!row) return undefined
    return row.body == null ? null : JSON.parse(String(row.body))
  }

  documentAtTime(projectId: string, dataset: string, id: string, time: string): SanityDocument | null {
    const row = this.#sql(
      `SELECT body FROM document_versions WHERE project_id = ? AND dataset = ? AND id = ? AND timestamp <= ?
       ORDER BY tx_seq DESC LIMIT 1`,
    ).get(projectId, dataset, id, time) as Row | undefined
    return row?.body == null ? null : JSON.parse(String(row.body))
  }

  deletedDocuments(projectId: string, dataset: string, query: DeletionQuery): DeletionRecord[] {
    return deletedDocuments((sql) => this.#sql(sql), projectId, dataset, query)
  }

  createUser(user: UserRecord): void {
    this.#sql(
      'INSERT INTO users (id, name, email, provider, password_hash, profile_image, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(user.id, user.name, user.email, user.provider, user.passwordHash, user.profileImage, user.createdAt)
  }

  getUser(id: string): UserRecord | null {
    const row = this.#sql('SELECT * FROM users WHERE id = ?').get(id) as Row | undefined
    return row ? userFromRow(row) : null
  }

  findUserByEmail(email: string): UserRecord | null {
    const row = this.#sql('SELECT * FROM users WHERE email = ?').get(email) as Row | undefined
    return row ? userFromRow(row) : null
  }

  listUsers(): UserRecord[] {
    return (this.#sql('SELECT * FROM users ORDER BY created_at, id').all() as Row[]).map(userFromRow)
  }

  setMemberRole(projectId: string, userId: string, role: string): void {
    this.#sql('INSERT OR IGNORE INTO members (project_id, user_id, role) VALUES (?, ?, ?)').run(projectId, userId, role)
  }

  memberRoles(projectId: string, userId: string): string[] {
    return (this.#sql('SELECT role FROM members WHERE project_id = ? AND user_id = ? ORDER BY role').all(
      projectId,
      userId,
    ) as Row[]).map((row) => String(row.role))
  }

  projectMembers(projectId: string): {userId: string; role: string}[] {
    return (this.#sql('SELECT user_id, role FROM members WHERE project_id = ? ORDER BY user_id').all(projectId) as Row[]).map(
      (row) => ({userId: String(row.user_id), role: String(row.role)}),
    )
  }

  createToken(token: TokenRecord, secretHash: string): void {
    this.#sql('INSERT INTO tokens (id, user_id, label, secret_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      token.id,
      token.userId,
      token.label,
      secretHash,
      token.createdAt,
      token.expiresAt,
    )
  }

  findTokenBySecretHash(secretHash: string): TokenRecord | null {
    const row = this.#sql('SELECT * FROM tokens WHERE secret_hash = ?').get(secretHash) as Row | undefined
    return row ? tokenFromRow(row) : null
  }

  listTokens(userId: string): TokenRecord[] {
    return (this.#sql('SELECT * FROM tokens WHERE user_id = ? ORDER BY created_at, id').all(userId) as Row[]).map(tokenFromRow)
  }

  deleteToken(id: string): void {
    this.#sql('DELETE FROM tokens WHERE id = ?').run(id)
  }

  createSession(sid: string, tokenSecret: string, expiresAt: string): void {
    this.#sql('INSERT INTO sessions (sid, token_secret, expires_at) VALUES (?, ?, ?)').run(sid, tokenSecret, expiresAt)
  }

  takeSession(sid: string, now: string): string | null {
    return this.atomically(() => {
      const row = this.#sql('SELECT token_secret, expires_at FROM sessions WHERE sid = ?').get(sid) as Row | undefined
      this.#sql('DELETE FROM sessions WHERE sid = ? OR expires_at < ?').run(sid, now)
      if (!row || String(row.expires_at) < now) return null
      return String(row.token_secret)
    })
  }
}
