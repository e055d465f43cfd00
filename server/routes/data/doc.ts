// GET /data/doc/{dataset}/{id1,id2,...}: documents by id straight from the index, no scan.
import type {FastifyInstance} from 'fastify'
import type {LakeContext} from '../../context.ts'
import {requireProject} from '../../context.ts'
import {badRequest} from '../../http/lakeError.ts'
import {flag, type QueryString} from '../../http/params.ts'
import type {SanityDocument} from '../../../core/lake/types.ts'

const MAX_IDS = 1000

export async function docRoutes(app: FastifyInstance, ctx: LakeContext) {
  app.get<{Params: {dataset: string; ids: string}; Querystring: QueryString}>('/data/doc/:dataset/:ids', async (request) => {
    const projectId = requireProject(ctx, request)
    const dataset = ctx.lake.dataset(projectId, request.params.dataset)
    const ids = [...new Set(request.params.ids.split(',').map((id) => id.trim()).filter(Boolean))]
    if (ids.length === 0) throw badRequest('Name at least one document id')
    if (ids.length > MAX_IDS) throw badRequest(`At most ${MAX_IDS} ids per request`, {limit: 'maxIds', max: MAX_IDS})
    const found = ids.map((id) => dataset.get(id)).filter((d): d is SanityDocument => d !== undefined)
    const readable = new Set(await request.identity.access.permitted('read', found))
    const documents = found.filter((d) => readable.has(d))
    const omitted = ids
      .filter((id) => !documents.some((d) => d._id === id))
      .map((id) => ({id, reason: dataset.get(id) ? ('permission' as const) : ('existence' as const)}))
    return {documents: flag(request.query, 'excludeContent') ? [] : documents, omitted}
  })
}
