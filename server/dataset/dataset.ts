// One dataset at run time: its in-memory index over SQLite, queries planned over that index,
// transactions committed to SQLite then applied to the index and announced to listeners.
import {GroqSyntaxError, parse, type ExprNode} from 'groq-js'
import type {Mutation, SanityDocument} from '../../core/lake/types.ts'
import {isDraftId, publishedIdOf} from '../../core/documents/ids.ts'
import {Access} from '../access/access.ts'
import {grantsOfRoles} from '../../core/permissions/roles.ts'
import {badRequest, LakeError} from '../http/lakeError.ts'
import type {TransactionBus} from '../listen/bus.ts'
import {evaluatePlanned} from '../query/evaluate.ts'
import {assertQueryDepth, MAX_QUERY_DEPTH, queryDepthError} from '../query/queryDepth.ts'
import {draftsView, type DraftsView} from '../query/draftsView.ts'
import {planQuery, type PlanStats} from '../query/plan.ts'
import {plainMatch, visibleMatch} from '../query/visibleMatch.ts'
import {INLINE_PARSE_MAX_CHARS, OffThreadParser, PARSE_TIME_LIMIT_MS, ParseTimeout, ParserBusy} from '../query/offThreadParse.ts'
import type {ParseFailureKind, ParseReply} from '../query/parseMessages.ts'
import type {SqliteStore} from '../storage/sqlite.ts'
import {planTransaction, type TransactionInput} from './commit.ts'
import {DatasetIndex} from './datasetIndex.ts'
import {limitBreachOf, limitError} from './documentLimits.ts'
import {warmUpQueries} from './warmUpQueries.ts'

/** Sets of grants whose readable ids are kept (custom roles in use at once). */
const READABLE_CACHE_ENTRIES = 8

/** Rounds of the warm-up queries: enough for the optimising compiler to take the hot paths. */
const WARM_UP_ROUNDS = 30
/** The longest a start waits on the warm-up (a large dataset's searches cost more per round). */
const WARM_UP_BUDGET_MS = 3000

export type Perspective = 'raw' | 'published' | 'drafts'

export interface QueryOptions {
  access: Access
  perspective?: Perspective
  identity?: string
  /** The query already parsed (a transaction parses its queries before it is planned). */
  tree?: ExprNode
}

export interface QueryOutcome {
  result: unknown
  ms: number
  stats: PlanStats
}

/** The name of a `$parameter` the query uses but the request did not give (groq-js would read it as null). */
function missingParameter(node: unknown): string | null {
  if (Array.isArray(node)) {
    for (const child of node) {
      const name = missingParameter(child)
      if (name !== null) return name
    }
    return null
  }
  if (!node || typeof node !== 'object') return null
  const n = node as {type?: string; name?: string}
  if (n.type === 'Value') return null
  if (n.type === 'Parameter') return String(n.name)
  return missingParameter(Object.values(n))
}

export function parseGroq(query: string, params: Record<string, unknown>) {
  checkParams(params)
  let tree: ExprNode
  try {
    tree = parse(query, {params})
  } catch (err) {
    if (err instanceof GroqSyntaxError) throw parseFailure(query, {kind: 'syntax', message: err.message, position: (err as GroqSyntaxError & {position: number}).position})
    throw parseFailure(query, {kind: err instanceof RangeError ? 'range' : 'other', message: err instanceof Error ? err.message : String(err)})
  }
  return checkedTree(query, tree)
}

/** The parser shared by every dataset of this process: one worker, started when first needed. */
const sharedParser = new OffThreadParser()

/**
 * parseGroq for queries of any length: a long one is parsed on the worker thread, within its time
 * limit (server/query/offThreadParse.ts), so it cannot stop the lake's other requests.
 */
export async function parseGroqBounded(query: string, params: Record<string, unknown>, parser: OffThreadParser = sharedParser): Promise<ExprNode> {
  if (query.length <= INLINE_PARSE_MAX_CHARS) return parseGroq(query, params)
  checkParams(params)
  let reply: ParseReply
  try {
    reply = await parser.parse(query, params)
  } catch (err) {
    if (err instanceof ParseTimeout) {
      throw new LakeError(400, 'queryParseError', `${err.message}; pass long lists as parameters ($ids) instead of writing them into the query`, {
        query,
        start: 0,
        end: query.length,
        limit: 'parseTime',
        max: PARSE_TIME_LIMIT_MS,
      })
    }
    if (err instanceof ParserBusy) throw new LakeError(503, 'serviceUnavailable', `${err.message}; try again shortly`)
    throw err
  }
  if (!reply.ok) throw parseFailure(query, reply)
  return checkedTree(query, reply.tree)
}

function checkParams(params: Record<string, unknown>): void {
  const breach = limitBreachOf(params, 'params')
  if (breach) throw limitError(breach, 'The query parameters')
}

