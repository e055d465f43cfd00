// What every route plugin is given: the datasets, the store and the settings.
import type {FastifyRequest} from 'fastify'
import type {Lake} from './dataset/lake.ts'
import type {SqliteStore} from './storage/sqlite.ts'
import type {LakeConfig} from './config.ts'
import type {Identity} from './auth/identity.ts'
import {badRequest, notFound} from './http/lakeError.ts'
import type {LoginThrottlePolicy} from './auth/loginThrottle.ts'
import type {AssetStorage} from './storage/assets/types.ts'

export interface LakeContext {
  lake: Lake
  store: SqliteStore
  config: LakeConfig
  /** The lake's clock for policies that wait (sign-in throttling); tests stop it. */
  now?: () => number
  /** Overrides of the sign-in throttle's numbers (tests use small ones). */
  loginThrottle?: Partial<LoginThrottlePolicy>
  /** Where asset files are kept; by default a folder of the data directory (assets/assetContext.ts). */
  assets?: AssetStorage
  /** Where the log's lines go instead of standard output (tests read them). */
  logStream?: {write(line: string): void}
}

declare module 'fastify' {
  interface FastifyRequest {
    projectId: string | null
    identity: Identity
    apiVersion: string
  }
}

/** The request's project, or the spec's error when it is missing or unknown. */
export function requireProject(ctx: LakeContext, request: FastifyRequest): string {
  const projectId = request.projectId
  if (!projectId) throw badRequest('Invalid project id: name it in the host (<projectId>.localhost) or the X-Sanity-Project-ID header')
  if (!ctx.store.getProject(projectId)) throw notFound(`Project "${projectId}" not found`)
  return projectId
}
