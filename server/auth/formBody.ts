// HTML forms post `application/x-www-form-urlencoded`; Fastify only parses JSON and text itself.
import type {FastifyInstance} from 'fastify'

const FORM_TYPE = 'application/x-www-form-urlencoded'

export function acceptFormBodies(app: FastifyInstance): void {
  if (app.hasContentTypeParser(FORM_TYPE)) return
  app.addContentTypeParser(FORM_TYPE, {parseAs: 'string'}, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))))
  })
}
