import type {Differ} from './differ.ts'
import {hashString, kindOf} from './measure.ts'
import {Op, cheapest, type Program} from './opcodes.ts'

/** Where an element of the new array comes from. */
type Source = {kind: 'copy'; from: number} | {kind: 'edit'; from: number} | {kind: 'new'}

const NEW: Source = {kind: 'new'}

// Above this many cells the quadratic LCS table is replaced by a greedy in-order match.
const LCS_CELL_LIMIT = 1_000_000

/**
 * Builds the new array on a blank one: runs of unchanged elements become slices of the old array,
 * changed elements are diffed against the old element they descend from, the rest are literals.
 * (A Copy base is avoided on purpose: mendoza-js's incremental model shares the copied array's
 * storage, so appending to a copy would corrupt the previous version.)
 */
export function diffArray(differ: Differ, left: unknown[], right: unknown[]): Program {
  const sources = align(differ, left, right)
  const program = differ.program().emit(Op.Blank)
  let at = 0
  while (at < right.length) {
    const source = sources[at]
    if (source.kind === 'copy') {
      let end = at + 1
      while (end < right.length) {
        const next = sources[end]
        if (next.kind !== 'copy' || next.from !== source.from + (end - at)) break
        end++
      }
      program.append(copyRun(differ, left, source.from, source.from + (end - at)))
      at = end
      continue
    }
    const value = right[at]
    const literal = differ.program().emit(Op.ArrayAppendValue, value)
    let edited: Program | null = null
    if (source.kind === 'edit') {
      const child = differ.diff(left[source.from], value)
      if (child !== null) {
        edited = differ
          .program()
          .emit(Op.PushElement, source.from)
          .append(child)
          .emit(Op.ReturnIntoArray)
          .emit(Op.Pop)
      }
    }
    program.append(cheapest(literal, edited))
    at++
  }
  return program
}

function copyRun(differ: Differ, left: unknown[], from: number, to: number): Program {
  const slice = differ.program().emit(Op.ArrayAppendSlice, from, to)
  // A lone small scalar is shorter written out than sliced.
  if (to - from > 2) return slice
  const literals = differ.program()
  for (let i = from; i < to; i++) literals.emit(Op.ArrayAppendValue, left[i])
  return cheapest(slice, literals)
}

/**
 * Decides a source for every new element: the common prefix and suffix are copies; the middle is
 * aligned by a longest common subsequence of element identities (the `_key` of keyed objects, else
 * the value), and unaligned elements are copied from an equal old element anywhere, edited from the
 * old element with the same `_key`, or edited from the old element at the same place in the gap.
 */
function align(differ: Differ, left: unknown[], right: unknown[]): Source[] {
  const {measure} = differ
  const sources: Source[] = new Array<Source>(right.length).fill(NEW)

  let prefix = 0
  while (prefix < left.length && prefix < right.length && measure.equal(left[prefix], right[prefix])) {
    sources[prefix] = {kind: 'copy', from: prefix}
    prefix++
  }
  let suffix = 0
  while (
    suffix < left.length - prefix &&
    suffix < right.length - prefix &&
    measure.equal(left[left.length - 1 - suffix], right[right.length - 1 - suffix])
  ) {
    sources[right.length - 1 - suffix] = {kind: 'copy', from: left.length - 1 - suffix}
    suffix++
  }

  const leftEnd = left.length - suffix
  const rightEnd = right.length - suffix
  if (prefix === rightEnd) return sources

  const identity = (value: unknown) => {
    const key = keyOf(value)
    return key === undefined ? measure.hash(value) : hashString(key, 0x8f)
  }
  const anchors = matchInOrder(
    left.slice(prefix, leftEnd).map(identity),
    right.slice(prefix, rightEnd).map(identity),
  ).map(([i, j]): [number, number] => [i + prefix, j + prefix])
  anchors.push([leftEnd, rightEnd])

  const lookup = new OldElements(differ, left)
  let gapLeft = prefix
  let gapRight = prefix
  for (const [anchorLeft, anchorRight] of anchors) {
    for (let j = gapRight; j < anchorRight; j++) {
      const previous = j > 0 ? sources[j - 1] : NEW
      sources[j] = lookup.sourceFor(right[j], previous, gapLeft + (j - gapRight), anchorLeft)
    }
    if (anchorRight < rightEnd) {
      const same = measure.equal(left[anchorLeft], right[anchorRight])
      sources[anchorRight] = {kind: same ? 'copy' : 'edit', from: anchorLeft}
    }
    gapLeft = anchorLeft + 1
    gapRight = anchorRight + 1
  }
  return sources
}

