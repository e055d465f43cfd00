// The interfaces machines need from the outside world. adapters/ implements them; tests use in-memory ones.
import type {HelpContent} from './help/help.ts'
import type {Observable} from 'rxjs'
import type {
  AuthProvider,
  CurrentUser,
  DeletedDocument,
  DocResponse,
  Grant,
  ListenEvent,
  ListenOptions,
  MutateOptions,
  MutateResult,
  Mutation,
  PublicUser,
  SanityDocument,
  TransactionLogEntry,
  TransactionLogOptions,
} from './lake/types.ts'

/** The part of AbortSignal the ports rely on (core/ compiles without the DOM lib). */
export interface CancelSignal {
  readonly aborted: boolean
  addEventListener(type: 'abort', listener: () => void): void
}

export interface RequestOptions {
  /** Appended to the `studio.` prefix as `?tag=`. */
  tag?: string
  signal?: CancelSignal
}

/** Documents, queries, mutations, listeners and history of one dataset. */
export interface ContentLake {
  readonly projectId: string
  readonly dataset: string
  query<R = unknown>(query: string, params?: Record<string, unknown>, options?: RequestOptions): Promise<R>
  getDocuments(ids: string[], options?: RequestOptions & {excludeContent?: boolean}): Promise<DocResponse>
  getDocument(id: string, options?: RequestOptions): Promise<SanityDocument | null>
  mutate(mutations: Mutation[], options?: MutateOptions & RequestOptions): Promise<MutateResult>
  listen(query: string, params?: Record<string, unknown>, options?: ListenOptions): Observable<ListenEvent>
  transactions(ids: string[], options?: TransactionLogOptions & RequestOptions): Observable<TransactionLogEntry>
  documentsAt(ids: string[], at: {revision: string} | {time: string}, options?: RequestOptions): Promise<SanityDocument[]>
  /**
   * Documents of a type deleted entirely (neither draft nor published left), newest first, as far
   * as the caller may read them; absent where the lake keeps no such index.
   */
  deletedDocuments?(type: string, options?: RequestOptions & {limit?: number}): Promise<DeletedDocument[]>
  /** The dataset's search index settings (`partialIndexSettings.maxFieldDepth`); absent where the lake has none. */
  indexSettings?(options?: RequestOptions): Promise<IndexSettings>
}

export interface IndexSettings {
  partialIndexSettings?: {maxFieldDepth?: number} | null
}

export interface AuthSession {
  token: string | null
}

/** Sign-in and the current user. */
export interface Auth {
  providers(): Promise<AuthProvider[]>
  /** Exchanges the session id from the login callback's `#sid=` for a token. */
  exchangeSessionId(sid: string): Promise<string>
  currentUser(): Promise<CurrentUser | null>
  logout(): Promise<void>
  /** Credential-less ping, for the cross-origin check. */
  ping(): Promise<boolean>
  /**
   * Signs in with the lake's e-mail and password provider and answers a token: for clients that
   * have no browser to run the provider's page in (scripts, a terminal).
   */
  signInWithPassword(email: string, password: string): Promise<string>
}

export interface ProjectInfo {
  id: string
  displayName: string
  studioHost?: string | null
  metadata?: Record<string, unknown>
  members?: {id: string; role: string}[]
}

export interface DatasetInfo {
  name: string
  aclMode: 'public' | 'private' | 'custom'
}

export interface Project {
  project(): Promise<ProjectInfo>
  datasets(): Promise<DatasetInfo[]>
  grants(dataset: string): Promise<Grant[]>
  users(ids: string[]): Promise<PublicUser[]>
  features(): Promise<string[]>
  /** The help menu's sections and the latest studio version (`GET /v1/help`). */
  help(studioVersion: string, locale: string): Promise<HelpContent>
}

/** Small persistent settings: tokens, recent searches, colour scheme, locale. */
export interface KeyValueStore {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
  keys(): string[]
}

/**
 * Asks whatever waits to reconnect or retry (listeners, commits) to go now instead of waiting
 * out its backoff: the editor pressed Retry now, or the lake answered again.
 */
export interface RetrySignal {
  subscribe(listener: () => void): () => void
}

/** The side that sends the signal; `createRetryTrigger` in core/connection makes one. */
export interface RetryTrigger extends RetrySignal {
  trigger(): void
}

/** The file an upload sends: a browser `File`/`Blob`, typed here by what core/ reads of it. */
export interface UploadFile {
  readonly name: string
  readonly type: string
  readonly size: number
}

/** LAKE-CALL-019: what an upload may ask the lake to keep or extract. */
export interface AssetUploadOptions {
  /** Stored as `originalFilename` (from the field's `storeOriginalFilename`). */
  filename?: string
  /** Image metadata to extract (`lqip`, `palette`, `exif`, …); absent: the lake's default. */
  extract?: readonly string[]
  label?: string
  title?: string
  description?: string
  creditLine?: string
  source?: {name: string; id?: string; url?: string}
}

/** What an upload reports: the transfer's percentage, then the asset document's id. */
export type AssetUploadEvent = {type: 'upload.progress'; percent: number} | {type: 'upload.completed'; assetId: string}

/** Uploads into one dataset; unsubscribing aborts the transfer. */
export interface AssetUploader {
  upload(kind: 'image' | 'file', file: UploadFile, options?: AssetUploadOptions): Observable<AssetUploadEvent>
}
