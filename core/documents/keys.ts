import {randomString} from '../random.ts'

// Array items carry a `_key` so concurrent edits can address them by identity, not position.
export const KEY_LENGTH = 12

export function randomKey(length = KEY_LENGTH): string {
  return randomString(length)
}

function isKeyable(item: unknown): item is Record<string, unknown> {
  return typeof item === 'object' && item !== null && !Array.isArray(item)
}

/** Gives every object in every array (at any depth) a `_key` unique within its array. */
export function ensureArrayKeys<T>(value: T): T {
  if (Array.isArray(value)) {
    const seen = new Set<string>()
    return value.map((item) => {
      const next = ensureArrayKeys(item)
      if (!isKeyable(next)) return next
      let key = typeof next._key === 'string' && next._key ? next._key : ''
      if (!key || seen.has(key)) key = randomKey()
      seen.add(key)
      return key === next._key ? next : {...next, _key: key}
    }) as T
  }
  if (isKeyable(value)) {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = ensureArrayKeys(v)
    return out as T
  }
  return value
}
