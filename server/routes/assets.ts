// POST /assets/images/{dataset} and /assets/files/{dataset}: the file is the raw body (any content
// type, no JSON body limit); it is received to a scratch file while hashed, then read (images),
// stored under its content address and described by an asset document created through the
// ordinary commit path (assets/storeAsset.ts, which the demo seed uses too), so it has history,
// listeners and grants like any document.
import type {FastifyInstance, FastifyRequest} from 'fastify'
import type {LakeContext} from '../context.ts'
import {requireProject} from '../context.ts'
import {forbidden, LakeError, unauthorized} from '../http/lakeError.ts'
import type {QueryString} from '../http/params.ts'
import {receiveInto, tooLarge, UploadAborted, type Received} from '../assets/receive.ts'
import {DEFAULT_META, type MetaField} from '../assets/imageMetadata.ts'
import type {AssetKind, UploadDetails} from '../assets/assetDocument.ts'
import {assetStorageOf, assetUploadLimitOf, publicBaseUrl} from '../assets/assetContext.ts'
import {storeAsset} from '../assets/storeAsset.ts'
import type {IncomingBlob} from '../storage/assets/types.ts'

const META_FIELDS: MetaField[] = ['lqip', 'blurhash', 'palette', 'exif', 'location']

/** `meta` as the clients send it: repeated (`meta=lqip&meta=palette`), comma-separated, or `none`. */
export function metaOf(rawUrl: string): MetaField[] {
  const search = new URLSearchParams(rawUrl.split('?')[1] ?? '')
  if (!search.has('meta')) return DEFAULT_META
  const asked = search.getAll('meta').flatMap((value) => value.split(',')).map((value) => value.trim().toLowerCase()).filter(Boolean)
  return META_FIELDS.filter((field) => asked.includes(field))
}

function detailsOf(query: QueryString): UploadDetails {
  return {
    filename: query.filename || undefined,
    label: query.label,
    title: query.title,
    description: query.description,
    creditLine: query.creditLine,
    source: {id: query.sourceId, name: query.sourceName, url: query.sourceUrl},
  }
}

const contentTypeOf = (request: FastifyRequest) => request.headers['content-type']?.split(';')[0].trim().toLowerCase() || undefined

async function receive(ctx: LakeContext, request: FastifyRequest, incoming: IncomingBlob): Promise<Received> {
  try {
    return await receiveInto(request.raw, incoming, assetUploadLimitOf(ctx))
  } catch (error) {
    // Nobody is left to read the answer; the status only tells the log what happened.
    if (error instanceof UploadAborted) throw new LakeError(400, 'uploadAborted', error.message)
    throw error
  }
}

export async function assetRoutes(app: FastifyInstance, ctx: LakeContext): Promise<void> {
  // The body is read by the route itself, streamed to disk: no parser buffers it, whatever its type.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))
  const storage = assetStorageOf(ctx)

  for (const [kind, segment] of [['image', 'images'], ['file', 'files']] as [AssetKind, string][]) {
    app.post<{Params: {dataset: string}; Querystring: QueryString}>(`/assets/${segment}/:dataset`, async (request) => {
      const projectId = requireProject(ctx, request)
      const {user, access} = request.identity
      if (!user) throw unauthorized('Uploads require a signed-in user or an API token')
      const dataset = ctx.lake.dataset(projectId, request.params.dataset)
      // Refused before a byte is read when no grant could allow it.
      if (!access.hasAnywhere('create')) throw forbidden(`Insufficient permissions; permission "create" required to upload ${kind}s`)
      const limit = assetUploadLimitOf(ctx)
      const declared = Number(request.headers['content-length'])
      if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit)
      const details = detailsOf(request.query)
      const contentType = contentTypeOf(request)

      const incoming = await storage.incoming()
      let received: Received
      try {
        received = await receive(ctx, request, incoming)
      } catch (error) {
        await incoming.discard()
        throw error
      }
      const document = await storeAsset({
        storage,
        dataset,
        projectId,
        kind,
        incoming,
        received,
        details,
        contentType,
        meta: metaOf(request.url),
        baseUrl: publicBaseUrl(ctx, request),
        author: user.id,
        access,
      })
      return {document}
    })
  }
}
