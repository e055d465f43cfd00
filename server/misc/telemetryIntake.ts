// Usage events the studio sends (`POST /intake/batch`), kept in the lake's own database and never
// forwarded: an administrator reads the counts on the project's manage page or from
// `GET /intake/counts`. Events are kept only while consent is granted (`telemetryConsent`), and a
// batch is bounded so a page cannot fill the disk.
import {readFileSync, statSync} from 'node:fs'
import {join} from 'node:path'
import type {DatabaseSync} from 'node:sqlite'
import {TELEMETRY_BATCH_MAX_EVENTS, TELEMETRY_EVENT_NAME_MAX, type TelemetryConsent} from '../../core/telemetry/telemetry.ts'

/** `{"consent": "granted"}` in the data folder lets the lake keep usage events; anything else keeps none. */
export const TELEMETRY_FILE_NAME = 'telemetry.json'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS telemetry_events (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  project_id TEXT NOT NULL,
  user_id TEXT,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS telemetry_events_by_name ON telemetry_events (project_id, name);`

export interface TelemetryCount {
  name: string
  count: number
  lastAt: string
}

/**
 * The lake's consent: set by the administrator (it is their machine that keeps the events);
 * without the file, or with a broken one, nothing is collected (SH-TELEM-003).
 */
export function telemetryConsent(dataDir: string): TelemetryConsent {
  const path = join(dataDir, TELEMETRY_FILE_NAME)
  try {
    statSync(path)
  } catch {
    return 'denied'
  }
  try {
    const body = JSON.parse(readFileSync(path, 'utf8')) as unknown
    return typeof body === 'object' && body !== null && (body as {consent?: unknown}).consent === 'granted' ? 'granted' : 'denied'
  } catch {
    return 'denied'
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

export interface IntakeEvent {
  name: string
  createdAt: string
}

/**
 * The events of a batch worth keeping: named, with a time; anything else is skipped, not an error.
 * The name is our studio's `name`, or `event` as other studios of this API send it (`{type: 'log', event}`).
 */
export function intakeEventsOf(batch: unknown[], receivedAt: Date): IntakeEvent[] {
  return batch.slice(0, TELEMETRY_BATCH_MAX_EVENTS).flatMap((event): IntakeEvent[] => {
    if (!isRecord(event)) return []
    const name = typeof event.name === 'string' ? event.name : typeof event.event === 'string' ? event.event : ''
    if (!name || name.length > TELEMETRY_EVENT_NAME_MAX) return []
    const created = typeof event.createdAt === 'string' && Number.isFinite(Date.parse(event.createdAt)) ? event.createdAt : receivedAt.toISOString()
    return [{name, createdAt: created}]
  })
}

export class TelemetryIntake {
  readonly #db: DatabaseSync
  constructor(db: DatabaseSync) {
    this.#db = db
    db.exec(SCHEMA)
  }

  keep(projectId: string, userId: string | null, events: IntakeEvent[], receivedAt: Date): void {
    if (events.length === 0) return
    const insert = this.#db.prepare('INSERT INTO telemetry_events (project_id, user_id, name, created_at, received_at) VALUES (?, ?, ?, ?, ?)')
    this.#db.exec('BEGIN IMMEDIATE')
    try {
      for (const event of events) insert.run(projectId, userId, event.name, event.createdAt, receivedAt.toISOString())
      this.#db.exec('COMMIT')
    } catch (error) {
      this.#db.exec('ROLLBACK')
      throw error
    }
  }

  counts(projectId: string): TelemetryCount[] {
    const rows = this.#db
      .prepare('SELECT name, COUNT(*) AS count, MAX(created_at) AS last_at FROM telemetry_events WHERE project_id = ? GROUP BY name ORDER BY count DESC, name')
      .all(projectId) as {name: string; count: number; last_at: string}[]
    return rows.map((row) => ({name: String(row.name), count: Number(row.count), lastAt: String(row.last_at)}))
  }
}

const intakes = new WeakMap<DatabaseSync, TelemetryIntake>()

/** One intake per database, shared by the intake routes and the manage page. */
export function telemetryIntakeOf(db: DatabaseSync): TelemetryIntake {
  let intake = intakes.get(db)
  if (!intake) {
    intake = new TelemetryIntake(db)
    intakes.set(db, intake)
  }
  return intake
}
