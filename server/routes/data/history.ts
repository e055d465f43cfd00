// GET /data/history/{dataset}/transactions/{ids} (NDJSON) and /documents/{ids} (revisions).
//
// Choices where the public API leaves room:
// - `fromTransaction` is exclusive and `toTransaction` inclusive, as the studio expects when it
//   pages backwards with `reverse=true&toTransaction=<earliest seen>` and skips the repeated one.
// - `excludeContent=true` drops `mutations`, and drops `effects` (to `{}`) unless
//   `effectFormat=mendoza` asks for them: the studio's timeline sends both flags and reads the
//   effects, which are diffs rather than document bodies. Mendoza is the only effect format.
// - A transaction also names other documents it touched unless `includeIdentifiedDocumentsOnly`,
//   but only those whose history the caller may read.
// - `fromTime`/`toTime` and `authors` narrow the log further; the limit applies after them.
import {Readable} from 'node:stream'
import {setImmediate as nextTurn} from 'node:timers/promises'
import type {FastifyInstance} from 'fastify'
import type {LakeContext} from '../../context.ts'
import {requireProject} from '../../context.ts'
import type {SanityDocument} from '../../../core/lake/types.ts'
import {badRequest, forbidden} from '../../http/lakeError.ts'
import {flag, oneOf, positiveInt, type QueryString} from '../../http/params.ts'
import {documentAtRevision, documentAtTime, type HistoryScope} from '../../history/documentsAt.ts'
import {assertHistoryAnywhere, historyReadableIds, historyReadableRevisions} from '../../history/historyAccess.ts'
import {transactionLogEntry} from '../../history/transactionLog.ts'
import type {StoredTransaction} from '../../storage/types.ts'

const MAX_IDS = 1000
const MAX_LIMIT = 10_000
/** Transactions read from the store per round of the stream. */
const STREAM_PAGE = 100

function idsOf(raw: string): string[] {
  const ids = [...new Set(raw.split(',').map((id) => id.trim()).filter(Boolean))]
  if (ids.length === 0) throw badRequest('Name at least one document id')
  if (ids.length > MAX_IDS) throw badRequest(`At most ${MAX_IDS} ids per request`, {limit: 'maxIds', max: MAX_IDS})
  return ids
}

function timeOf(query: QueryString, name: string): Date | undefined {
  const value = query[name]
  if (value === undefined || value === '') return undefined
  const time = new Date(value)
  if (Number.isNaN(time.getTime())) throw badRequest(`"${name}" must be an ISO 8601 timestamp such as 2024-05-01T12:00:00Z, got "${value}"`)
  return time
}

