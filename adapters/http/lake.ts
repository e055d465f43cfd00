// ContentLake over the lake's HTTP API: queries, documents by id, mutations, the listener and history.
import type {Observable} from 'rxjs'
import type {
  DeletedDocument,
  DocResponse,
  ListenEvent,
  ListenOptions,
  MutateOptions,
  MutateResult,
  Mutation,
  QueryResponse,
  SanityDocument,
  TransactionLogEntry,
  TransactionLogOptions,
} from '../../core/lake/types.ts'
import type {ContentLake, IndexSettings, RequestOptions} from '../../core/ports.ts'
import {batchIds, MAX_CONCURRENT_REQUESTS, mapConcurrent, unique} from './batching.ts'
import type {LakeClientConfig} from './config.ts'
import {listenToLake, type ListenTiming} from './listen.ts'
import {createRequester} from './request.ts'
import {appendGroqParams, searchParamsOf} from './searchParams.ts'
import {SNAPSHOT_WITHOUT_REV, transactionLog} from './transactions.ts'

/** Longer query strings than this go as a POST body (proxies cut long URLs). */
export const MAX_GET_QUERY_LENGTH = 11264

export interface HttpContentLakeOptions {
  /** Reconnect delays of the listener; the defaults follow the shell seed. */
  listen?: ListenTiming
}

export function createHttpContentLake(config: LakeClientConfig, options: HttpContentLakeOptions = {}): ContentLake {
  const requester = createRequester(config)
  const {dataset} = config
  const ds = encodeURIComponent(dataset)

  async function query<R = unknown>(groq: string, params: Record<string, unknown> = {}, opts: RequestOptions = {}): Promise<R> {
    const path = `/data/query/${ds}`
    const search = appendGroqParams(searchParamsOf({query: groq}), params)
    const response =
      search.toString().length <= MAX_GET_QUERY_LENGTH
        ? await requester.json<QueryResponse<R>>({path, search, tag: opts.tag, signal: opts.signal})
        : await requester.json<QueryResponse<R>>({
            method: 'POST',
            path,
            body: {query: groq, params: definedOnly(params)},
            tag: opts.tag,
            signal: opts.signal,
          })
    return response.result
  }

  async function getDocuments(ids: string[], opts: RequestOptions & {excludeContent?: boolean} = {}): Promise<DocResponse> {
    const wanted = unique(ids)
    if (wanted.length === 0) return {documents: [], omitted: []}
    const search = searchParamsOf({excludeContent: opts.excludeContent || undefined})
    const prefix = `/data/doc/${ds}/`
    const overhead = requester.url({path: prefix, search, tag: opts.tag}).length - requester.host.length
    const batches = batchIds(wanted.map(encodeURIComponent), {overhead})
    const answers = await mapConcurrent(batches, MAX_CONCURRENT_REQUESTS, (batch) =>
      requester.json<DocResponse>({path: prefix + batch.join(','), search, tag: opts.tag, signal: opts.signal}),
    )
    return {
      documents: answers.flatMap((a) => a.documents ?? []),
      omitted: answers.flatMap((a) => a.omitted ?? []),
    }
  }

  async function getDocument(id: string, opts: RequestOptions = {}): Promise<SanityDocument | null> {
    const {documents} = await getDocuments([id], opts)
    return documents.find((d) => d._id === id) ?? null
  }

  async function mutate(mutations: Mutation[], opts: MutateOptions & RequestOptions = {}): Promise<MutateResult> {
    const search = searchParamsOf({
      returnIds: opts.returnIds,
      returnDocuments: opts.returnDocuments,
      visibility: opts.visibility,
      dryRun: opts.dryRun,
      autoGenerateArrayKeys: opts.autoGenerateArrayKeys,
    })
    const body = opts.transactionId === undefined ? {mutations} : {mutations, transactionId: opts.transactionId}
    const result = await requester.json<MutateResult>({
      method: 'POST',
      path: `/data/mutate/${ds}`,
      search,
      body,
      tag: opts.tag,
      signal: opts.signal,
      // Edits sent as the page goes (unsavedEdits.ts in the studio) still reach the lake.
      keepalive: true,
    })
    if (opts.returnDocuments && !result.documents) {
      result.documents = result.results.flatMap((r) => (r.document ? [r.document] : []))
    }
    return result
  }

  function listen(groq: string, params?: Record<string, unknown>, opts?: ListenOptions): Observable<ListenEvent> {
    return listenToLake(requester, dataset, groq, params, opts, options.listen)
  }

  function transactions(ids: string[], opts?: TransactionLogOptions & RequestOptions): Observable<TransactionLogEntry> {
    return transactionLog(requester, dataset, ids, opts)
  }

  async function indexSettings(opts: RequestOptions = {}): Promise<IndexSettings> {
    return requester.json<IndexSettings>({
      path: `/projects/${encodeURIComponent(config.projectId)}/datasets/${ds}/index-settings`,
      tag: opts.tag ?? 'search.getPartialIndexSettings',
      signal: opts.signal,
    })
  }

  async function documentsAt(
    ids: string[],
    at: {revision: string} | {time: string},
    opts: RequestOptions = {},
  ): Promise<SanityDocument[]> {
    const {revision, time} = at as {revision?: unknown; time?: unknown}
    // The lake refuses both at once; say so here instead of spending a request on it.
    if (revision !== undefined && time !== undefined) throw new TypeError('documentsAt takes a revision or a time, not both')
    if (typeof revision !== 'string' && typeof time !== 'string') throw new TypeError('documentsAt needs a revision or a time')
    const {documents} = await requester.json<{documents: SanityDocument[]}>({
      path: `/data/history/${ds}/documents/${ids.map(encodeURIComponent).join(',')}`,
      search: searchParamsOf({revision: revision as string | undefined, time: time as string | undefined}),
      tag: opts.tag,
      signal: opts.signal,
    })
    // A version without its revision cannot be told from the current one: refuse it (seeds §8).
    for (const doc of documents ?? []) if (!doc._rev) throw new Error(SNAPSHOT_WITHOUT_REV)
    return documents ?? []
  }

  async function deletedDocuments(type: string, opts: RequestOptions & {limit?: number} = {}): Promise<DeletedDocument[]> {
    const {documents} = await requester.json<{documents: DeletedDocument[]}>({
      path: `/data/history/${ds}/deleted`,
      search: searchParamsOf({type, limit: opts.limit}),
      tag: opts.tag,
      signal: opts.signal,
    })
    return documents ?? []
  }

  return {
    projectId: config.projectId,
    dataset,
    query,
    getDocuments,
    getDocument,
    mutate,
    listen,
    transactions,
    documentsAt,
    deletedDocuments,
    indexSettings,
  }
}

function definedOnly(params: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined))
}
