// Which journey dialogs each user has closed, per project: kept in the lake's own database so a
// second browser, a cleared cache or another device does not show the welcome again.
import type {DatabaseSync} from 'node:sqlite'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS journey_seen (
  project_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  dialog_id TEXT NOT NULL,
  seen_at TEXT NOT NULL,
  PRIMARY KEY (project_id, user_id, dialog_id)
);`

export class JourneySeen {
  readonly #db: DatabaseSync
  constructor(db: DatabaseSync) {
    this.#db = db
    db.exec(SCHEMA)
  }

  has(projectId: string, userId: string, dialogId: string): boolean {
    return this.#db.prepare('SELECT 1 FROM journey_seen WHERE project_id = ? AND user_id = ? AND dialog_id = ?').get(projectId, userId, dialogId) !== undefined
  }

  mark(projectId: string, userId: string, dialogId: string, at: Date): void {
    this.#db.prepare('INSERT OR IGNORE INTO journey_seen (project_id, user_id, dialog_id, seen_at) VALUES (?, ?, ?, ?)').run(projectId, userId, dialogId, at.toISOString())
  }
}
