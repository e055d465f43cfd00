// Where the asset routes find their storage, upload limit and public address.
import {join} from 'node:path'
import type {FastifyRequest} from 'fastify'
import type {LakeContext} from '../context.ts'
import type {LakeConfig} from '../config.ts'
import {FolderAssetStorage} from '../storage/assets/folder.ts'
import type {AssetStorage} from '../storage/assets/types.ts'

export const DEFAULT_ASSET_MAX_BYTES = 200 * 1024 * 1024

const storages = new WeakMap<LakeContext, AssetStorage>()

/** The default storage: the `assets` folder of the data directory. */
export function folderAssetStorage(dataDir: string): AssetStorage {
  return new FolderAssetStorage(join(dataDir, 'assets'))
}

/** The context's asset storage: the one it names, else `{dataDir}/assets` (one per context). */
export function assetStorageOf(ctx: LakeContext): AssetStorage {
  if (ctx.assets) return ctx.assets
  let storage = storages.get(ctx)
  if (!storage) {
    storage = folderAssetStorage(ctx.config.dataDir)
    storages.set(ctx, storage)
  }
  return storage
}

export function assetUploadLimitOf(ctx: LakeContext): number {
  return ctx.config.assetMaxBytes ?? DEFAULT_ASSET_MAX_BYTES
}

/** The origin asset URLs start with: the configured public URL, else the one the request came to. */
export function publicBaseUrl(ctx: LakeContext, request: FastifyRequest): string {
  if (ctx.config.publicUrl) return ctx.config.publicUrl.replace(/\/+$/, '')
  return `${request.protocol}://${request.host}`
}

/**
 * The origin the seed's asset documents name (no request to take it from): the public URL, else
 * the configured address; with a port picked at start (0) not known yet, so the URL is the path alone.
 */
export function seedAssetBaseUrl(config: LakeConfig): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '')
  if (!config.port) return ''
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host
  return `http://${host}:${config.port}`
}
