// Top-k pushdown for `*[F] | order(attr dir) [a...b]`, the shape of every search request. A broad
// search term can leave most of the dataset as candidates, and filtering then sorting all of them
// costs seconds. Instead the documents are walked in the requested order (kept sorted by the
// dataset index), F is evaluated by groq-js on successive batches of candidates, and the walk
// stops once b documents matched: the first b matches in that order are exactly what sorting all
// matches would have put first, ties included (both keep natural order among equal values).
import type {SanityDocument} from '../../core/lake/types.ts'
import type {DatasetIndex} from '../dataset/datasetIndex.ts'
import {candidatesFor, exactlyAnswered, type Candidates} from './candidates.ts'
import type {TermMemo} from './textCandidates.ts'
import {batchFilter, type EarlyEvaluation, type Hint} from './filterBatch.ts'
import {membership} from './idSet.ts'
import {plainMatch} from './visibleMatch.ts'
import type {Direction, Entry, SortedOrder} from './sortedOrder.ts'

type Node = {type: string; [key: string]: any}

export interface OrderedSlice {
  filter: Node
  attribute: string
  direction: Direction
  start: number
  end: number
}

/**
 * Whether the filter may read anything but the document, the parameters and the query's fixed
 * context: `*` (also inside `releases::all()`) and `^` would need the whole dataset or an
 * enclosing scope, which an early evaluation does not have.
 */
function readsBeyondDocument(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(readsBeyondDocument)
  if (!node || typeof node !== 'object') return false
  const n = node as Node
  if (n.type === 'Value') return false
  if (n.type === 'Everything' || n.type === 'Parent') return true
  if (n.type === 'FuncCall' && n.namespace === 'releases') return true
  return Object.values(n).some(readsBeyondDocument)
}

/** The parts of `*[F] | order(attr dir) [a...b]` with a plain attribute and non-negative bounds. */
export function orderedSlice(node: Node): OrderedSlice | null {
  if (node.type !== 'Slice') return null
  const {left, right, isInclusive} = node
  if (!Number.isInteger(left) || !Number.isInteger(right) || left < 0 || right < 0) return null
  const end = isInclusive ? right + 1 : right
  if (end <= left) return null
  const pipe = node.base as Node | undefined
  if (pipe?.type !== 'PipeFuncCall' || pipe.name !== 'order' || pipe.args?.length !== 1) return null
  let key = pipe.args[0] as Node
  let direction: Direction = 'asc'
  if (key.type === 'Desc' || key.type === 'Asc') {
    direction = key.type === 'Desc' ? 'desc' : 'asc'
    key = key.base
  }
  if (key.type !== 'AccessAttribute' || (key.base && key.base.type !== 'This')) return null
  const filter = pipe.base as Node | undefined
  if (filter?.type !== 'Filter' || filter.base?.type !== 'Everything') return null
  if (readsBeyondDocument(filter.expr)) return null
  return {filter: filter.expr, attribute: key.name, direction, start: left, end}
}

export interface TopKContext {
  index: DatasetIndex
  readable: (docs: SanityDocument[]) => SanityDocument[]
  evaluation: EarlyEvaluation
}

function hasDeref(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(hasDeref)
  if (!node || typeof node !== 'object') return false
  const n = node as Node
  return n.type !== 'Value' && (n.type === 'Deref' || Object.values(n).some(hasDeref))
}

function hintOf(candidates: Candidates): Hint {
  if (candidates === null) return null
  const has = membership(candidates)
  return (item) => has(item.position, item.doc._id)
}

/**
 * Visits the candidates in the slice's order until `visit` answers false: sorted on their own
 * when few, else met while scanning the kept order.
 */
