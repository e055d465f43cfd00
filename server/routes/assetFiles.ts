// Asset files, outside the versioned API as on the hosted CDN:
//   GET /images/{projectId}/{dataset}/{sha1}-{w}x{h}.{ext}[?w=&h=&fit=&fm=&auto=format&…]
//   GET /files/{projectId}/{dataset}/{sha1}.{ext}[?dl=<name>]
// A file is served while its asset document exists and the caller may read it (anyone, when the
// dataset is public). Content never changes under a URL, so answers are cacheable for a year
// (privately for a private dataset); transformed images are made once and kept in storage.
import sharp from 'sharp'
import type {FastifyInstance, FastifyReply, FastifyRequest} from 'fastify'
import type {LakeContext} from '../context.ts'
import type {SanityDocument} from '../../core/lake/types.ts'
import {identityOf} from '../auth/identity.ts'
import {notFound, unauthorized} from '../http/lakeError.ts'
import type {QueryString} from '../http/params.ts'
import {assetIdOfFileName, type AssetKind} from '../assets/assetDocument.ts'
import {assetStorageOf} from '../assets/assetContext.ts'
import {variantOf} from '../assets/transform.ts'

const YEAR = 31536000

export const ASSET_FILE_PREFIXES = ['/images/', '/files/']

export function isAssetFilePath(pathname: string): boolean {
  return ASSET_FILE_PREFIXES.some((prefix) => pathname.startsWith(prefix))
}

interface Params {
  projectId: string
  dataset: string
  file: string
}

/** The asset document behind a URL, when the caller may read it; else the refusal. */
async function readableAsset(ctx: LakeContext, request: FastifyRequest<{Params: Params}>, kind: AssetKind) {
  const {projectId, dataset: name, file} = request.params
  const addressed = assetIdOfFileName(kind, file)
  const datasetRecord = ctx.store.getProject(projectId) ? ctx.store.listDatasets(projectId).find((d) => d.name === name) : undefined
  if (!addressed || !datasetRecord) throw notFound('Asset not found')
  const isPublic = datasetRecord.aclMode === 'public'
  const identity = identityOf(ctx.store, request, projectId)
  if (identity.refusal) throw unauthorized(identity.refusal)
  if (!isPublic && !identity.user) throw unauthorized('This dataset is private: sign in or send a token to read its assets')
  const doc = ctx.lake.dataset(projectId, name).get(addressed.id)
  // An asset the caller may not read is answered as one that does not exist.
  if (!doc || (!isPublic && !(await identity.access.allows('read', doc)))) throw notFound('Asset not found')
  return {doc, sha1: addressed.sha1, isPublic}
}

/**
 * Uploaded files are served from the studio's own origin: an SVG or HTML file opened directly must
 * not run its scripts there (no script source, a sandbox), nor be read as another type.
 */
export const ASSET_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox"

function cacheHeaders(reply: FastifyReply, etag: string, isPublic: boolean): void {
  reply.header('Cache-Control', `${isPublic ? 'public' : 'private'}, max-age=${YEAR}, immutable`)
  reply.header('ETag', etag)
  reply.header('X-Content-Type-Options', 'nosniff')
  reply.header('Content-Security-Policy', ASSET_CSP)
}

const notModified = (request: FastifyRequest, etag: string) =>
  (request.headers['if-none-match'] ?? '').split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)

/** `attachment; filename=…` for `?dl=` (its value, else the original file name). */
function disposition(query: QueryString, doc: SanityDocument, fallback: string): string | null {
  if (query.dl === undefined) return null
  const name = query.dl || (typeof doc.originalFilename === 'string' && doc.originalFilename) || fallback
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

export async function assetFileRoutes(app: FastifyInstance, ctx: LakeContext): Promise<void> {
  const storage = assetStorageOf(ctx)

  app.get<{Params: Params; Querystring: QueryString}>('/files/:projectId/:dataset/:file', async (request, reply) => {
    const {doc, sha1, isPublic} = await readableAsset(ctx, request, 'file')
    const etag = `"${sha1}"`
    cacheHeaders(reply, etag, isPublic)
    if (notModified(request, etag)) return reply.code(304).send()
    const blob = await storage.read(String(doc.path))
    if (!blob) throw notFound('Asset not found')
    const attachment = disposition(request.query, doc, request.params.file)
    if (attachment) reply.header('Content-Disposition', attachment)
    return reply.type(String(doc.mimeType ?? 'application/octet-stream')).header('Content-Length', blob.size).send(blob.stream)
  })

  app.get<{Params: Params; Querystring: QueryString}>('/images/:projectId/:dataset/:file', async (request, reply) => {
    const {doc, sha1, isPublic} = await readableAsset(ctx, request, 'image')
    const dimensions = (doc.metadata as {dimensions?: {width: number; height: number}} | undefined)?.dimensions
    const source = {extension: String(doc.extension), width: dimensions?.width ?? 0, height: dimensions?.height ?? 0}
    const variant = variantOf(request.query, source, request.headers.accept)
    const etag = variant ? `"${sha1}-${variant.key}"` : `"${sha1}"`
    cacheHeaders(reply, etag, isPublic)
    if (variant?.variesByAccept) reply.header('Vary', 'Accept')
    const attachment = disposition(request.query, doc, request.params.file)
    if (attachment) reply.header('Content-Disposition', attachment)
    if (notModified(request, etag)) return reply.code(304).send()

    if (!variant) {
      const blob = await storage.read(String(doc.path))
      if (!blob) throw notFound('Asset not found')
      return reply.type(String(doc.mimeType)).header('Content-Length', blob.size).send(blob.stream)
    }
    const key = `variants/${request.params.projectId}/${request.params.dataset}/${sha1}/${variant.key}.${variant.extension}`
    const cached = await storage.read(key)
    if (cached) return reply.type(variant.mimeType).header('Content-Length', cached.size).send(cached.stream)
    const original = await storage.read(String(doc.path))
    if (!original) throw notFound('Asset not found')
    // First frame only: an animated GIF is served as a still when transformed.
    const pipeline = variant.render(sharp({animated: false}))
    original.stream.once('error', (error) => pipeline.destroy(error))
    original.stream.pipe(pipeline)
    const bytes = await pipeline.toBuffer()
    await storage.write(key, bytes)
    return reply.type(variant.mimeType).header('Content-Length', bytes.length).send(bytes)
  })
}
