// Paths into a document as the form sees them: field names, array indexes and `{_key}` segments
// for array items, turned into the lake's path syntax (`body[_key=="k1"].children[0].text`).

export type PathSegment = string | number | {_key: string}
export type Path = readonly PathSegment[]

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/

export class PathError extends Error {
  override name = 'PathError'
}

export function isKeySegment(segment: PathSegment): segment is {_key: string} {
  return typeof segment === 'object' && segment !== null && typeof segment._key === 'string'
}

/** The lake's string form of a path. Keys are quoted as JSON strings, so any key survives. */
export function pathToString(path: Path): string {
  if (path.length === 0) throw new PathError('a patch needs a path')
  let out = ''
  for (const [index, segment] of path.entries()) {
    if (typeof segment === 'string') {
      // The lake's path grammar has no quoting for field names; schema field names are identifiers.
      if (!IDENTIFIER.test(segment)) throw new PathError(`"${segment}" is not a field name`)
      out += index === 0 ? segment : `.${segment}`
    } else if (typeof segment === 'number') {
      if (index === 0) throw new PathError('a path starts with a field name')
      if (!Number.isInteger(segment)) throw new PathError(`${segment} is not an array index`)
      out += `[${segment}]`
    } else if (isKeySegment(segment)) {
      if (index === 0) throw new PathError('a path starts with a field name')
      out += `[_key==${JSON.stringify(segment._key)}]`
    } else {
      throw new PathError(`unknown path segment ${JSON.stringify(segment)}`)
    }
  }
  return out
}

/** One string per distinct path, for comparing paths. */
export function pathKey(path: Path): string {
  return JSON.stringify(path)
}

/** The value at `path`, or undefined when any step is missing. */
export function valueAtPath(value: unknown, path: Path): unknown {
  let current = value
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined
    if (typeof segment === 'string') {
      if (Array.isArray(current)) return undefined
      current = (current as Record<string, unknown>)[segment]
    } else if (typeof segment === 'number') {
      if (!Array.isArray(current)) return undefined
      current = current[segment < 0 ? current.length + segment : segment]
    } else {
      if (!Array.isArray(current)) return undefined
      current = current.find((item) => isKeyed(item) && item._key === segment._key)
    }
  }
  return current
}

function isKeyed(value: unknown): value is {_key: string} {
  return typeof value === 'object' && value !== null && typeof (value as {_key?: unknown})._key === 'string'
}
