// The address callers reach this lake at: the configured public URL, else what the request used.
import type {FastifyRequest} from 'fastify'
import type {LakeConfig} from '../config.ts'

export function publicBaseUrl(request: FastifyRequest, config: LakeConfig): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '')
  return `${request.protocol}://${request.host}`
}
