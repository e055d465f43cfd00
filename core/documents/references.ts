// Whether a document holds a reference to another that is not weak: the kind that keeps the
// other from being deleted (the lake refuses; the studio's delete dialog says so first). A
// cross-dataset reference (it names its `_dataset`) is to a document elsewhere, never to this one.

export function holdsStrongReference(doc: unknown, id: string): boolean {
  // Walked with a stack: stored documents may be nested as deep as the lake's limits allow.
  const stack: unknown[] = [doc]
  while (stack.length > 0) {
    const value = stack.pop()
    if (Array.isArray(value)) stack.push(...value)
    else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>
      if (object._ref === id && object._weak !== true && object._dataset === undefined) return true
      for (const key in object) stack.push(object[key])
    }
  }
  return false
}
