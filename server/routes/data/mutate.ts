// POST /data/mutate/{dataset}: one atomic transaction per request.
import type {FastifyInstance} from 'fastify'
import type {LakeContext} from '../../context.ts'
import {requireProject} from '../../context.ts'
import {assertJsonBody, badRequest, unauthorized} from '../../http/lakeError.ts'
import {flag, oneOf, type QueryString} from '../../http/params.ts'
import {assertMutations} from '../../dataset/mutationShape.ts'
import {assertBodyWithinLimits} from '../../dataset/documentLimits.ts'

export async function mutateRoutes(app: FastifyInstance, ctx: LakeContext) {
  app.post<{Params: {dataset: string}; Querystring: QueryString; Body: unknown}>('/data/mutate/:dataset', async (request) => {
    const projectId = requireProject(ctx, request)
    const {user, access} = request.identity
    if (!user) throw unauthorized('Mutations require a signed-in user or an API token')
    assertJsonBody(request.headers['content-type'])
    const body = request.body as Record<string, unknown> | null
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Body must be a JSON object {mutations, transactionId?}')
    // {mutations: [{patch: {set: {<path>: <value>}}}]}: five levels above a value's own.
    assertBodyWithinLimits(body, 5)
    assertMutations(body.mutations)
    const transactionId = body.transactionId ?? request.query.transactionId
    if (transactionId !== undefined && typeof transactionId !== 'string') throw badRequest('"transactionId" must be a string')
    oneOf(request.query, 'visibility', ['sync', 'async', 'deferred'] as const, 'sync')
    const returnDocuments = flag(request.query, 'returnDocuments')
    const returnIds = flag(request.query, 'returnIds')
    const {plan} = await ctx.lake.dataset(projectId, request.params.dataset).commit(
      {
        mutations: body.mutations,
        transactionId,
        author: user.id,
        access,
        autoGenerateArrayKeys: flag(request.query, 'autoGenerateArrayKeys'),
      },
      {dryRun: flag(request.query, 'dryRun')},
    )
    const after = new Map(plan.changes.map((c) => [c.id, c.after]))
    const results = plan.results.map((r) =>
      returnDocuments && r.operation !== 'delete' && after.get(r.id) ? {...r, document: after.get(r.id)!} : r,
    )
    const response: Record<string, unknown> = {transactionId: plan.record.id, results}
    if (returnIds) response.documentIds = [...new Set(plan.results.map((r) => r.id))]
    return response
  })
}
