// Tables of the embedded store. Documents hold the current state; document_versions every
// revision (history at a revision or a time); transactions the log with mendoza effects.
export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS projects (
  id TEXT PRIMARY KEY,
  display_name TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS datasets (
  project_id TEXT NOT NULL,
  name TEXT NOT NULL,
  acl_mode TEXT NOT NULL,
  PRIMARY KEY (project_id, name)
);
CREATE TABLE IF NOT EXISTS documents (
  project_id TEXT NOT NULL,
  dataset TEXT NOT NULL,
  id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (project_id, dataset, id)
);
CREATE INDEX IF NOT EXISTS documents_order ON documents (project_id, dataset, seq);
CREATE TABLE IF NOT EXISTS transactions (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  project_id TEXT NOT NULL,
  dataset TEXT NOT NULL,
  id TEXT NOT NULL,
  timestamp TEXT NOT NULL,
  author TEXT NOT NULL,
  mutations TEXT NOT NULL,
  document_ids TEXT NOT NULL,
  effects TEXT NOT NULL,
  UNIQUE (project_id, dataset, id)
);
CREATE TABLE IF NOT EXISTS document_versions (
  project_id TEXT NOT NULL,
  dataset TEXT NOT NULL,
  id TEXT NOT NULL,
  tx_seq INTEGER NOT NULL,
  rev TEXT NOT NULL,
  timestamp TEXT NOT NULL,
  body TEXT,
  PRIMARY KEY (project_id, dataset, id, tx_seq)
);
CREATE INDEX IF NOT EXISTS document_versions_rev ON document_versions (project_id, dataset, id, rev);
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  provider TEXT NOT NULL,
  password_hash TEXT,
  profile_image TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS members (
  project_id TEXT NOT NULL,
  user_id TEXT NOT NULL,
  role TEXT NOT NULL,
  PRIMARY KEY (project_id, user_id, role)
);
CREATE TABLE IF NOT EXISTS tokens (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  label TEXT NOT NULL,
  secret_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT
);
CREATE TABLE IF NOT EXISTS sessions (
  sid TEXT PRIMARY KEY,
  token_secret TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
-- Document pairs whose last transaction left neither draft nor published (undelete, issue 17):
-- one row per published id, replaced when the pair is deleted again, removed when it comes back.
-- \`revision\` is the transaction id of the last version that had content, \`revision_id\` which of
-- the pair held it (draft or published).
CREATE TABLE IF NOT EXISTS deleted_documents (
  project_id TEXT NOT NULL,
  dataset TEXT NOT NULL,
  id TEXT NOT NULL,
  type TEXT NOT NULL,
  deleted_at TEXT NOT NULL,
  deleted_seq INTEGER NOT NULL,
  transaction_id TEXT NOT NULL,
  author TEXT NOT NULL,
  revision TEXT NOT NULL,
  revision_id TEXT NOT NULL,
  PRIMARY KEY (project_id, dataset, id)
);
CREATE INDEX IF NOT EXISTS deleted_documents_newest ON deleted_documents (project_id, dataset, type, deleted_seq DESC);
CREATE INDEX IF NOT EXISTS deleted_documents_any_type ON deleted_documents (project_id, dataset, deleted_seq DESC);
-- One-time migrations of existing data folders (backfills), by name, so a restart skips them.
CREATE TABLE IF NOT EXISTS migrations (
  name TEXT PRIMARY KEY,
  done_at TEXT NOT NULL
);
-- Top-level attributes whose sorted order a dataset keeps (query planner): derived state, rebuilt
-- from the documents at start, listed here so a restart builds them before it listens.
CREATE TABLE IF NOT EXISTS kept_orders (
  project_id TEXT NOT NULL,
  dataset TEXT NOT NULL,
  attribute TEXT NOT NULL,
  PRIMARY KEY (project_id, dataset, attribute)
);
`
