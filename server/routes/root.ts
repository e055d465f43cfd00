// The landing page at `/` when the studio has not been built (studio.ts serves the build otherwise).
import type {FastifyInstance} from 'fastify'
import type {LakeContext} from '../context.ts'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export async function rootRoutes(app: FastifyInstance, ctx: LakeContext) {
  app.get('/', async (_request, reply) => {
    const projects = ctx.store.listProjects()
    const rows = projects
      .map((p) => `<li><strong>${escape(p.displayName)}</strong> (project <code>${escape(p.id)}</code>): datasets ${ctx.store
        .listDatasets(p.id)
        .map((d) => `<code>${escape(d.name)}</code>`)
        .join(', ')}</li>`)
      .join('')
    reply.type('text/html; charset=utf-8')
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Content lake</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; line-height: 1.5">
<h1>Content lake is running</h1>
<p>The studio is not built yet: <code>npm start</code> builds it, or run <code>npx vite build</code> and reload. The API answers under <code>/v2023-11-13/</code> (any <code>vYYYY-MM-DD</code>).</p>
<ul>${rows}</ul></body></html>`
  })
}
