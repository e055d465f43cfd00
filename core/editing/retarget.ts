// Pending typing that follows its text. A rich-text editor types into a span by a diff-match-patch
// at the span's keyed path (`body[_key=="q"].children[_key=="q-s"].text`). When someone else re-cuts
// that span (marks a word in it), splits its block (Enter) or joins it to the one before
// (Backspace), the text the diff was made against has moved to another span or block: applied at
// its old path it finds no context (the lake and EDGE skip it, and the keys are lost) or a wrong one.
// Such a diff is moved to where its context now is, hunk by hunk, when that context is found exactly
// once: in the span's block first, else in the blocks the move may have taken it to. Anything less
// certain is left as it was (today's behaviour), and a diff that then does not apply is reported.
import {applyPatches, parsePatch, type Patch} from '@sanity/diff-match-patch'
import type {SanityDocument} from '../lake/types.ts'
import {isRecord} from '../isRecord.ts'
import {applyLocalPatches, type LocalPatch} from './localPatches.ts'
import {isKeySegment, type Path} from './paths.ts'
import {diffPatchText} from './squash.ts'

type Diff = [number, string]

/** The steps of a span's text path: the blocks' array, then block key, `children`, span key, `text`. */
export interface SpanTextPath {
  arrayPath: Path
  blockKey: string
  spanKey: string
}

/** The span a rich-text diff addresses, or undefined when the path is not a span's text. */
export function spanTextPath(path: Path): SpanTextPath | undefined {
  const n = path.length
  if (n < 5 || path[n - 1] !== 'text' || path[n - 3] !== 'children') return undefined
  const block = path[n - 4]
  const span = path[n - 2]
  if (!isKeySegment(block) || !isKeySegment(span)) return undefined
  return {arrayPath: path.slice(0, n - 4), blockKey: block._key, spanKey: span._key}
}

type Span = {_key: string; text: string}
type Block = {_key?: unknown; children?: unknown}

function textSpans(block: unknown): Span[] | undefined {
  const children = (block as Block | null)?.children
  if (!Array.isArray(children)) return undefined
  return children.filter((child): child is Span => isRecord(child) && typeof child._key === 'string' && typeof child.text === 'string')
}

function blockKeyOf(block: unknown): string | undefined {
  const key = (block as Block | null)?._key
  return typeof key === 'string' ? key : undefined
}

/** The one block keyed `key`; undefined when none or several are. */
function onlyBlock(blocks: readonly unknown[], key: string): unknown {
  let found: unknown
  for (const block of blocks) {
    if (blockKeyOf(block) !== key) continue
    if (found !== undefined) return undefined
    found = block
  }
  return found
}

function occurrences(text: string, part: string): number[] {
  const at: number[] = []
  if (part === '') return at
  for (let index = text.indexOf(part); index >= 0; index = text.indexOf(part, index + 1)) at.push(index)
  return at
}

const sourceOf = (hunk: Patch) => hunk.diffs.filter(([op]) => op !== 1).map(([, text]) => text).join('')

/**
 * The block's span texts after a hunk located at `at` in their joined text. Each character keeps the
 * span it is in; typed text goes into the span of the character before it when the hunk has text
 * before it (the editor's typing continues the marks before the caret), else of the one after it.
 */
function applyHunkToSpans(texts: readonly string[], at: number, diffs: readonly Diff[]): string[] {
  if (texts.length === 0) throw new Error('no span to type into')
  // Offsets are UTF-16 units, as the diffs count them: work on units.
  const units = texts.join('')
  const unitOwners: number[] = []
  texts.forEach((text, owner) => {
    for (let i = 0; i < text.length; i++) unitOwners.push(owner)
  })
  const out = units.split('')
  let cursor = at
  let sawBefore = false
  for (const [op, text] of diffs) {
    if (op === 0) {
      cursor += text.length
      if (text.length > 0) sawBefore = true
    } else if (op === -1) {
      out.splice(cursor, text.length)
      unitOwners.splice(cursor, text.length)
    } else if (text.length > 0) {
      const owner =
        (sawBefore && cursor > 0 ? unitOwners[cursor - 1] : undefined) ?? unitOwners[cursor] ?? unitOwners[cursor - 1] ?? 0
      out.splice(cursor, 0, ...text.split(''))
      unitOwners.splice(cursor, 0, ...new Array<number>(text.length).fill(owner))
      cursor += text.length
      sawBefore = true
    }
  }
  const result = texts.map(() => '')
  out.forEach((unit, i) => (result[unitOwners[i]!] += unit))
  return result
}

