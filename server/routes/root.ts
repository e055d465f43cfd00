// `/` for whatever studio.ts leaves to the lake: the landing page for a browser when the studio
// has not been built, and for other clients (curl, scripts, health checks) a short JSON account
// of what this server is and where its API and studio are.
import type {FastifyInstance} from 'fastify'
import type {LakeContext} from '../context.ts'

/** The API version the examples use; any `v1` or `vYYYY-MM-DD` is answered. */
const EXAMPLE_API_VERSION = 'v2023-11-13'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export async function rootRoutes(app: FastifyInstance, ctx: LakeContext, studioBuilt: () => boolean) {
  app.get('/', async (request, reply) => {
    const projects = ctx.store.listProjects()
    if (!/\btext\/html\b/i.test(request.headers.accept ?? '')) {
      return {
        service: 'content lake',
        api: `/${EXAMPLE_API_VERSION}/`,
        apiVersions: 'v1, vYYYY-MM-DD (a calendar date), or vX (the newest)',
        ping: `/${EXAMPLE_API_VERSION}/ping`,
        studio: studioBuilt() ? 'served at / to browsers' : 'not built: npm start builds it',
        projects: projects.map((p) => ({id: p.id, datasets: ctx.store.listDatasets(p.id).map((d) => d.name)})),
      }
    }
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
<p>The studio is not built yet: <code>npm start</code> builds it, or run <code>npx vite build</code> and reload. The API answers under <code>/${EXAMPLE_API_VERSION}/</code> (any <code>vYYYY-MM-DD</code>).</p>
<ul>${rows}</ul></body></html>`
  })
}
