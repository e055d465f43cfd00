// Login methods (SH-AUTH-010): `token` keeps a bearer token, `cookie` relies on the lake's session
// cookie, `dual` (default) gets both and sends the token while it has one.
import {DEFAULT_LOGIN_METHOD, LOGIN_METHODS, type LoginMethod} from './constants.ts'

export function isLoginMethod(value: unknown): value is LoginMethod {
  return typeof value === 'string' && (LOGIN_METHODS as readonly string[]).includes(value)
}

/** The configured method, or the default when none (or an unknown one) is configured. */
export function resolveLoginMethod(value: unknown): LoginMethod {
  return isLoginMethod(value) ? value : DEFAULT_LOGIN_METHOD
}

/** Whether the method keeps a token: with `cookie` the `#sid=` is not exchanged and no token is stored or sent. */
export function usesToken(method: LoginMethod): boolean {
  return method !== 'cookie'
}

/** The token a sign-in check starts from: the stored one when the method keeps tokens, else none (the cookie). */
export function startingToken(method: LoginMethod, store: {get(): string | null}): string | null {
  return usesToken(method) ? store.get() : null
}
