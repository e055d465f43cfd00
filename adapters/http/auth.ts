// Auth over the lake API (version 2021-06-07): providers, the session-id exchange, who is signed in.
import {API_VERSION_AUTH} from '../../core/lake/apiVersions.ts'
import type {AuthProvider, CurrentUser} from '../../core/lake/types.ts'
import type {Auth} from '../../core/ports.ts'
import type {LakeClientConfig} from './config.ts'
import {LakeRequestError} from './errors.ts'
import {createRequester} from './request.ts'
import {searchParamsOf} from './searchParams.ts'

export function createHttpAuth(config: LakeClientConfig): Auth {
  const requester = createRequester(config)
  const version = API_VERSION_AUTH

  return {
    async providers() {
      const body = await requester.json<{providers?: AuthProvider[]}>({path: '/auth/providers', version, tag: 'auth.providers'})
      return body?.providers ?? []
    },

    async exchangeSessionId(sid) {
      const body = await requester.json<{token?: unknown}>({
        path: '/auth/fetch',
        version,
        search: searchParamsOf({sid}),
        tag: 'auth.fetch-token',
      })
      return tokenIn(body, 'The lake did not return a token for this session', requester.url({path: '/auth/fetch', version}), 'GET')
    },

    async currentUser() {
      try {
        const user = await requester.json<Partial<CurrentUser> | undefined>({path: '/users/me', version, tag: 'users.get-current'})
        // Some lakes answer an anonymous caller with an empty object rather than a 401.
        return user && typeof user.id === 'string' && user.id ? (user as CurrentUser) : null
      } catch (error) {
        // 401: signed out. 403: the credential is valid elsewhere but not for this project.
        if (error instanceof LakeRequestError && (error.status === 401 || error.status === 403)) return null
        throw error
      }
    },

    async logout() {
      await requester.json<unknown>({method: 'POST', path: '/auth/logout', version, tag: 'auth.logout'})
    },

    async signInWithPassword(email, password) {
      const body = await requester.json<{token?: unknown}>({
        method: 'POST',
        path: '/auth/login/password',
        version,
        body: {email, password},
        anonymous: true,
        tag: 'auth.login-password',
      })
      return tokenIn(body, 'The lake did not return a token for this sign-in', requester.url({path: '/auth/login/password', version}), 'POST')
    },

    async ping() {
      try {
        await requester.json<unknown>({path: '/ping', version, anonymous: true, tag: 'cors-check'})
        return true
      } catch {
        return false
      }
    },
  }
}

/** The token of an answer that should hold one; a malformed answer is an error, not an empty token. */
function tokenIn(body: {token?: unknown} | undefined, message: string, url: string, method: string): string {
  if (typeof body?.token === 'string' && body.token) return body.token
  throw new LakeRequestError(message, {url, method, status: 200, type: 'malformedResponse', body})
}
