// Typing sends one patch per key, and in a long array (a 1,000-block body, a list of 1,000 items)
// it lands at a keyed path such as `body[_key=="b"].children[_key=="s"].text`. The mutator finds
// `[_key=="…"]` by wrapping and testing every item, about a millisecond and a half at 1,000 items,
// and EDGE, the commit's squash and every rebase apply each pending patch again. For the two kinds
// of patch typing makes (a text diff, a plain value set) at a path of field names and keys, this
// makes the same edit by walking straight to it. Whatever else (indexes, paths that a set would have
// to create, a key found twice, non-plain values) answers `undefined` and goes the mutator's way;
// tests/property/fastPatch.property.test.ts holds the two to the same results.
import {applyPatches, parsePatch} from '@sanity/diff-match-patch'
import type {SanityDocument} from '../lake/types.ts'
import {isRecord} from '../isRecord.ts'
import {isKeySegment, pathKey, pathToString, type Path, type PathSegment} from './paths.ts'

/** The part of a local patch (localPatches.ts) this looks at. */
interface PatchAtPath {
  type: string
  path: Path
  value?: unknown
}

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

type Step = {container: Record<string, unknown>; field: string} | {container: unknown[]; index: number}

/**
 * The document after `patch`, or `undefined` when this fast path does not handle the patch (the
 * caller then applies it the general way). A patch the lake would skip here (the path is not
 * there) answers the document itself.
 */
export function fastLocalPatch(doc: SanityDocument, patch: PatchAtPath): SanityDocument | undefined {
  const {path} = patch
  if (patch.type === 'setIfMissing') return presentAt(doc, patch.path) ? doc : undefined
  const isText = patch.type === 'diffMatchPatch' && typeof patch.value === 'string'
  const isPlainSet = patch.type === 'set' && (typeof patch.value === 'string' || typeof patch.value === 'boolean' || (typeof patch.value === 'number' && Number.isFinite(patch.value)))
  if (!isText && !isPlainSet) return undefined
  if (typeof doc._id !== 'string' || path.length === 0 || path[0] === '_id') return undefined
  const leaf = path[path.length - 1]
  if (typeof leaf !== 'string' || !FIELD_NAME.test(leaf)) return undefined
  if (!path.every(isSimpleSegment) || typeof path[0] !== 'string') return undefined

  const steps: Step[] = []
  let current: unknown = doc
  for (const segment of path.slice(0, -1)) {
    if (typeof segment === 'string') {
      if (!isRecord(current)) return isText && !Array.isArray(current) ? doc : undefined
      const next = current[segment]
      // A set would create what is missing on the way; a diff has nothing to apply to.
      if (next === undefined) return isText ? doc : undefined
      steps.push({container: current, field: segment})
      current = next
    } else {
      // An item addressed by key in an object: the mutator matches the object itself when its own
      // _key is the one asked for; left to it. In a value that is neither, or a key nobody has: the
      // mutator leaves the document as it is, for either kind of patch.
      if (isRecord(current)) return undefined
      if (!Array.isArray(current)) return doc
      const index = uniqueKeyIndex(current, (segment as {_key: string})._key)
      if (index === undefined) return undefined
      if (index < 0) return doc
      steps.push({container: current, index})
      current = current[index]
    }
  }
  if (!isRecord(current)) return undefined

  let value: unknown
  if (isText) {
    const before = current[leaf]
    if (!(leaf in current) || typeof before !== 'string') return doc
    try {
      value = applyPatches(parsePatch(patch.value as string), before, {allowExceedingIndices: true})[0]
    } catch {
      // A diff that cannot be read is refused by the lake; the view keeps the rest.
      return doc
    }
  } else {
    value = patch.value
  }

  let replaced: unknown = {...current, [leaf]: value}
  for (let at = steps.length - 1; at >= 0; at--) {
    const step = steps[at]!
    if ('field' in step) replaced = {...step.container, [step.field]: replaced}
    else {
      const copy = step.container.slice()
      copy[step.index] = replaced
      replaced = copy
    }
  }
  return replaced as SanityDocument
}

/**
 * Whether a setIfMissing at `path` finds a value there and so changes nothing: field names and
 * keys found once, down to a value that is not undefined. Anything less certain answers false (the
 * mutator decides).
 */
