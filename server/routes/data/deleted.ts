// GET /data/history/{dataset}/deleted?type=&limit= — our own endpoint (docs/api.md), not part of
// the hosted API: the document pairs deleted entirely, newest first, for the studio's "Recently
// deleted" list. Restoring goes through the ordinary documents-at-revision and mutate calls.
import type {FastifyInstance} from 'fastify'
import type {LakeContext} from '../../context.ts'
import {requireProject} from '../../context.ts'
import {positiveInt, type QueryString} from '../../http/params.ts'
import {assertHistoryAnywhere} from '../../history/historyAccess.ts'
import {recentlyDeleted} from '../../history/recentlyDeleted.ts'

const DEFAULT_LIMIT = 50
const MAX_LIMIT = 500

export async function deletedRoutes(app: FastifyInstance, ctx: LakeContext) {
  app.get<{Params: {dataset: string}; Querystring: QueryString}>('/data/history/:dataset/deleted', async (request) => {
    const projectId = requireProject(ctx, request)
    const dataset = ctx.lake.dataset(projectId, request.params.dataset)
    assertHistoryAnywhere(request.identity)
    const type = request.query.type || undefined
    const limit = positiveInt(request.query, 'limit', MAX_LIMIT) ?? DEFAULT_LIMIT
    const documents = await recentlyDeleted(ctx.store, dataset, request.identity.access, {projectId, type, limit})
    return {documents}
  })
}