/**
 * The hunk's diffs with its context as it came, then with less of it: the text around the edit may
 * now run across a block border (someone pressed Enter next to it), so the context before the edit is
 * cut from its far end down to nothing, then the context after it likewise. The edit itself is kept.
 */
function* contextVariants(diffs: readonly Diff[]): Generator<Diff[]> {
  const first = diffs[0]
  const last = diffs[diffs.length - 1]
  const pre = first && first[0] === 0 ? first[1] : ''
  const post = last && last[0] === 0 && diffs.length > 1 ? last[1] : ''
  const middle = diffs.slice(pre ? 1 : 0, post ? diffs.length - 1 : diffs.length)
  const build = (before: string, after: string): Diff[] => [...(before ? [[0, before] as Diff] : []), ...middle, ...(after ? [[0, after] as Diff] : [])]
  for (let k = pre.length; k >= 0; k--) yield build(pre.slice(pre.length - k), post)
  for (let j = post.length - 1; j >= 0; j--) yield build(pre, post.slice(0, j))
}

export interface Retargeted {
  /** The patches that take the place of the one asked about (itself when it fits or cannot be moved). */
  patches: LocalPatch[]
  /** It did not fit and could not be moved: the lake would skip it. */
  unplaced: boolean
}

/**
 * How the rich-text diff `patch` lands on `blocks` (the field's blocks as they are now): itself when
 * every hunk's context is in its span; else one diff per span its hunks now belong to, when every
 * hunk's context is found exactly once (in the block first, else in the blocks `movedTo` allows).
 */
export function retargetSpanDiff(
  blocks: readonly unknown[],
  patch: LocalPatch & {type: 'diffMatchPatch'},
  at: SpanTextPath,
  movedTo: (blockKey: string) => boolean = () => true,
): Retargeted {
  let hunks: Patch[]
  try {
    hunks = parsePatch(patch.value)
  } catch {
    return {patches: [patch], unplaced: false}
  }
  const block = onlyBlock(blocks, at.blockKey)
  const spans = block === undefined ? undefined : textSpans(block)
  const span = spans?.filter((s) => s._key === at.spanKey)
  const current = span?.length === 1 ? span[0]!.text : undefined
  if (current !== undefined && hunks.every((hunk) => current.includes(sourceOf(hunk)))) return {patches: [patch], unplaced: false}

  // Hunk by hunk on the blocks' span texts, each located in the text of one whole block.
  const edited = new Map<string, {spans: Span[]; texts: string[]}>()
  const textsOf = (key: string, b: unknown) => {
    let entry = edited.get(key)
    if (!entry) {
      const s = textSpans(b) ?? []
      entry = {spans: s, texts: s.map((x) => x.text)}
      edited.set(key, entry)
    }
    return entry
  }
  // Where `source` is: exactly once in the span's block, else exactly once in the blocks the text
  // may have moved to; 'ambiguous' when found more than once.
  const locate = (source: string): {key: string; at: number} | 'ambiguous' | undefined => {
    if (source === '') return undefined
    if (block !== undefined && spans) {
      const hits = occurrences(textsOf(at.blockKey, block).texts.join(''), source)
      if (hits.length > 1) return 'ambiguous'
      if (hits.length === 1) return {key: at.blockKey, at: hits[0]!}
    }
    let found: {key: string; at: number} | undefined
    const seen = new Set<string>()
    for (const other of blocks) {
      const key = blockKeyOf(other)
      if (key === undefined || key === at.blockKey || !textSpans(other)) continue
      if (seen.has(key)) return 'ambiguous'
      seen.add(key)
      if (!movedTo(key)) continue
      const hits = occurrences(textsOf(key, other).texts.join(''), source)
      if (hits.length === 0) continue
      if (hits.length > 1 || found) return 'ambiguous'
      found = {key, at: hits[0]!}
    }
    return found
  }
  for (const hunk of hunks) {
    let placed: {key: string; at: number; diffs: Diff[]} | undefined
    for (const diffs of contextVariants(hunk.diffs as Diff[])) {
      const found = locate(sourceOf({diffs} as unknown as Patch))
      if (found === 'ambiguous') return unplaced(blocks, patch, at, current)
      if (found) {
        placed = {...found, diffs}
        break
      }
    }
    if (!placed) return unplaced(blocks, patch, at, current)
    const entry = edited.get(placed.key)!
    entry.texts = applyHunkToSpans(entry.texts, placed.at, placed.diffs)
  }
  const patches: LocalPatch[] = []
  for (const [blockKey, {spans: was, texts}] of edited) {
    was.forEach((s, i) => {
      if (texts[i] === s.text) return
      patches.push({type: 'diffMatchPatch', path: [...at.arrayPath, {_key: blockKey}, 'children', {_key: s._key}, 'text'], value: diffPatchText(s.text, texts[i]!)})
    })
  }
  return {patches, unplaced: false}
}