/** Lazily built indexes over the old array for elements that the alignment left unmatched. */
class OldElements {
  readonly #differ: Differ
  readonly #left: unknown[]
  #byHash: Map<number, number[]> | undefined
  #byKey: Map<string, number> | undefined

  constructor(differ: Differ, left: unknown[]) {
    this.#differ = differ
    this.#left = left
  }

  sourceFor(value: unknown, previous: Source, sameSpot: number, gapEnd: number): Source {
    const {measure} = this.#differ
    const left = this.#left
    // Continuing the previous copy keeps the run in a single slice.
    if (previous.kind === 'copy' && previous.from + 1 < left.length && measure.equal(left[previous.from + 1], value)) {
      return {kind: 'copy', from: previous.from + 1}
    }
    const equal = this.#equalElement(value)
    if (equal !== undefined) return {kind: 'copy', from: equal}
    const key = keyOf(value)
    if (key !== undefined) {
      this.#byKey ??= indexKeys(left)
      const keyed = this.#byKey.get(key)
      if (keyed !== undefined) return {kind: 'edit', from: keyed}
    }
    if (sameSpot < gapEnd && isContainerOfSameKind(left[sameSpot], value)) return {kind: 'edit', from: sameSpot}
    return NEW
  }

  #equalElement(value: unknown): number | undefined {
    const {measure} = this.#differ
    if (this.#byHash === undefined) {
      this.#byHash = new Map()
      this.#left.forEach((element, index) => {
        const hash = measure.hash(element)
        const group = this.#byHash!.get(hash)
        if (group) group.push(index)
        else this.#byHash!.set(hash, [index])
      })
    }
    return this.#byHash.get(measure.hash(value))?.find((index) => measure.equal(this.#left[index], value))
  }
}

function indexKeys(left: unknown[]): Map<string, number> {
  const byKey = new Map<string, number>()
  left.forEach((element, index) => {
    const key = keyOf(element)
    if (key !== undefined && !byKey.has(key)) byKey.set(key, index)
  })
  return byKey
}

/** Sanity arrays identify their object members by `_key`; that is what survives an edit. */
function keyOf(value: unknown): string | undefined {
  if (kindOf(value) !== 'object') return undefined
  const key = (value as {_key?: unknown})._key
  return typeof key === 'string' ? key : undefined
}

function isContainerOfSameKind(left: unknown, right: unknown): boolean {
  const kind = kindOf(right)
  return (kind === 'object' || kind === 'array' || kind === 'string') && kindOf(left) === kind
}

/** Index pairs [i, j] with a[i] === b[j], increasing in both, as many as practical. */
function matchInOrder(a: number[], b: number[]): Array<[number, number]> {
  if (a.length === 0 || b.length === 0) return []
  return a.length * b.length <= LCS_CELL_LIMIT ? longestCommonSubsequence(a, b) : greedyMatch(a, b)
}

function longestCommonSubsequence(a: number[], b: number[]): Array<[number, number]> {
  const width = b.length + 1
  // lengths[i * width + j] = LCS length of a[i..] and b[j..]
  const lengths = new Uint32Array((a.length + 1) * width)
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
    }
  }
  const pairs: Array<[number, number]> = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      pairs.push([i, j])
      i++
      j++
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]) i++
    else j++
  }
  return pairs
}

function greedyMatch(a: number[], b: number[]): Array<[number, number]> {
  const positions = new Map<number, number[]>()
  a.forEach((value, index) => {
    const list = positions.get(value)
    if (list) list.push(index)
    else positions.set(value, [index])
  })
  const cursors = new Map<number, number>()
  const pairs: Array<[number, number]> = []
  let last = -1
  b.forEach((value, j) => {
    const list = positions.get(value)
    if (!list) return
    let cursor = cursors.get(value) ?? 0
    while (cursor < list.length && list[cursor] <= last) cursor++
    cursors.set(value, cursor)
    if (cursor < list.length) {
      last = list[cursor]
      pairs.push([last, j])
    }
  })
  return pairs
}
