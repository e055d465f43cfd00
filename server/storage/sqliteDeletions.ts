// The index of deleted document pairs (undelete, issue 17), kept in the same SQLite transaction as
// the commit that deletes or brings back a pair, and built once from the stored versions for a data
// folder written before the index existed. A pair counts as deleted when neither its draft nor its
// published document is left; its last revision is the newest version of the pair with content.
import type {DatabaseSync, StatementSync} from 'node:sqlite'
import {DRAFTS_PREFIX, draftIdOf, publishedIdOf} from '../../core/documents/ids.ts'
import type {SanityDocument} from '../../core/lake/types.ts'
import type {DeletionQuery, DeletionRecord, DocumentChange, TransactionRecord} from './types.ts'

type Row = Record<string, unknown>
type Sql = (sql: string) => StatementSync

const BACKFILL = 'deleted_documents_backfill'

function recordFromRow(row: Row): DeletionRecord {
  return {
    id: String(row.id),
    type: String(row.type),
    deletedAt: String(row.deleted_at),
    deletedSeq: Number(row.deleted_seq),
    transactionId: String(row.transaction_id),
    author: String(row.author),
    revision: String(row.revision),
    revisionId: String(row.revision_id),
  }
}

function pairExists(sql: Sql, projectId: string, dataset: string, id: string): boolean {
  return sql('SELECT 1 FROM documents WHERE project_id = ? AND dataset = ? AND id IN (?, ?) LIMIT 1').get(projectId, dataset, id, draftIdOf(id)) !== undefined
}

/**
 * The version the editor last saw among those a transaction removed: the later of draft and
 * published, the draft when they tie (it is what the studio shows over the published one).
 */
function lastSeen(removed: SanityDocument[]): SanityDocument | null {
  let best: SanityDocument | null = null
  for (const doc of removed) {
    if (!best) best = doc
    else {
      const newer = String(doc._updatedAt ?? '') > String(best._updatedAt ?? '')
      const tie = String(doc._updatedAt ?? '') === String(best._updatedAt ?? '')
      if (newer || (tie && doc._id.startsWith(DRAFTS_PREFIX))) best = doc
    }
  }
  return best
}

/** Runs inside the commit's SQLite transaction, after its documents are written. */
export function recordDeletions(sql: Sql, tx: TransactionRecord, seq: number, changes: DocumentChange[]): void {
  const byPair = new Map<string, DocumentChange[]>()
  for (const change of changes) {
    // Only a creation can bring a pair back and only a deletion can empty it: edits (most commits,
    // a keystroke's worth each) cost the index nothing.
    if (Boolean(change.before) === Boolean(change.after)) continue
    const pair = publishedIdOf(change.id)
    byPair.set(pair, [...(byPair.get(pair) ?? []), change])
  }
  for (const [id, pairChanges] of byPair) {
    if (pairExists(sql, tx.projectId, tx.dataset, id)) {
      sql('DELETE FROM deleted_documents WHERE project_id = ? AND dataset = ? AND id = ?').run(tx.projectId, tx.dataset, id)
      continue
    }
    const removed = pairChanges.flatMap((change) => (change.before && !change.after ? [change.before] : []))
    const last = lastSeen(removed)
    if (!last || typeof last._type !== 'string') continue
    sql(
      `INSERT OR REPLACE INTO deleted_documents
       (project_id, dataset, id, type, deleted_at, deleted_seq, transaction_id, author, revision, revision_id)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(tx.projectId, tx.dataset, id, last._type, tx.timestamp, seq, tx.id, tx.author, String(last._rev), last._id)
  }
}

/**
 * Fills the index from document_versions for pairs deleted before it existed: one pass over the
 * versions, once per data folder (the migrations table remembers it), never at a request.
 */
export function backfillDeletions(db: DatabaseSync, sql: Sql): number {
  if (sql('SELECT 1 FROM migrations WHERE name = ?').get(BACKFILL)) return 0
  db.exec('BEGIN IMMEDIATE')
  try {
    const gone = sql(
      `WITH pairs AS (
         SELECT project_id, dataset,
                CASE WHEN substr(id, 1, 7) = 'drafts.' THEN substr(id, 8) ELSE id END AS pid,
                MAX(tx_seq) AS last_seq
         FROM document_versions GROUP BY 1, 2, 3)
       SELECT p.project_id, p.dataset, p.pid, p.last_seq, t.id AS tx_id, t.timestamp, t.author
       FROM pairs p JOIN transactions t ON t.seq = p.last_seq
       WHERE NOT EXISTS (SELECT 1 FROM documents d
                         WHERE d.project_id = p.project_id AND d.dataset = p.dataset AND d.id IN (p.pid, 'drafts.' || p.pid))`,
    ).all() as Row[]
    let filled = 0
    for (const row of gone) {
      const id = String(row.pid)
      const content = sql(
        `SELECT id, rev, body FROM document_versions
         WHERE project_id = ? AND dataset = ? AND id IN (?, ?) AND body IS NOT NULL
         ORDER BY tx_seq DESC, id DESC LIMIT 1`,
      ).get(row.project_id as string, row.dataset as string, id, draftIdOf(id)) as Row | undefined
      if (!content) continue
      const type = (JSON.parse(String(content.body)) as {_type?: unknown})._type
      if (typeof type !== 'string') continue
      sql(
        `INSERT OR IGNORE INTO deleted_documents
         (project_id, dataset, id, type, deleted_at, deleted_seq, transaction_id, author, revision, revision_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        row.project_id as string, row.dataset as string, id, type, String(row.timestamp), Number(row.last_seq),
        String(row.tx_id), String(row.author), String(content.rev), String(content.id),
      )
      filled++
    }
    sql('INSERT INTO migrations (name, done_at) VALUES (?, ?)').run(BACKFILL, new Date().toISOString())
    db.exec('COMMIT')
    return filled
  } catch (err) {
    db.exec('ROLLBACK')
    throw err
  }
}

/**
 * One page of a dataset's deleted pairs, newest deletion first, older than `beforeSeq`: callers
 * that filter (grants, pairs that came back) ask for the next page until they have enough.
 */
export function deletedDocuments(sql: Sql, projectId: string, dataset: string, query: DeletionQuery): DeletionRecord[] {
  const before = query.beforeSeq ?? Number.MAX_SAFE_INTEGER
  const rows = query.type === undefined
    ? sql('SELECT * FROM deleted_documents WHERE project_id = ? AND dataset = ? AND deleted_seq < ? ORDER BY deleted_seq DESC LIMIT ?').all(projectId, dataset, before, query.limit)
    : sql('SELECT * FROM deleted_documents WHERE project_id = ? AND dataset = ? AND type = ? AND deleted_seq < ? ORDER BY deleted_seq DESC LIMIT ?').all(projectId, dataset, query.type, before, query.limit)
  return (rows as Row[]).map(recordFromRow)
}
