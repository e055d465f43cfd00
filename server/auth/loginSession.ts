// After a successful sign-in: an API token for the user, a short-lived one-time session id that
// the studio exchanges for it (`/auth/fetch?sid=`), and the cookie settings for cookie logins.
import {randomBytes} from 'node:crypto'
import type {CookieSerializeOptions} from '@fastify/cookie'
import type {LakeStore} from '../storage/types.ts'
import {issueToken} from './tokens.ts'

/** Long enough for a redirect and one fetch, short enough that a leaked fragment is soon useless. */
export const SESSION_ID_TTL_MS = 5 * 60 * 1000
const SESSION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60

export const LOGIN_TYPES = ['token', 'cookie', 'dual'] as const
export type LoginType = (typeof LOGIN_TYPES)[number]

export function isLoginType(value: unknown): value is LoginType {
  return LOGIN_TYPES.includes(value as LoginType)
}

export function startLoginSession(store: LakeStore, userId: string, label: string, now = Date.now()): {sid: string; secret: string} {
  const {secret} = issueToken(store, userId, label)
  const sid = randomBytes(32).toString('base64url')
  store.createSession(sid, secret, new Date(now + SESSION_ID_TTL_MS).toISOString())
  return {sid, secret}
}

export function sessionCookieOptions(secure: boolean): CookieSerializeOptions {
  return {httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: SESSION_COOKIE_MAX_AGE_S}
}