function presentAt(doc: SanityDocument, path: Path): boolean {
  if (path.length === 0 || !path.every(isSimpleSegment) || typeof path[0] !== 'string' || path[0] === '_id') return false
  let current: unknown = doc
  for (const segment of path) {
    if (typeof segment === 'string') {
      if (!isRecord(current) || current[segment] === undefined || current[segment] === null) return false
      current = current[segment]
    } else {
      if (!Array.isArray(current)) return false
      const index = uniqueKeyIndex(current, (segment as {_key: string})._key)
      if (index === undefined || index < 0) return false
      current = current[index]
    }
  }
  return true
}

/**
 * A patch mutation's operations as the lake's path strings (a submitted transaction, applied again
 * on a new HEAD at every echo): the document after them, or `undefined` when the typing fast path
 * does not handle them. It takes what commits of typing hold: one `set` or `diffMatchPatch` at one
 * path, a `setIfMissing` at one path, or a `setIfMissing` and a `diffMatchPatch` at the same path
 * (applied in that order, as the lake does). A path string is read only when it reads back the same.
 */
export function fastPatchOperations(doc: SanityDocument, operations: Record<string, unknown>): SanityDocument | undefined {
  const kinds = Object.keys(operations).filter((kind) => kind !== 'ifRevisionID')
  const single = (kind: string): {path: Path; value: unknown} | undefined => {
    const entries = isRecord(operations[kind]) ? Object.entries(operations[kind]) : []
    if (entries.length !== 1) return undefined
    const path = parseSimplePath(entries[0]![0])
    return path ? {path, value: entries[0]![1]} : undefined
  }
  const apply = (current: SanityDocument | undefined, type: string): SanityDocument | undefined => {
    if (!current) return undefined
    const one = single(type)
    return one ? fastLocalPatch(current, {type, path: one.path, value: one.value}) : undefined
  }
  if (kinds.length === 1 && (kinds[0] === 'set' || kinds[0] === 'diffMatchPatch' || kinds[0] === 'setIfMissing')) return apply(doc, kinds[0])
  if (kinds.length === 2 && kinds.includes('setIfMissing') && kinds.includes('diffMatchPatch')) {
    const a = single('setIfMissing')
    const b = single('diffMatchPatch')
    if (!a || !b || pathKey(a.path) !== pathKey(b.path)) return undefined
    return apply(apply(doc, 'setIfMissing'), 'diffMatchPatch')
  }
  return undefined
}

const SIMPLE_SEGMENT = /^(?:\.?([A-Za-z_][A-Za-z0-9_]*)|\[_key=="((?:[^"\\]|\\.)*)"\])/

/** A path string of field names and keys, as pathToString writes them; null for anything else. */
function parseSimplePath(text: string): Path | null {
  const path: PathSegment[] = []
  let rest = text
  while (rest.length > 0) {
    const match = SIMPLE_SEGMENT.exec(rest)
    if (!match) return null
    if (match[1] !== undefined) {
      if (path.length === 0 && match[0].startsWith('.')) return null
      path.push(match[1])
    } else {
      try {
        path.push({_key: JSON.parse(`"${match[2]}"`) as string})
      } catch {
        return null
      }
    }
    rest = rest.slice(match[0].length)
  }
  if (path.length === 0) return null
  try {
    return pathToString(path) === text ? path : null
  } catch {
    return null
  }
}

function isSimpleSegment(segment: PathSegment, position: number): boolean {
  if (typeof segment === 'string') return FIELD_NAME.test(segment)
  return position > 0 && isKeySegment(segment)
}

/** The index of the one item keyed `key`; -1 when none is, `undefined` when several are. */
function uniqueKeyIndex(items: unknown[], key: string): number | undefined {
  let found = -1
  for (let index = 0; index < items.length; index++) {
    const item = items[index]
    if (!isRecord(item)) continue
    // How the mutator compares a key of another type is its own business.
    if (item._key !== undefined && typeof item._key !== 'string') return undefined
    if (item._key === key) {
      if (found >= 0) return undefined
      found = index
    }
  }
  return found
}
