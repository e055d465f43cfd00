// What becomes of a received file: an image is read (dimensions, metadata), the bytes are kept
// under their content address, and the asset document is created through the ordinary commit path
// (createIfNotExists, so the same bytes always answer the one document). The upload route and the
// demo seed both come through here; a failure leaves neither the scratch file nor a stored file
// that no document describes.
import type {Access} from '../access/access.ts'
import type {Dataset} from '../dataset/dataset.ts'
import {badRequest, forbidden} from '../http/lakeError.ts'
import {randomString} from '../../core/random.ts'
import type {SanityDocument} from '../../core/lake/types.ts'
import type {AssetStorage, IncomingBlob} from '../storage/assets/types.ts'
import {describedFields, fileAssetName, fileExtension, fileMimeType, imageAssetName, type AssetKind, type AssetName, type UploadDetails} from './assetDocument.ts'
import {readImage, type ImageFacts, type MetaField} from './imageMetadata.ts'
import type {Received} from './receive.ts'

export interface StoreAssetInput {
  storage: AssetStorage
  dataset: Dataset
  projectId: string
  kind: AssetKind
  /** The scratch file holding the bytes: kept or discarded here. */
  incoming: IncomingBlob
  received: Received
  details: UploadDetails
  /** The request's content type (files: their extension and MIME type when the name has none). */
  contentType?: string
  meta: MetaField[]
  /** What reading the image gave, when the caller read it already (the seed reads its pictures in parallel). */
  facts?: ImageFacts
  /** The origin the document's `url` starts with. */
  baseUrl: string
  /** Who the commit is by, with what grants. */
  author: string
  access: Access
}

export async function storeAsset(input: StoreAssetInput): Promise<SanityDocument | undefined> {
  const {storage, dataset, projectId, kind, incoming, details, access} = input
  const {sha1, size} = input.received
  // The file this call stored for a document not yet written: removed if the commit fails.
  let stored: {path: string; id: string} | null = null
  try {
    if (size === 0) throw badRequest('The upload is empty: send the file as the request body')
    let fields: Record<string, unknown>
    let name: AssetName
    if (kind === 'image') {
      const image = input.facts ?? (await readImage(incoming.path, input.meta))
      name = imageAssetName(projectId, dataset.name, sha1, image.width, image.height, image.extension)
      fields = {extension: image.extension, mimeType: image.mimeType, metadata: image.metadata}
    } else {
      const extension = fileExtension(details.filename, input.contentType)
      name = fileAssetName(projectId, dataset.name, sha1, extension)
      fields = {extension, mimeType: fileMimeType(input.contentType, extension)}
    }
    const document = {
      _id: name.id,
      _type: kind === 'image' ? 'sanity.imageAsset' : 'sanity.fileAsset',
      assetId: sha1,
      sha1hash: sha1,
      size,
      path: name.path,
      url: `${input.baseUrl}/${name.path}`,
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
    if (existing) return existing
    // createIfNotExists: two uploads of the same bytes at once both answer the one document.
    await dataset.commit({mutations: [{createIfNotExists: document}], author: input.author, access})
    return dataset.get(name.id)
  } catch (error) {
    await incoming.discard()
    if (stored && !dataset.get(stored.id)) await storage.remove(stored.path)
    throw error
  }
}
