// A request the lake refuses because the token or session sent is not valid is reported to the
// auth gate (SH-AUTH-047), whichever adapter made it; other refusals are not.
import {afterEach, describe, expect, it} from 'vitest'
import {createRequester} from '../../../adapters/http/request.ts'
import {onSessionRefused, type SessionRefusal} from '../../../adapters/http/sessionRefusals.ts'
import {isSessionRefusal} from '../../../core/auth/failures.ts'

const REVOKED = 'Unauthorized: the token or session sent is not valid (unknown or revoked). Sign in again or send a valid token'

function answering(status: number, body: unknown): typeof fetch {
  return async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), {status})
}

const lakeBody = (status: number, type: string, description: string) => ({error: {type, description}, statusCode: status, message: description})

let stop: (() => void) | undefined
afterEach(() => stop?.())

async function refusalsOf(lakeFetch: typeof fetch, request: {anonymous?: boolean} = {}): Promise<SessionRefusal[]> {
  const seen: SessionRefusal[] = []
  stop = onSessionRefused((refusal) => void seen.push(refusal))
  const requester = createRequester({apiHost: 'http://lake.test/', projectId: 'demo', dataset: 'production', token: 'dead', fetch: lakeFetch})
  await expect(requester.json({path: '/data/query/production', search: new URLSearchParams({query: '*'}), ...request})).rejects.toThrow()
  return seen
}

describe('session refusals', () => {
  it('reports a 401 whose answer says the token or session is not valid, with the project', async () => {
    expect(await refusalsOf(answering(401, lakeBody(401, 'unauthorized', REVOKED)))).toEqual([
      {host: 'http://lake.test', projectId: 'demo', request: expect.stringMatching(/^GET http:\/\/lake\.test\/v[^ ]+\/data\/query\/production$/)},
    ])
  })

  it('reports an expired token and a plain-text session answer too', async () => {
    expect(await refusalsOf(answering(401, lakeBody(401, 'unauthorized', 'Unauthorized: the token sent expired at 2025-01-01T00:00:00Z')))).toHaveLength(1)
    stop?.()
    expect(await refusalsOf(answering(401, 'Session not found'))).toHaveLength(1)
  })

  it('leaves other refusals alone: a 403, a 401 about something else, an anonymous call', async () => {
    expect(await refusalsOf(answering(403, lakeBody(403, 'permissionDenied', 'The token may not read this document')))).toEqual([])
    stop?.()
    expect(await refusalsOf(answering(401, lakeBody(401, 'unauthorized', 'Wrong e-mail or password')))).toEqual([])
    stop?.()
    expect(await refusalsOf(answering(401, lakeBody(401, 'unauthorized', REVOKED)), {anonymous: true})).toEqual([])
  })

  it('reads only the answer, never the URL', () => {
    expect(isSessionRefusal(401, undefined)).toBe(false)
    expect(isSessionRefusal(401, 'Session does not match project host')).toBe(true)
    expect(isSessionRefusal(500, REVOKED)).toBe(false)
  })
})