function inSliceOrder(slice: OrderedSlice, ctx: TopKContext, sorted: SortedOrder, candidates: Candidates, visit: (entry: Entry) => boolean): void {
  if (candidates === null) return sorted.scan(slice.direction, visit)
  const has = membership(candidates)
  if (candidates.size * 8 >= ctx.index.size) {
    sorted.scan(slice.direction, (entry) => !has(entry.position, entry.doc._id) || visit(entry))
    return
  }
  // Few candidates: walking the order until enough of them came by usually beats sorting them
  // all (a page of a 3% type at a million documents: some 1,700 entries against sorting 30,000),
  // unless they sit far down the order (an attribute most documents lack comes first in `desc`).
  // The walk gets a budget; when it runs out, the candidates are sorted and the walk's prefix,
  // which is exactly the head of that sorted list, is skipped.
  let visitedCandidates = 0
  const expectedWalk = (slice.end * ctx.index.size) / Math.max(1, candidates.size)
  if (expectedWalk < candidates.size * Math.log2(candidates.size + 1)) {
    const budget = 4 * expectedWalk + 64
    let walked = 0
    let outOfBudget = false
    sorted.scan(slice.direction, (entry) => {
      if (++walked > budget) {
        outOfBudget = true
        return false
      }
      if (!has(entry.position, entry.doc._id)) return true
      visitedCandidates++
      return visit(entry)
    })
    if (!outOfBudget) return
  }
  const few: {doc: SanityDocument; position: number}[] = []
  for (const id of candidates) {
    const doc = ctx.index.get(id)
    if (doc) few.push({doc, position: ctx.index.slotOf(id)!})
  }
  const arranged = sorted.arrange(few, slice.direction)
  for (let i = visitedCandidates; i < arranged.length; i++) if (!visit(arranged[i])) return
}

type Keep = (entries: Entry[]) => SanityDocument[]

/**
 * Filters documents without an invisible character through the filter without visibleMatch's
 * cleaning (same answer, a fraction of the cost), the few others through the filter as it is.
 */
function withPlainMatch(index: DatasetIndex, filter: Node, keep: Keep, keepOf: (plain: Node) => Keep): Keep {
  const plain = plainMatch(filter, 'document')
  if (plain === filter) return keep
  const keepPlain = keepOf(plain)
  return (entries) => {
    const holding = entries.filter((entry) => index.holdsInvisible(entry.position))
    if (holding.length === 0) return keepPlain(entries)
    if (holding.length === entries.length) return keep(entries)
    const kept = new Set([...keepPlain(entries.filter((entry) => !index.holdsInvisible(entry.position))), ...keep(holding)])
    return entries.filter((entry) => kept.has(entry.doc)).map((entry) => entry.doc)
  }
}

/**
 * The documents of the slice, or null when the pushdown does not apply (the planner then
 * narrows as usual): an attribute without a kept order, a dereference without the dataset's
 * dereferencer, or a filter the synchronous evaluator refuses.
 */
export function topK(slice: OrderedSlice, ctx: TopKContext): SanityDocument[] | null {
  const sorted = ctx.index.keptOrder(slice.attribute)
  if (!sorted) return null
  if (!ctx.evaluation.dereference && hasDeref(slice.filter)) return null
  const memo: TermMemo = new Map()
  const candidates = candidatesFor(ctx.index, slice.filter, memo)
  // Candidates that are exactly the filter's answer need no evaluation.
  const hintFor = (operand: Node) => hintOf(candidatesFor(ctx.index, operand, memo))
  const keep =
    candidates !== null && exactlyAnswered(ctx.index, slice.filter)
      ? (entries: Entry[]) => entries.map((entry) => entry.doc)
      : withPlainMatch(ctx.index, slice.filter, batchFilter(slice.filter, ctx.evaluation, hintFor), (plain) => batchFilter(plain, ctx.evaluation, hintFor))
  const matches: SanityDocument[] = []
  let batch: Entry[] = []
  let evaluated = 0
  const evaluateBatch = () => {
    const docs = batch.map((entry) => entry.doc)
    const visible = ctx.readable(docs)
    const shown = visible === docs ? null : new Set(visible)
    const readable = shown ? batch.filter((entry) => shown.has(entry.doc)) : batch
    for (const doc of keep(readable)) matches.push(doc)
    evaluated += batch.length
    batch = []
  }
  // Sized to what is still missing at the share of candidates the filter kept so far, plus a
  // margin: too small costs another round, too large evaluates documents nobody asked for.
  const batchSize = () => {
    const kept = evaluated === 0 ? 1 : Math.max(matches.length / evaluated, 0.05)
    return Math.max(32, Math.ceil(((slice.end - matches.length) / kept) * 1.05))
  }
  let size = batchSize()
  try {
    inSliceOrder(slice, ctx, sorted, candidates, (entry) => {
      batch.push(entry)
      if (batch.length < size) return true
      evaluateBatch()
      size = batchSize()
      return matches.length < slice.end
    })
    evaluateBatch()
  } catch {
    return null
  }
  return matches.slice(slice.start, slice.end)
}
