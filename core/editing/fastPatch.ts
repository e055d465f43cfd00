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
import {isKeySegment, type Path, type PathSegment} from './paths.ts'

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
      // An item addressed by key in something that is not an array, or a key nobody has: the
      // mutator leaves the document as it is, for either kind of patch.
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
