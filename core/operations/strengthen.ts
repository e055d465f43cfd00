// Publishing makes weak references strong: a reference created weak only because its target was
// not published yet carries `_strengthenOnPublish`; on publish it loses `_weak` and the mark,
// unless the mark itself says the reference is meant to stay weak.

interface StrengthenMark {
  weak?: boolean
}

export function strengthenOnPublish<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => strengthenOnPublish(item)) as T
  if (value === null || typeof value !== 'object') return value
  const {_strengthenOnPublish: mark, ...rest} = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(rest)) out[key] = strengthenOnPublish(child)
  if (mark === undefined) return out as T
  const {_weak: _dropped, ...strong} = out
  return ((mark as StrengthenMark | null)?.weak === true ? {...strong, _weak: true} : strong) as T
}
