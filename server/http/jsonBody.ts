// The lake's JSON body parser. The web framework's own answers every parse failure with one
// sentence, 'Body is not valid JSON', for a missing comma and for a `__proto__` key alike; a
// caller needs to know which, and where. `__proto__` is refused (as patch paths refuse it,
// core/patches/pathSyntax.ts): assigned as a key it reaches an object's prototype instead of a
// field, so code copying the value would drop it or worse. `constructor` is an ordinary name.
import type {FastifyInstance} from 'fastify'
import secureJsonParse from 'secure-json-parse'
import {badRequest} from './lakeError.ts'

// The key, spelled with or without escapes; only a body whose text holds it is walked.
const PROTO_KEY = /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/

/** The body as a value, or the 400 that says what is wrong with it. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw badRequest('The request body is empty: send a JSON value')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw badRequest(`The request body is not valid JSON: ${(error as Error).message}`)
  }
  if (PROTO_KEY.test(text)) {
    try {
      secureJsonParse.scan(value as Record<string, unknown>, {protoAction: 'error', constructorAction: 'ignore'})
    } catch {
      throw badRequest('The request body holds the key "__proto__", which the lake does not accept as a field name')
    }
  }
  return value
}

export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', {parseAs: 'string'}, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string))
    } catch (error) {
      done(error as Error, undefined)
    }
  })
}
