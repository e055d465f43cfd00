// Squashing pending patches before they are sent. A run of consecutive string `set`s on one path
// (a word typed letter by letter, possibly after the diff an earlier squash made of the letters
// before it) becomes one diff-match-patch from the value the run started from, so the lake merges
// it with what others typed into the same field meanwhile instead of overwriting it. Sets marked
// atomic (options, dates) stay sets: they are choices, not text.
// A field inside an object sends "create the object if missing" before every keystroke
// (ui/form/fieldPath.ts); the repeats change nothing once the first has run, so they are dropped
// first, which lets the keystrokes around them form one run.
import {makeDiff, makePatches, stringifyPatches} from '@sanity/diff-match-patch'
import type {SanityDocument} from '../lake/types.ts'
import {isRecord} from '../isRecord.ts'
import {applyLocalPatches, type LocalPatch} from './localPatches.ts'
import {creationBody, type PairDocuments, type PairSpec, targetSide} from './pair.ts'
import {isKeySegment, type Path, pathKey, valueAtPath} from './paths.ts'

type StringSet = {type: 'set'; path: Path; value: string}

function isStringSet(patch: LocalPatch | undefined): patch is StringSet {
  return patch?.type === 'set' && typeof patch.value === 'string' && !patch.atomic
}

/**
 * A diff-match-patch text turning `from` into `to` (the format the lake's patcher reads). The diff
 * is left as the character diff finds it: the usual "semantic" cleanup would turn two letters
 * typed around an `e` into "replace `e`", which deletes whatever someone else typed next to it.
 */
export function diffPatchText(from: string, to: string): string {
  return stringifyPatches(makePatches(from, makeDiff(from, to)))
}

/**
 * The same edits with string-set runs replaced by diffs against `base` (the pair the patches were
 * made against). Applying the result to `base` gives exactly what the original patches give.
 */
export function squash(spec: PairSpec, base: PairDocuments, patches: readonly LocalPatch[]): LocalPatch[] {
  return squashStringSets(spec, base, withoutRepeatedSetIfMissing(patches))
}

/** `inner` lies strictly inside `outer`: an edit there cannot remove or replace `outer`'s value. */
function isStrictlyInside(inner: Path, outer: Path): boolean {
  return inner.length > outer.length && pathKey(inner.slice(0, outer.length)) === pathKey(outer)
}

/**
 * The patches without each setIfMissing that an earlier setIfMissing at the same path already made
 * a no-op, on any document: after the first, the path holds a value (the lake counts null as a
 * value too), and edits strictly inside that value, which are all that came between, leave it in
 * place. Anything else in between (an edit at the path or above it, an array edit by index) keeps
 * the repeat, since it may have removed the value.
 */
export function withoutRepeatedSetIfMissing(patches: readonly LocalPatch[]): LocalPatch[] {
  const out: LocalPatch[] = []
  for (const patch of patches) {
    if (patch.type !== 'setIfMissing' || !hasValueAfter(out, patch.path)) out.push(patch)
  }
  return out
}

function hasValueAfter(done: readonly LocalPatch[], path: Path): boolean {
  const key = pathKey(path)
  for (let index = done.length - 1; index >= 0; index--) {
    const earlier = done[index]
    if (earlier.type === 'setIfMissing' && pathKey(earlier.path) === key) return true
    if (!isStrictlyInside(earlier.path, path)) return false
  }
  return false
}

function squashStringSets(spec: PairSpec, base: PairDocuments, patches: readonly LocalPatch[]): LocalPatch[] {
  let doc: SanityDocument =
    base[targetSide(spec)] ?? ({_rev: '', _createdAt: '', _updatedAt: '', ...creationBody(spec, base)} as SanityDocument)
  const out: LocalPatch[] = []
  // The document is followed only as far as a later set needs it for its diff: applying each of
  // a long body's per-key text diffs to it cost more than the rest of the commit (ED-PT-060).
  const lastSet = patches.findLastIndex(isStringSet)
  let index = 0
  while (index < patches.length) {
    if (index > lastSet) {
      out.push(...patches.slice(index))
      break
    }
    const patch = patches[index]
    const end = isTextEdit(patch) ? runEnd(patches, index) : -1
    if (end < 0) {
      out.push(patch)
      doc = applyLocalPatches(doc, [patch])
      index++
      continue
    }
    const last = patches[end] as StringSet
    out.push(...squashedSet(doc, last))
    // The run leaves the field holding its last set's value, whatever came before it in the run.
    doc = applyLocalPatches(doc, [last])
    index = end + 1
  }
  return out
}

