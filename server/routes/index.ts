// Every versioned endpoint of the lake API (seeds §7), one module per area.
import type {FastifyInstance} from 'fastify'
import type {LakeContext} from '../context.ts'
import {queryRoutes} from './data/query.ts'
import {docRoutes} from './data/doc.ts'
import {mutateRoutes} from './data/mutate.ts'
import {listenRoutes} from './data/listen.ts'
import {historyRoutes} from './data/history.ts'
import {deletedRoutes} from './data/deleted.ts'
import {presenceRoutes} from './data/presence.ts'
import {authRoutes} from './auth.ts'
import {userRoutes} from './users.ts'
import {projectRoutes} from './projects.ts'
import {miscRoutes} from './misc.ts'
import {assetRoutes} from './assets.ts'

export async function apiRoutes(app: FastifyInstance, ctx: LakeContext): Promise<void> {
  for (const routes of [queryRoutes, docRoutes, mutateRoutes, listenRoutes, presenceRoutes, historyRoutes, deletedRoutes, authRoutes, userRoutes, projectRoutes, miscRoutes]) {
    await routes(app, ctx)
  }
  // Its own scope: uploads replace the JSON body parsing of every other route.
  await app.register((scoped) => assetRoutes(scoped, ctx))
}
