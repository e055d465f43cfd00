// ED-UP-023: what an upload asks the lake to keep, from the field's options: the original file name
// unless `storeOriginalFilename: false`, and the image metadata named by `metadata` (absent: the
// lake's default set).
import type {AssetUploadOptions, UploadFile} from '../ports.ts'

export function uploadOptionsFor(definition: Readonly<Record<string, unknown>>, file: UploadFile): AssetUploadOptions {
  const options = (definition.options ?? {}) as {storeOriginalFilename?: unknown; metadata?: unknown}
  const upload: AssetUploadOptions = {}
  if (options.storeOriginalFilename !== false && file.name) upload.filename = file.name
  if (Array.isArray(options.metadata)) upload.extract = options.metadata.filter((name): name is string => typeof name === 'string')
  return upload
}
