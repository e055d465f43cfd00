// Login methods, the provider redirect address, the role check and reading failures.
import {describe, expect, it} from 'vitest'
import {LakeRequestError} from '../../../adapters/http/errors.ts'
import {accountSummary, hasAnyRole} from '../../../core/auth/authorization.ts'
import {DEFAULT_LOGIN_METHOD, ERROR_TOAST_MS, LOGIN_METHODS} from '../../../core/auth/constants.ts'
import {isNetworkFailure, messageOf, statusOf} from '../../../core/auth/failures.ts'
import {isLoginMethod, resolveLoginMethod, usesToken} from '../../../core/auth/loginMethod.ts'
import {providerLoginUrl} from '../../../core/auth/loginUrl.ts'

describe('login methods', () => {
  it('are dual, cookie and token, dual by default', () => {
    expect([...LOGIN_METHODS].sort()).toEqual(['cookie', 'dual', 'token'])
    expect(DEFAULT_LOGIN_METHOD).toBe('dual')
    expect(resolveLoginMethod(undefined)).toBe('dual')
    expect(resolveLoginMethod('bogus')).toBe('dual')
    expect(resolveLoginMethod('cookie')).toBe('cookie')
    expect(isLoginMethod('token')).toBe(true)
    expect(isLoginMethod('Token')).toBe(false)
  })

  it('keep a token except with cookie', () => {
    expect(usesToken('dual')).toBe(true)
    expect(usesToken('token')).toBe(true)
    expect(usesToken('cookie')).toBe(false)
  })
})

describe('providerLoginUrl', () => {
  const target = {returnUrl: 'http://localhost:3333/studio/desk?x=1#frag', projectId: 'demo', loginMethod: 'dual' as const}

  it('passes the return address, project and method the lake login page reads', () => {
    const url = new URL(providerLoginUrl({url: 'http://lake.test/v2021-06-07/auth/login/password'}, target))
    expect(url.origin + url.pathname).toBe('http://lake.test/v2021-06-07/auth/login/password')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      origin: 'http://localhost:3333/studio/desk?x=1#frag',
      projectId: 'demo',
      type: 'dual',
    })
  })

  it("keeps the provider URL's own query and fragment", () => {
    const built = providerLoginUrl({url: 'https://idp.test/login?app=lake#top'}, {...target, loginMethod: 'token'})
    const url = new URL(built)
    expect(url.searchParams.get('app')).toBe('lake')
    expect(url.searchParams.get('type')).toBe('token')
    expect(url.hash).toBe('#top')
    expect(providerLoginUrl({url: 'https://idp.test/login?'}, target)).toMatch(/^https:\/\/idp\.test\/login\?origin=/)
  })
})

describe('role check', () => {
  it('refuses a user with zero roles', () => {
    expect(hasAnyRole({roles: []})).toBe(false)
    expect(hasAnyRole({roles: [{name: 'viewer', title: 'Viewer'}]})).toBe(true)
    expect(hasAnyRole({roles: undefined as never})).toBe(false)
  })

  it('summarises the account for the Not authorized dialog', () => {
    expect(accountSummary({name: 'Ann', email: 'ann@x.test', provider: 'password'})).toEqual({
      name: 'Ann',
      email: 'ann@x.test',
      provider: 'password',
    })
  })
})

describe('failures', () => {
  const at = {url: 'http://lake.test/v1/users/me', method: 'GET'}
  it('tells a network failure from a refusal', () => {
    const offline = new LakeRequestError('Unknown network error attempting to reach lake.test', {...at, status: 0, isNetworkError: true})
    const refused = new LakeRequestError('Unauthorized', {...at, status: 401})
    expect(isNetworkFailure(offline)).toBe(true)
    expect(isNetworkFailure(refused)).toBe(false)
    expect(isNetworkFailure(new TypeError('boom'))).toBe(false)
    expect(statusOf(refused)).toBe(401)
    expect(statusOf(offline)).toBeUndefined()
    expect(statusOf('nope')).toBeUndefined()
  })

  it('always has a message to show', () => {
    expect(messageOf(new Error('broken'))).toBe('broken')
    expect(messageOf('plain')).toBe('plain')
    expect(messageOf(undefined)).toBe('Unknown error')
  })
})

describe('constants', () => {
  it('keeps the error toast up for 5000 ms', () => {
    expect(ERROR_TOAST_MS).toBe(5000)
  })
})
