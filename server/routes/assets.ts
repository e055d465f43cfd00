// POST /assets/images/{dataset} and /assets/files/{dataset}: the file is the raw body (any content
// type, no JSON body limit); it is received to a scratch file while hashed, read (images), stored
// under its content address and described by an asset document created through the ordinary
// commit path, so it has history, listeners and grants like any document.
import type {FastifyInstance, FastifyRequest} from 'fastify'
import type {LakeContext} from '../context.ts'
import {requireProject} from '../context.ts'
import {badRequest, forbidden, LakeError, unauthorized} from '../http/lakeError.ts'
import type {QueryString} from '../http/params.ts'
import {randomString} from '../../core/random.ts'
import type {SanityDocument} from '../../core/lake/types.ts'
import {receiveInto, tooLarge, UploadAborted, type Received} from '../assets/receive.ts'
import {DEFAULT_META, readImage, type MetaField} from '../assets/imageMetadata.ts'
import {
  describedFields,
  fileAssetName,
  fileExtension,
  fileMimeType,
  imageAssetName,
  type AssetKind,
  type AssetName,
  type UploadDetails,
} from '../assets/assetDocument.ts'
import {assetStorageOf, assetUploadLimitOf, publicBaseUrl} from '../assets/assetContext.ts'
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
      // The file this request stored for a document not yet written: removed if the commit fails.
      let stored: {path: string; id: string} | null = null
      try {
        const {sha1, size} = await receive(ctx, request, incoming)
        if (size === 0) throw badRequest('The upload is empty: send the file as the request body')
        let fields: Record<string, unknown>
        let name: AssetName
        if (kind === 'image') {
          const image = await readImage(incoming.path, metaOf(request.url))
          name = imageAssetName(projectId, dataset.name, sha1, image.width, image.height, image.extension)
          fields = {extension: image.extension, mimeType: image.mimeType, metadata: image.metadata}
        } else {
          const extension = fileExtension(details.filename, contentType)
          name = fileAssetName(projectId, dataset.name, sha1, extension)
          fields = {extension, mimeType: fileMimeType(contentType, extension)}
        }
        const document = {
          _id: name.id,
          _type: kind === 'image' ? 'sanity.imageAsset' : 'sanity.fileAsset',
          assetId: sha1,
          sha1hash: sha1,
          size,
          path: name.path,
          url: `${publicBaseUrl(ctx, request)}/${name.path}`,
          uploadId: randomString(32),
          ...(details.filename ? {originalFilename: details.filename} : {}),
          ...describedFields(details),
          ...fields,
        } as unknown as SanityDocument
        if (!(await access.allows('create', document))) {
          throw forbidden(`Insufficient permissions; permission "create" required for document "${name.id}"`)
        }
        if (!(await storage.has(name.path))) stored = {path: name.path, id: name.id}
        await storage.adopt(incoming, name.path)
        const existing = dataset.get(name.id)
        if (existing) return {document: existing}
        // createIfNotExists: two uploads of the same bytes at once both answer the one document.
        await dataset.commit({mutations: [{createIfNotExists: document}], author: user.id, access})
        return {document: dataset.get(name.id)}
      } catch (error) {
        await incoming.discard()
        if (stored && !dataset.get(stored.id)) await storage.remove(stored.path)
        throw error
      }
    })
  }
}