function parseFailure(query: string, failure: {kind: ParseFailureKind; message: string; position?: number}): LakeError {
  if (failure.kind === 'depth') return queryDepthError(query)
  if (failure.kind === 'syntax') {
    const position = failure.position ?? 0
    return new LakeError(400, 'queryParseError', failure.message, {query, start: position, end: position + 1})
  }
  // The parser's stack gives out well past K-LAKE-028's levels (about 1,500 nested brackets): such
  // a query is past that limit too, and says so as one caught after the parse does.
  if (failure.kind === 'range') {
    return new LakeError(400, 'queryParseError', 'The query is nested too deeply to parse', {query, start: 0, end: query.length, limit: 'queryDepth', max: MAX_QUERY_DEPTH})
  }
  return new LakeError(400, 'queryParseError', failure.message, {query, start: 0, end: query.length})
}

function checkedTree(query: string, tree: ExprNode): ExprNode {
  assertQueryDepth(query, tree)
  const missing = missingParameter(tree)
  if (missing !== null) {
    const start = Math.max(0, query.indexOf(`$${missing}`))
    throw new LakeError(400, 'queryParseError', `param $${missing} referenced, but not provided`, {
      query,
      start,
      end: start + missing.length + 1,
    })
  }
  return visibleMatch(tree)
}

export class Dataset {
  readonly projectId: string
  readonly name: string
  readonly index: DatasetIndex
  readonly #store: SqliteStore
  readonly #bus: TransactionBus
  /** Readable ids per set of read grants (see #readableIds), the most recently used last. */
  readonly #readable = new Map<string, {version: number; ids: ReadonlySet<string>}>()
  /** The drafts perspective's view for callers who may read everything, at one version of the documents. */
  #draftsView: {version: number; view: DraftsView} | null = null

  constructor(store: SqliteStore, bus: TransactionBus, projectId: string, name: string) {
    this.projectId = projectId
    this.name = name
    this.#store = store
    this.#bus = bus
    this.index = new DatasetIndex(store.loadDocuments(projectId, name), {
      keep: store.keptOrders(projectId, name),
      onKeep: (attribute) => store.keepOrder(projectId, name, attribute),
    })
    this.index.prepare()
  }

  get(id: string): SanityDocument | undefined {
    return this.index.get(id)
  }

  /** A sync filter for the planner: which documents this caller may see under this perspective. */
  async visibility(options: QueryOptions): Promise<(docs: SanityDocument[]) => SanityDocument[]> {
    const published = options.perspective === 'published'
    if (options.access.hasEverywhere('read')) {
      return published ? (docs) => docs.filter((d) => !isDraftId(d._id)) : (docs) => docs
    }
    const readable = await this.#readableIds(options)
    return (docs) => docs.filter((d) => readable.has(d._id) && !(published && isDraftId(d._id)))
  }

  /**
   * The ids a caller whose read grants are filters may read: worked out over the whole dataset
   * once per set of grants and version of the documents, not once per query.
   */
  async #readableIds(options: QueryOptions): Promise<ReadonlySet<string>> {
    const filters = options.access.grants.filter((grant) => grant.permissions.includes('read')).map((grant) => grant.filter)
    const key = JSON.stringify([filters, options.identity ?? null])
    const cached = this.#readable.get(key)
    if (cached && cached.version === this.index.version) return cached.ids
    const version = this.index.version
    const ids = new Set((await options.access.permitted('read', this.index.all())).map((d) => d._id))
    // Kept only if no write landed while the filters ran (they may await).
    if (version === this.index.version) {
      this.#readable.delete(key)
      this.#readable.set(key, {version, ids})
      if (this.#readable.size > READABLE_CACHE_ENTRIES) this.#readable.delete(this.#readable.keys().next().value!)
    }
    return ids
  }

  async query(query: string, params: Record<string, unknown>, options: QueryOptions): Promise<QueryOutcome> {
    const started = performance.now()
    const parsed = options.tree ?? (await parseGroqBounded(query, params))
    // No document holds an invisible character: `match` has nothing to clean (visibleMatch.ts).
    const tree = this.index.invisibleCount === 0 ? plainMatch(parsed, 'dataset') : parsed
    const visible = await this.visibility(options)
    if (options.perspective === 'drafts') return this.#queryDrafts(query, tree, params, options, visible, started)
    const dereference = ({_ref}: {_ref: string}) => {
      const doc = this.index.get(_ref)
      return doc && visible([doc]).length === 1 ? doc : null
    }
    // One timestamp for the whole query: the planner may evaluate filters (with `now()`) early.
    const evaluation = this.#evaluation(params, options, dereference)
    const {tree: planned, stats} = planQuery(tree, {index: this.index, readable: visible, evaluation})
    // `*` only materialises the whole (visible) dataset when a filter could not be narrowed.
    const everything = stats.scans > 0 || usesBareEverything(planned) ? visible(this.index.all()) : []
    try {
      const result = await evaluatePlanned(planned, {...evaluation, dataset: everything})
      return {result, ms: Math.round((performance.now() - started) * 100) / 100, stats}
    } catch (err) {
      throw new LakeError(400, 'queryExecutionError', err instanceof Error ? err.message : String(err), {query})
    }
  }

