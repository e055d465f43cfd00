// GET|POST /data/query/{dataset}: GROQ over the dataset, only what the caller may read.
import type {FastifyInstance} from 'fastify'
import type {LakeContext} from '../../context.ts'
import {requireProject} from '../../context.ts'
import {assertJsonBody, badRequest} from '../../http/lakeError.ts'
import {groqParams, oneOf, type QueryString} from '../../http/params.ts'
import {MAX_QUERY_LENGTH, type Perspective} from '../../dataset/dataset.ts'

// From this API version on, a query without a perspective sees published documents only.
const PUBLISHED_BY_DEFAULT_FROM = '2025-02-19'

function perspectiveOf(query: QueryString, apiVersion: string): Perspective {
  const fallback: Perspective = apiVersion !== '1' && apiVersion >= PUBLISHED_BY_DEFAULT_FROM ? 'published' : 'raw'
  const requested = oneOf(query, 'perspective', ['raw', 'published', 'drafts', 'previewDrafts'] as const, fallback)
  // `previewDrafts` is the older name of `drafts`, which clients still send.
  return requested === 'previewDrafts' ? 'drafts' : requested
}

export async function queryRoutes(app: FastifyInstance, ctx: LakeContext) {
  const run = async (
    projectId: string,
    dataset: string,
    query: unknown,
    params: Record<string, unknown>,
    qs: QueryString,
    request: {identity: {access: import('../../access/access.ts').Access; user: {id: string} | null}; apiVersion: string},
  ) => {
    if (typeof query !== 'string' || !query.trim()) throw badRequest('"query" is required: a GROQ query string')
    if (query.length > MAX_QUERY_LENGTH) throw badRequest(`"query" is longer than ${MAX_QUERY_LENGTH} characters`, {limit: 'maxQueryLength', max: MAX_QUERY_LENGTH})
    const outcome = await ctx.lake.dataset(projectId, dataset).query(query, params, {
      access: request.identity.access,
      perspective: perspectiveOf(qs, request.apiVersion.slice(1)),
      identity: request.identity.user?.id,
    })
    const body: Record<string, unknown> = {query, ms: outcome.ms, result: outcome.result}
    if (qs.returnQuery === 'false') delete body.query
    return body
  }

  app.get<{Params: {dataset: string}; Querystring: QueryString}>('/data/query/:dataset', async (request) => {
    const projectId = requireProject(ctx, request)
    return run(projectId, request.params.dataset, request.query.query, groqParams(request.query), request.query, request)
  })

  app.post<{Params: {dataset: string}; Querystring: QueryString; Body: {query?: unknown; params?: unknown}}>(
    '/data/query/:dataset',
    async (request) => {
      const projectId = requireProject(ctx, request)
      assertJsonBody(request.headers['content-type'])
      const body = request.body
      if (!body || typeof body !== 'object') throw badRequest('Body must be a JSON object {query, params}')
      const params = body.params ?? {}
      if (typeof params !== 'object' || params === null || Array.isArray(params)) throw badRequest('"params" must be an object')
      return run(projectId, request.params.dataset, body.query, params as Record<string, unknown>, request.query, request)
    },
  )
}
