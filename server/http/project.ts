// The project a request is for: `X-Sanity-Project-ID`, or the first label of `<projectId>.localhost`.
import type {FastifyRequest} from 'fastify'

const PROJECT_ID = /^[a-z0-9][a-z0-9-]{0,63}$/

export function projectIdOf(request: FastifyRequest): string | null {
  const header = request.headers['x-sanity-project-id']
  if (typeof header === 'string' && header) return header.toLowerCase()
  const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase()
  const labels = host.split('.')
  if (labels.length >= 2 && labels[labels.length - 1] === 'localhost' && labels[0] !== 'api') return labels[0]
  return null
}

/**
 * The project of a request that names none: the configured default, else the lake's only project.
 * The official clients' `listen()` (6.x to the current major) sends neither the header nor a
 * project host when told not to use project host names, and Node does not resolve `*.localhost`,
 * so without this no script could listen.
 */
export function defaultProjectOf(configured: string | null | undefined, projectIds: () => string[]): string | null {
  if (configured) return configured
  const ids = projectIds()
  return ids.length === 1 ? ids[0] : null
}

export function isValidProjectId(id: string): boolean {
  return PROJECT_ID.test(id)
}