/**
 * A text edit of a field: a typed string set, or what an earlier squash made of some (a diff and its
 * "start it empty if missing"). Pending patches are squashed again when the base moves under them
 * (state.ts), and the letters typed after that join the same run, so a commit still carries one
 * diff per field.
 */
function isTextEdit(patch: LocalPatch | undefined): boolean {
  if (!patch) return false
  return isStringSet(patch) || patch.type === 'diffMatchPatch' || (patch.type === 'setIfMissing' && typeof patch.value === 'string')
}

/**
 * Where the run of text edits at `patches[start]`'s path ends: its last string set, or -1 when it
 * has none. Only a run ending with a set can become one diff: the set fixes the field's value.
 */
function runEnd(patches: readonly LocalPatch[], start: number): number {
  const key = pathKey(patches[start].path)
  let end = -1
  for (let index = start; index < patches.length && isTextEdit(patches[index]) && pathKey(patches[index].path) === key; index++) {
    if (isStringSet(patches[index])) end = index
  }
  return end
}

/**
 * The run ending with `last`, made on `doc`: one diff from the value the run started from, when that
 * gives exactly what the set gives. It does when the path holds a string, and when it holds nothing
 * yet but names a field of an object that is there: "start it empty if missing" then adds the field
 * just as the set would. Anywhere else the two differ (@sanity/mutator): a setIfMissing never
 * writes an array slot, where a set at the index after the last item appends one, so the diff that
 * follows has nothing to apply to and the text is lost; and a field under a parent that is missing,
 * not an object, or an array is created, replaced or refused differently. There the set is kept,
 * and so it is where a key on the way is held by two items: the set writes the same text into
 * both, a diff would apply to the text of each.
 */
function squashedSet(doc: SanityDocument, last: StringSet): LocalPatch[] {
  const {path, value} = last
  const before = valueAtPath(doc, path)
  if (before !== undefined && typeof before !== 'string') return [last]
  if (!keysFoundOnce(doc, path)) return [last]
  if (before === undefined && !isNewFieldOfObject(doc, path)) return [last]
  const from = before ?? ''
  if (from === value && before !== undefined) return []
  // The diff is preceded by "start it empty if missing": a field someone is filling in at the
  // same moment merges both first words, and one someone just cleared takes the new text
  // instead of failing the whole transaction.
  const start: LocalPatch = {type: 'setIfMissing', path, value: ''}
  return from === value ? [start] : [start, {type: 'diffMatchPatch', path, value: diffPatchText(from, value)}]
}

/** `path` names a field (not an array slot) of an object present in `doc`. */
function isNewFieldOfObject(doc: SanityDocument, path: Path): boolean {
  const field = path[path.length - 1]
  if (typeof field !== 'string') return false
  const parent = path.length === 1 ? doc : valueAtPath(doc, path.slice(0, -1))
  return isRecord(parent)
}

/** No `{_key}` step of `path` in `doc` matches more than one item. */
function keysFoundOnce(doc: SanityDocument, path: Path): boolean {
  let current: unknown = doc
  for (const segment of path) {
    if (isKeySegment(segment) && Array.isArray(current)) {
      let found: unknown
      let count = 0
      for (const item of current) {
        if (isRecord(item) && item._key === segment._key) {
          found ??= item
          if (++count > 1) return false
        }
      }
      current = found
    } else {
      current = valueAtPath(current, [segment])
    }
    if (current === undefined) return true
  }
  return true
}