  /** What groq-js is given beside the documents, alike for every perspective. */
  #evaluation(params: Record<string, unknown>, options: QueryOptions, dereference: (ref: {_ref: string}) => SanityDocument | null) {
    return {
      params,
      identity: options.identity,
      dereference,
      sanity: {projectId: this.projectId, dataset: this.name},
      timestamp: new Date(),
    }
  }

  /**
   * The drafts perspective evaluates over its own view of the documents (ids rewritten, drafts
   * over published), which the indexes do not hold: the whole view is scanned. It is built once
   * per version of the documents for callers who may read everything.
   */
  async #queryDrafts(query: string, tree: ExprNode, params: Record<string, unknown>, options: QueryOptions, visible: (docs: SanityDocument[]) => SanityDocument[], started: number): Promise<QueryOutcome> {
    let view: DraftsView
    if (options.access.hasEverywhere('read') && this.#draftsView?.version === this.index.version) view = this.#draftsView.view
    else {
      view = draftsView(visible(this.index.all()))
      if (options.access.hasEverywhere('read')) this.#draftsView = {version: this.index.version, view}
    }
    const evaluation = {
      ...this.#evaluation(params, options, ({_ref}) => view.byId.get(publishedIdOf(_ref)) ?? null),
      dataset: view.documents,
    }
    try {
      const result = await evaluatePlanned(tree, evaluation)
      return {result, ms: Math.round((performance.now() - started) * 100) / 100, stats: {narrowed: 0, scans: 1}}
    } catch (err) {
      throw new LakeError(400, 'queryExecutionError', err instanceof Error ? err.message : String(err), {query})
    }
  }

  /**
   * Runs the shapes of query the studio sends most over this dataset's own documents, reading and
   * returning nothing anyone sees (warmUpQueries.ts), for at most WARM_UP_BUDGET_MS: the first
   * real request after a start then runs compiled code instead of paying for the compiler.
   */
  async warmUp(): Promise<void> {
    const options = {access: new Access(grantsOfRoles(['administrator']))}
    const queries = warmUpQueries(this.index)
    const deadline = performance.now() + WARM_UP_BUDGET_MS
    for (let round = 0; round < WARM_UP_ROUNDS && performance.now() < deadline; round++) {
      const perspective: Perspective = round % 2 === 0 ? 'raw' : 'published'
      for (const [query, params] of queries) await this.query(query, params, {...options, perspective})
    }
  }

  async commit(input: TransactionInput, options: {dryRun?: boolean} = {}) {
    // Parsed first: a long query's parse waits on the worker thread, which planning must not do.
    const trees = await parseMutationQueries(input.mutations)
    // Planning reads the index and storing writes it with no I/O wait in between (only promise
    // continuations), so concurrent requests cannot interleave here: revision checks and
    // read-modify-write patches rely on that. Awaiting real I/O inside planning would need a queue.
    const plan = await planTransaction(
      {
        projectId: this.projectId,
        dataset: this.name,
        get: (id) => this.index.get(id),
        idsReferencing: (id) => this.index.idsReferencing(id),
        transactionExists: (id) => this.#store.transactionSeq(this.projectId, this.name, id) !== null,
        select: async (query, params, access) => {
          const {result} = await this.query(query, params ?? {}, {access, tree: trees.get(queryKey(query, params ?? {}))})
          const docs = Array.isArray(result) ? result : result ? [result] : []
          return docs.filter((d): d is SanityDocument => typeof d?._id === 'string').map((d) => d._id)
        },
      },
      input,
    )
    if (options.dryRun) return {plan, stored: null}
    const stored = this.#store.commit(plan.record, plan.changes)
    for (const change of plan.changes) {
      if (change.after) this.index.put(change.after)
      else this.index.delete(change.id)
    }
    this.#bus.publish({tx: stored, changes: plan.changes, mutationsByDocument: plan.mutationsByDocument})
    return {plan, stored}
  }
}

/** The same longest query as the query endpoint's (K-LAKE-002). */
export const MAX_QUERY_LENGTH = 300_000

/** The parsed tree of each delete and patch query of a transaction, by query and params. */
async function parseMutationQueries(mutations: readonly Mutation[]): Promise<Map<string, ExprNode>> {
  const trees = new Map<string, ExprNode>()
  for (const mutation of mutations) {
    const selection = 'delete' in mutation ? mutation.delete : 'patch' in mutation ? mutation.patch : null
    if (!selection || !('query' in selection) || typeof selection.query !== 'string') continue
    const {query} = selection
    const params = (selection.params ?? {}) as Record<string, unknown>
    if (query.length > MAX_QUERY_LENGTH) throw badRequest(`"query" is longer than ${MAX_QUERY_LENGTH} characters`, {limit: 'maxQueryLength', max: MAX_QUERY_LENGTH})
    const key = queryKey(query, params)
    if (!trees.has(key)) trees.set(key, await parseGroqBounded(query, params))
  }
  return trees
}

function queryKey(query: string, params: Record<string, unknown>): string {
  return JSON.stringify([query, params])
}

function usesBareEverything(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(usesBareEverything)
  if (!node || typeof node !== 'object') return false
  const n = node as {type?: string}
  if (n.type === 'Value') return false
  if (n.type === 'Everything') return true
  return Object.values(n).some(usesBareEverything)
}
