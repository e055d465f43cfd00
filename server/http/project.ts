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

export function isValidProjectId(id: string): boolean {
  return PROJECT_ID.test(id)
}