/** Left as it was; unplaced when it finds no span or one of its hunks does not apply there. */
function unplaced(_blocks: readonly unknown[], patch: LocalPatch & {type: 'diffMatchPatch'}, _at: SpanTextPath, current: string | undefined): Retargeted {
  if (current === undefined) return {patches: [patch], unplaced: true}
  try {
    const [, results] = applyPatches(parsePatch(patch.value), current, {allowExceedingIndices: true})
    return {patches: [patch], unplaced: results.some((ok) => !ok)}
  } catch {
    return {patches: [patch], unplaced: true}
  }
}

function valueAt(doc: unknown, path: Path): unknown {
  let current = doc
  for (const segment of path) {
    if (typeof segment === 'string') current = isRecord(current) ? current[segment] : undefined
    else if (isKeySegment(segment)) current = Array.isArray(current) ? onlyBlock(current, segment._key) : undefined
    else current = Array.isArray(current) ? current[segment as number] : undefined
    if (current === undefined) return undefined
  }
  return current
}

export interface RetargetOutcome {
  doc: SanityDocument
  patches: LocalPatch[]
  /** Rich-text diffs that neither fit nor could be moved (the lake will skip them). */
  unplaced: LocalPatch[]
}

/**
 * `patches` applied to `doc` in order, each rich-text diff moved first to where its text now is
 * (retargetSpanDiff). `movedTo(arrayPath, blockKey)`: whether text may have moved into that block
 * (by default any block may be searched).
 */
export function applyRetargeted(
  doc: SanityDocument,
  patches: readonly LocalPatch[],
  movedTo?: (arrayPath: Path, blockKey: string) => boolean,
): RetargetOutcome {
  let current = doc
  const out: LocalPatch[] = []
  const lost: LocalPatch[] = []
  for (const patch of patches) {
    const at = patch.type === 'diffMatchPatch' && typeof patch.value === 'string' ? spanTextPath(patch.path) : undefined
    const blocks = at ? valueAt(current, at.arrayPath) : undefined
    if (!at || !Array.isArray(blocks)) {
      out.push(patch)
      current = applyLocalPatches(current, [patch])
      continue
    }
    const {patches: placed, unplaced: isLost} = retargetSpanDiff(blocks, patch as LocalPatch & {type: 'diffMatchPatch'}, at, movedTo && ((key) => movedTo(at.arrayPath, key)))
    if (isLost) lost.push(patch)
    out.push(...placed)
    current = applyLocalPatches(current, placed)
  }
  return {doc: current, patches: out, unplaced: lost}
}

/** The blocks of the array at `arrayPath` that are new or changed from `before` to `after`. */
export function changedBlocks(before: unknown, after: unknown): (arrayPath: Path, blockKey: string) => boolean {
  const cache = new Map<string, Set<string>>()
  return (arrayPath, blockKey) => {
    const id = JSON.stringify(arrayPath)
    let changed = cache.get(id)
    if (!changed) {
      changed = new Set()
      const was = valueAt(before, arrayPath)
      const now = valueAt(after, arrayPath)
      const previous = new Map<string, string>()
      if (Array.isArray(was)) for (const block of was) {
        const key = blockKeyOf(block)
        if (key !== undefined) previous.set(key, JSON.stringify(block))
      }
      if (Array.isArray(now)) for (const block of now) {
        const key = blockKeyOf(block)
        if (key !== undefined && previous.get(key) !== JSON.stringify(block)) changed.add(key)
      }
      cache.set(id, changed)
    }
    return changed.has(blockKey)
  }
}
