// Squashing pending patches before they are sent. A run of consecutive string `set`s on one path
// (a word typed letter by letter) becomes one diff-match-patch from the value the run started
// from, so the lake merges it with what others typed into the same field meanwhile instead of
// overwriting it. Sets marked atomic (options, dates) stay sets: they are choices, not text.
import {makeDiff, makePatches, stringifyPatches} from '@sanity/diff-match-patch'
import type {SanityDocument} from '../lake/types.ts'
import {applyLocalPatches, type LocalPatch} from './localPatches.ts'
import {creationBody, type PairDocuments, type PairSpec, targetSide} from './pair.ts'
import {type Path, pathKey, valueAtPath} from './paths.ts'

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
  let doc: SanityDocument =
    base[targetSide(spec)] ?? ({_rev: '', _createdAt: '', _updatedAt: '', ...creationBody(spec, base)} as SanityDocument)
  const out: LocalPatch[] = []
  let index = 0
  while (index < patches.length) {
    const patch = patches[index]
    if (!isStringSet(patch)) {
      out.push(patch)
      doc = applyLocalPatches(doc, [patch])
      index++
      continue
    }
    const key = pathKey(patch.path)
    let last: StringSet = patch
    while (isStringSet(patches[index + 1]) && pathKey(patches[index + 1].path) === key) {
      last = patches[++index] as StringSet
    }
    index++
    out.push(...squashedSet(valueAtPath(doc, patch.path), last))
    doc = applyLocalPatches(doc, [last])
  }
  return out
}

function squashedSet(before: unknown, last: StringSet): LocalPatch[] {
  const {path, value} = last
  if (before !== undefined && typeof before !== 'string') return [last]
  const from = before ?? ''
  if (from === value && before !== undefined) return []
  // The diff is preceded by "start it empty if missing": a field someone is filling in at the
  // same moment merges both first words, and one someone just cleared takes the new text
  // instead of failing the whole transaction.
  const start: LocalPatch = {type: 'setIfMissing', path, value: ''}
  return from === value ? [start] : [start, {type: 'diffMatchPatch', path, value: diffPatchText(from, value)}]
}
