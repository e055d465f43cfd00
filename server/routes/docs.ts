// The project's user documentation (the repository's docs/ folder), served as Markdown at
// `/docs/<name>.md` so the help menu's links work on a machine with no internet.
import {readdirSync, readFileSync} from 'node:fs'
import {resolve} from 'node:path'
import type {FastifyInstance} from 'fastify'

export const DOCS_DIR = resolve(import.meta.dirname, '../../docs')
const DOCS_PREFIX = '/docs/'
const DOC_NAME = /^[a-z0-9][a-z0-9-]*\.md$/

export function isDocsPath(pathname: string): boolean {
  return pathname.startsWith(DOCS_PREFIX)
}

export async function docsRoutes(app: FastifyInstance, docsDir: string = DOCS_DIR): Promise<void> {
  app.get<{Params: {name: string}}>('/docs/:name', async (request, reply) => {
    const {name} = request.params
    // Only the folder's own Markdown files: the name is matched against what is there, never joined blindly.
    const files = new Set(readdirSync(docsDir).filter((file) => DOC_NAME.test(file)))
    if (!DOC_NAME.test(name) || !files.has(name)) return reply.code(404).type('text/plain; charset=utf-8').send('No such page')
    reply.header('Cache-Control', 'no-cache').header('X-Content-Type-Options', 'nosniff')
    return reply.type('text/markdown; charset=utf-8').send(readFileSync(resolve(docsDir, name), 'utf8'))
  })
}
