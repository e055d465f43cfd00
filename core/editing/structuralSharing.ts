// Keeps the previous object for every part of a value that did not change, so a form reading
// EDGE through narrow selectors re-renders only the fields an update touched.

export function preserveUnchanged<T>(previous: unknown, next: T): T {
  if (previous === next) return next
  if (previous === null || next === null || typeof previous !== 'object' || typeof next !== 'object') {
    return next
  }
  if (Array.isArray(previous) !== Array.isArray(next)) return next
  if (Array.isArray(next)) {
    // One pass: a keystroke in a 1,000-item array comes here for every item on every key.
    const before = previous as unknown[]
    const merged = new Array<unknown>(next.length)
    let same = next.length === before.length
    for (let index = 0; index < next.length; index++) {
      const item = preserveUnchanged(before[index], next[index])
      merged[index] = item
      if (item !== before[index]) same = false
    }
    return (same ? before : merged) as T
  }
  const before = previous as Record<string, unknown>
  const after = next as Record<string, unknown>
  const merged: Record<string, unknown> = {}
  let same = Object.keys(before).length === Object.keys(after).length
  for (const [key, value] of Object.entries(after)) {
    merged[key] = preserveUnchanged(before[key], value)
    if (merged[key] !== before[key] || !(key in before)) same = false
  }
  return (same ? before : merged) as T
}
