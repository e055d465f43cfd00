// Where a provider button leads: the provider's URL with the return address, project and login
// method the lake's login page expects (`?origin=&projectId=&type=`, LAKE-AUTH-002, SH-AUTH-015).
import type {AuthProvider} from '../lake/types.ts'
import type {LoginMethod} from './constants.ts'

export interface LoginTarget {
  /** Address the lake sends the browser back to, with `#sid=` appended. */
  returnUrl: string
  projectId: string
  loginMethod: LoginMethod
}

export function providerLoginUrl(provider: Pick<AuthProvider, 'url'>, target: LoginTarget): string {
  const query = [
    ['origin', target.returnUrl],
    ['projectId', target.projectId],
    ['type', target.loginMethod],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&')

  // Keep whatever query and fragment the provider URL already has (core/ has no URL class).
  const hashAt = provider.url.indexOf('#')
  const base = hashAt === -1 ? provider.url : provider.url.slice(0, hashAt)
  const fragment = hashAt === -1 ? '' : provider.url.slice(hashAt)
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&'
  return `${base}${separator}${query}${fragment}`
}
