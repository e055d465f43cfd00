// One token per project in local storage, as JSON {token, time} (SH-AUTH-018).
import {describe, expect, it} from 'vitest'
import {createMemoryStore} from '../../../adapters/storage/memory.ts'
import {
  authTokenKey,
  createTokenStore,
  parseStoredToken,
  serializeStoredToken,
} from '../../../core/auth/tokenStorage.ts'

const AT = new Date('2025-03-04T05:06:07.000Z')

describe('token storage', () => {
  it('keys the token by project', () => {
    expect(authTokenKey('demo')).not.toBe(authTokenKey('other'))
    expect(authTokenKey('demo')).toContain('demo')
  })

  it('stores the token with the time it was stored', () => {
    const store = createMemoryStore()
    createTokenStore(store, 'demo', () => AT).set('t-1')
    expect(JSON.parse(store.get(authTokenKey('demo'))!)).toEqual({token: 't-1', time: '2025-03-04T05:06:07.000Z'})
  })

  it('reads back what it stored, per project, and removes only its own', () => {
    const store = createMemoryStore()
    const demo = createTokenStore(store, 'demo')
    const other = createTokenStore(store, 'other')
    demo.set('t-demo')
    other.set('t-other')
    expect(demo.get()).toBe('t-demo')
    expect(other.get()).toBe('t-other')
    demo.remove()
    expect(demo.get()).toBeNull()
    expect(other.get()).toBe('t-other')
  })

  it('reads records without a time, and refuses anything that is not a token record', () => {
    expect(parseStoredToken('{"token":"t"}')).toEqual({token: 't', time: ''})
    expect(parseStoredToken(serializeStoredToken('t', AT))).toEqual({token: 't', time: AT.toISOString()})
    for (const raw of [null, '', 'not json', '"t"', '[]', 'null', '{"token":""}', '{"token":3}', '{"time":"x"}']) {
      expect(parseStoredToken(raw), String(raw)).toBeNull()
    }
  })

  it('drops an unreadable record rather than sending it as a credential, and says which (SH-CONF-051)', () => {
    const store = createMemoryStore({[authTokenKey('demo')]: 'garbage'})
    const unreadable: string[] = []
    expect(createTokenStore(store, 'demo', undefined, (key) => unreadable.push(key)).get()).toBeNull()
    expect(store.get(authTokenKey('demo'))).toBeNull()
    expect(unreadable).toEqual([authTokenKey('demo')])
    // A missing token is no problem to report, nor a readable one.
    expect(createTokenStore(store, 'demo', undefined, (key) => unreadable.push(key)).get()).toBeNull()
    store.set(authTokenKey('demo'), serializeStoredToken('t', AT))
    expect(createTokenStore(store, 'demo', undefined, (key) => unreadable.push(key)).get()).toBe('t')
    expect(unreadable).toHaveLength(1)
  })
})
