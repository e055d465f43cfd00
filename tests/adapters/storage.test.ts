// KeyValueStore adapters: memory, and Web Storage that degrades to memory instead of throwing.
import {describe, expect, it} from 'vitest'
import {
  createLocalStorageStore,
  createMemoryStore,
  createSessionStorageStore,
  createWebStorageStore,
  type WebStorageLike,
} from '../../adapters/index.ts'
import type {KeyValueStore} from '../../core/ports.ts'

/** A Map-backed stand-in for the browser's Storage object; `failSet` makes writes throw like a full quota. */
class MapStorage implements WebStorageLike {
  readonly map = new Map<string, string>()
  failSet = false
  failAll = false
  get length() {
    this.#check()
    return this.map.size
  }
  key(index: number) {
    this.#check()
    return [...this.map.keys()][index] ?? null
  }
  getItem(key: string) {
    this.#check()
    return this.map.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.#check()
    if (this.failSet) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    this.map.set(key, String(value))
  }
  removeItem(key: string) {
    this.#check()
    this.map.delete(key)
  }
  #check() {
    if (this.failAll) throw new DOMException('Access is denied for this document.', 'SecurityError')
  }
}

function behavesLikeAStore(name: string, make: () => KeyValueStore) {
  it(`${name}: stores, reads, lists and removes values`, () => {
    const store = make()
    expect(store.get('missing')).toBeNull()
    store.set('a', '1')
    store.set('b', 'two')
    store.set('a', 'one')
    expect(store.get('a')).toBe('one')
    expect(store.keys().sort()).toEqual(['a', 'b'])
    store.remove('a')
    store.remove('never-set')
    expect(store.get('a')).toBeNull()
    expect(store.keys()).toEqual(['b'])
    store.set('empty', '')
    expect(store.get('empty')).toBe('')
  })
}

describe('KeyValueStore adapters', () => {
  behavesLikeAStore('memory', () => createMemoryStore())
  behavesLikeAStore('local storage', () => createLocalStorageStore(new MapStorage()))
  behavesLikeAStore('session storage', () => createSessionStorageStore(new MapStorage()))
  behavesLikeAStore('web storage with full quota', () => {
    const storage = new MapStorage()
    storage.failSet = true
    return createWebStorageStore(() => storage)
  })
  behavesLikeAStore('web storage that is blocked', () => {
    const storage = new MapStorage()
    storage.failAll = true
    return createWebStorageStore(() => storage)
  })
  behavesLikeAStore('web storage whose getter throws', () =>
    createWebStorageStore(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }),
  )
  behavesLikeAStore('no web storage at all', () => createWebStorageStore(() => undefined))

  it('memory starts from initial values', () => {
    expect(createMemoryStore({k: 'v'}).get('k')).toBe('v')
  })

  it('writes through to the storage object, so another store over it sees the values', () => {
    const storage = new MapStorage()
    createLocalStorageStore(storage).set('token', 'abc')
    expect(storage.map.get('token')).toBe('abc')
    expect(createLocalStorageStore(storage).get('token')).toBe('abc')
  })

  it('keeps a value whose write hit the quota in memory, and writes it through once there is room', () => {
    const storage = new MapStorage()
    storage.map.set('recent', 'old')
    const store = createLocalStorageStore(storage)
    storage.failSet = true
    expect(() => store.set('recent', 'new')).not.toThrow()
    expect(store.get('recent')).toBe('new')
    expect(storage.map.get('recent')).toBe('old')
    expect(store.keys()).toEqual(['recent'])

    storage.failSet = false
    store.set('recent', 'newer')
    expect(storage.map.get('recent')).toBe('newer')
    expect(store.get('recent')).toBe('newer')
    store.remove('recent')
    expect(store.get('recent')).toBeNull()
    expect(storage.map.has('recent')).toBe(false)
  })

  it('uses the global storage when none is given, or memory where there is none (Node)', () => {
    const store = createLocalStorageStore()
    store.set('k', 'v')
    expect(store.get('k')).toBe('v')
    expect(createSessionStorageStore().get('k')).toBeNull()
  })
})
