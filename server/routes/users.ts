import type {FastifyInstance} from 'fastify'
import type {LakeContext} from '../context.ts'

// Placeholder: replaced by the module's real routes.
export async function userRoutes(_app: FastifyInstance, _ctx: LakeContext) {}