export async function historyRoutes(app: FastifyInstance, ctx: LakeContext) {
  app.get<{Params: {dataset: string; ids: string}; Querystring: QueryString}>(
    '/data/history/:dataset/transactions/:ids',
    async (request, reply) => {
      const projectId = requireProject(ctx, request)
      const dataset = ctx.lake.dataset(projectId, request.params.dataset)
      assertHistoryAnywhere(request.identity)
      const ids = idsOf(request.params.ids)
      const q = request.query
      const excludeContent = flag(q, 'excludeContent')
      const excludeMutations = flag(q, 'excludeMutations')
      const identifiedOnly = flag(q, 'includeIdentifiedDocumentsOnly')
      const reverse = flag(q, 'reverse')
      const limit = positiveInt(q, 'limit', MAX_LIMIT)
      const mendoza = Boolean(q.effectFormat) && oneOf(q, 'effectFormat', ['mendoza'] as const, 'mendoza') === 'mendoza'
      const seqOf = (name: 'fromTransaction' | 'toTransaction') => {
        const id = q[name]
        if (!id) return undefined
        const seq = ctx.store.transactionSeq(projectId, dataset.name, id)
        if (seq === null) throw badRequest(`"${name}": no transaction "${id}" in dataset "${dataset.name}"`)
        return seq
      }
      const from = seqOf('fromTransaction')
      const toSeq = seqOf('toTransaction')
      const fromTime = timeOf(q, 'fromTime')?.toISOString()
      const toTime = timeOf(q, 'toTime')?.toISOString()
      const authors = q.authors ? new Set(q.authors.split(',').map((a) => a.trim()).filter(Boolean)) : null
      const postFiltered = fromTime !== undefined || toTime !== undefined || authors !== null

      const {access} = request.identity
      const allowed = await historyReadableIds(access, dataset, ids)
      if (allowed.size === 0) {
        throw forbidden(`Insufficient permissions; permission "history" is required for ${ids.map((id) => `"${id}"`).join(', ')}`)
      }

      // The log is read a page at a time and each page is sent before the next is read, so the
      // first lines leave while the rest is still in SQLite (a whole history is thousands of rows
      // of effects; spec/DECISIONS.md, the history benchmark).
      async function* lines(): AsyncGenerator<string> {
        try {
          let remaining = limit ?? Number.POSITIVE_INFINITY
          let fromSeq = from === undefined ? undefined : from + 1
          let toBound = toSeq
          if (!reverse && toBound === undefined) {
            // Reading forwards, pages after the first would otherwise take in transactions committed
            // while the answer streams: the log is answered as it stood when asked.
            const [newest] = ctx.store.transactions(projectId, dataset.name, {documentIds: [...allowed], reverse: true, limit: 1})
            if (!newest) return
            toBound = newest.seq
          }
          while (remaining > 0) {
            const wanted = postFiltered ? STREAM_PAGE : Math.min(STREAM_PAGE, remaining)
            const page = ctx.store.transactions(projectId, dataset.name, {documentIds: [...allowed], fromSeq, toSeq: toBound, reverse, limit: wanted})
            if (page.length === 0) return
            const last = page.at(-1)!.seq
            if (reverse) toBound = last - 1
            else fromSeq = last + 1
            const keep = (tx: StoredTransaction) =>
              (fromTime === undefined || tx.timestamp >= fromTime) &&
              (toTime === undefined || tx.timestamp <= toTime) &&
              (authors === null || authors.has(tx.author))
            const txs = (postFiltered ? page.filter(keep) : page).slice(0, remaining)
            remaining -= txs.length
            const shown = identifiedOnly ? allowed : await historyReadableIds(access, dataset, txs.flatMap((tx) => tx.documentIds))
            const view = {
              shows: (id: string) => shown.has(id),
              includeEffects: mendoza || !excludeContent,
              includeMutations: !excludeMutations && !excludeContent,
              showsUnattributed: access.hasEverywhere('history') && access.hasEverywhere('read'),
            }
            if (txs.length > 0) yield txs.map((tx) => `${JSON.stringify(transactionLogEntry(tx, view))}\n`).join('')
            if (page.length < wanted) return
            // The store reads synchronously and the grant check settles in microtasks: without a
            // turn of the event loop here the socket would not write a byte until the last page.
            await nextTurn()
          }
        } catch (err) {
          request.log.error({err}, 'transaction log failed mid-stream')
          yield `${JSON.stringify({error: {type: 'internalError', description: 'The lake failed to read the transaction log'}})}\n`
        }
      }

      return reply.type('application/x-ndjson').send(Readable.from(lines()))
    },
  )

  app.get<{Params: {dataset: string; ids: string}; Querystring: QueryString}>('/data/history/:dataset/documents/:ids', async (request) => {
    const projectId = requireProject(ctx, request)
    const dataset = ctx.lake.dataset(projectId, request.params.dataset)
    assertHistoryAnywhere(request.identity)
    const ids = idsOf(request.params.ids)
    const revision = request.query.revision || undefined
    if (revision !== undefined && request.query.time) throw badRequest('Give either "revision" or "time", not both')
    const time = timeOf(request.query, 'time')
    if (revision === undefined && time === undefined) {
      throw badRequest('Name the point in history: "revision" (a transaction id) or "time" (an ISO 8601 timestamp)')
    }
    const scope: HistoryScope = {store: ctx.store, projectId, dataset: dataset.name}
    const found = ids
      .map((id) => (revision !== undefined ? documentAtRevision(scope, id, revision) : documentAtTime(scope, id, time!)))
      .filter((doc): doc is SanityDocument => doc !== null)
    return {documents: await historyReadableRevisions(request.identity.access, found)}
  })
}
