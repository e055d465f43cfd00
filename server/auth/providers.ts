// The sign-in methods this lake offers. Each one owns a login path under the auth API version;
// adding a provider (an OpenID Connect issuer, say) means adding an entry and its routes.
import {API_VERSION_AUTH} from '../../core/lake/apiVersions.ts'
import type {AuthProvider} from '../../core/lake/types.ts'

export interface LoginProvider {
  name: string
  title: string
  /** Path of the provider's login page, below the versioned prefix. */
  loginPath: string
  logo?: string
}

export const PASSWORD_PROVIDER: LoginProvider = {
  name: 'password',
  title: 'E-mail and password',
  loginPath: '/auth/login/password',
}

export const LOGIN_PROVIDERS: readonly LoginProvider[] = [PASSWORD_PROVIDER]

/** The provider list of `GET /auth/providers`, with absolute URLs the studio can navigate to. */
export function providerList(baseUrl: string): AuthProvider[] {
  return LOGIN_PROVIDERS.map(({name, title, loginPath, logo}) => ({
    name,
    title,
    url: `${baseUrl}/v${API_VERSION_AUTH}${loginPath}`,
    ...(logo ? {logo} : {}),
  }))
}
