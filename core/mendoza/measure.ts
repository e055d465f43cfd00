export type JsonKind = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object'

export type JsonObject = {[key: string]: unknown}

export function kindOf(value: unknown): JsonKind {
  // A missing document and a missing field both read as JSON null.
  if (value === null || value === undefined) return 'null'
  if (Array.isArray(value)) return 'array'
  const type = typeof value
  if (type === 'boolean' || type === 'number' || type === 'string' || type === 'object') return type
  throw new TypeError(`mendoza: cannot encode a ${type}`)
}

/**
 * Structural hashes, equality and JSON sizes of the two documents being diffed. The caches live only
 * as long as one encoding: callers may mutate their documents between encodings, and a stale cache
 * would then lie about equality.
 */
export class JsonMeasure {
  readonly #hashes = new WeakMap<object, number>()
  readonly #sizes = new WeakMap<object, number>()

  /**
   * Equal values hash equally, never the reverse: the hash only short-cuts "different" and groups
   * candidates, and every match found through it is confirmed with `equal`.
   */
  hash(value: unknown): number {
    switch (kindOf(value)) {
      case 'null':
        return 0x1f
      case 'boolean':
        return value ? 0x2f : 0x3f
      case 'number':
        return hashString(String(value), 0x4f)
      case 'string':
        return hashString(value as string, 0x5f)
      case 'array': {
        const array = value as unknown[]
        let hash = this.#hashes.get(array)
        if (hash === undefined) {
          hash = 0x6f
          for (const element of array) hash = mix(hash, this.hash(element))
          hash = mix(hash, array.length)
          this.#hashes.set(array, hash)
        }
        return hash
      }
      case 'object': {
        const object = value as JsonObject
        let hash = this.#hashes.get(object)
        if (hash === undefined) {
          // A sum of per-field hashes ignores key order, as JSON object equality does.
          let sum = 0
          let count = 0
          for (const key of Object.keys(object)) {
            sum = (sum + mix(hashString(key, 0x7f), this.hash(object[key]))) >>> 0
            count++
          }
          hash = mix(sum, count)
          this.#hashes.set(object, hash)
        }
        return hash
      }
    }
  }

  /** JSON equality; numbers compare with Object.is so that a -0 written in memory survives a round trip. */
  equal(left: unknown, right: unknown): boolean {
    if (Object.is(left, right)) return true
    const kind = kindOf(left)
    if (kind !== kindOf(right)) return false
    switch (kind) {
      case 'null':
        return true
      case 'boolean':
      case 'number':
      case 'string':
        return false
      case 'array': {
        const a = left as unknown[]
        const b = right as unknown[]
        if (a.length !== b.length || this.hash(a) !== this.hash(b)) return false
        for (let i = 0; i < a.length; i++) if (!this.equal(a[i], b[i])) return false
        return true
      }
      case 'object': {
        const a = left as JsonObject
        const b = right as JsonObject
        const keys = Object.keys(a)
        if (keys.length !== Object.keys(b).length || this.hash(a) !== this.hash(b)) return false
        for (const key of keys) if (!Object.hasOwn(b, key) || !this.equal(a[key], b[key])) return false
        return true
      }
    }
  }

  /** Length of JSON.stringify(value), memoised per container so nested sizes are computed once. */
  size(value: unknown): number {
    switch (kindOf(value)) {
      case 'null':
        return 4
      case 'boolean':
        return value ? 4 : 5
      case 'number':
        return JSON.stringify(value).length
      case 'string':
        return JSON.stringify(value).length
      case 'array': {
        const array = value as unknown[]
        let size = this.#sizes.get(array)
        if (size === undefined) {
          size = array.length === 0 ? 2 : 1 + array.length
          for (const element of array) size += this.size(element)
          this.#sizes.set(array, size)
        }
        return size
      }
      case 'object': {
        const object = value as JsonObject
        let size = this.#sizes.get(object)
        if (size === undefined) {
          const keys = Object.keys(object)
          size = keys.length === 0 ? 2 : 1 + keys.length
          for (const key of keys) size += JSON.stringify(key).length + 1 + this.size(object[key])
          this.#sizes.set(object, size)
        }
        return size
      }
    }
  }
}

export function hashString(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

function mix(hash: number, value: number): number {
  let h = Math.imul(hash ^ (value + 0x9e3779b9 + (hash << 6) + (hash >>> 2)), 0x85ebca6b)
  h ^= h >>> 13
  return h >>> 0
}
