// Query planning: every `*[filter]` whose filter an index can narrow is rewritten to filter an
// inline list of candidates instead of the whole dataset; groq-js keeps the full semantics.
// `*[filter] | order(attr) [a...b]` may instead be answered by a top-k walk (topK.ts) when the
// caller lets the planner evaluate filters early.
import type {ExprNode} from 'groq-js'
import type {SanityDocument} from '../../core/lake/types.ts'
import type {DatasetIndex} from '../dataset/datasetIndex.ts'
import {candidatesFor, exactlyAnswered, topAttribute} from './candidates.ts'
import type {EarlyEvaluation} from './filterBatch.ts'
import {orderedSlice, topK} from './topK.ts'
import {plainMatch} from './visibleMatch.ts'

type Node = {type: string; [key: string]: any}

export interface PlanContext {
  index: DatasetIndex
  /** Keeps only documents the caller may read; identity when everything is readable. */
  readable: (docs: SanityDocument[]) => SanityDocument[]
  /** The options the final evaluation will use; given, the planner may run filters itself. */
  evaluation?: EarlyEvaluation
}

export interface PlanStats {
  narrowed: number
  scans: number
  /** Filters answered from indexes alone, without evaluating them; absent when there were none. */
  exact?: number
  /** Ordered slices answered by the top-k walk; absent when there were none. */
  topK?: number
}

/** Whether none of these documents has a string holding an invisible character (visibleMatch.ts). */
function lacksInvisible(index: DatasetIndex, docs: SanityDocument[]): boolean {
  return index.invisibleCount === 0 || docs.every((doc) => !index.holdsInvisible(index.slotOf(doc._id)!))
}

function rewrite(node: unknown, ctx: PlanContext, stats: PlanStats): unknown {
  if (Array.isArray(node)) return node.map((child) => rewrite(child, ctx, stats))
  if (!node || typeof node !== 'object') return node
  const n = node as Node
  if (n.type === 'Value') return n
  if (n.type === 'Slice' && ctx.evaluation) {
    const slice = orderedSlice(n)
    const docs = slice && topK(slice, {index: ctx.index, readable: ctx.readable, evaluation: ctx.evaluation})
    if (docs) {
      stats.topK = (stats.topK ?? 0) + 1
      return {type: 'Value', value: docs}
    }
  }
  if (n.type === 'Filter' && n.base?.type === 'Everything') {
    const ids = candidatesFor(ctx.index, n.expr)
    if (ids === null) {
      stats.scans++
      return {...n, expr: rewrite(n.expr, ctx, stats)}
    }
    stats.narrowed++
    const docs = ctx.readable(ctx.index.inOrder(ids))
    if (exactlyAnswered(ctx.index, n.expr)) {
      stats.exact = (stats.exact ?? 0) + 1
      return {type: 'Value', value: docs}
    }
    // Before the rewrite, which turns subqueries into lists of documents plainMatch cannot place.
    const expr = lacksInvisible(ctx.index, docs) ? plainMatch(n.expr, 'document') : n.expr
    return {...n, base: {type: 'Value', value: docs}, expr: rewrite(expr, ctx, stats)}
  }
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(n)) out[key] = rewrite(value, ctx, stats)
  return out
}

const COMPARISONS: ReadonlySet<string> = new Set(['==', '>', '>=', '<', '<='])

/**
 * Tells the index which top-level attributes this query filters or orders documents by, once
 * each: an attribute named by queries again and again gets a kept sorted order (datasetIndex.ts).
 */
function noteAttributes(node: unknown, found: Set<string>, inFilter = false): void {
  if (Array.isArray(node)) {
    for (const child of node) noteAttributes(child, found, inFilter)
    return
  }
  if (!node || typeof node !== 'object') return
  const n = node as Node
  if (n.type === 'Value') return
  if (n.type === 'Filter' && n.base?.type === 'Everything') {
    noteAttributes(n.expr, found, true)
    return
  }
  if (inFilter && n.type === 'OpCall' && COMPARISONS.has(n.op)) {
    for (const side of [n.left, n.right]) {
      const name = topAttribute(side)
      if (name !== null && name !== '_id' && name !== '_type') found.add(name)
    }
  }
  if (inFilter && n.type === 'FuncCall' && n.namespace === 'global' && n.name === 'defined' && n.args?.length === 1) {
    const name = topAttribute(n.args[0])
    if (name !== null) found.add(name)
  }
  if (n.type === 'PipeFuncCall' && n.name === 'order') {
    for (let key of n.args ?? []) {
      if (key.type === 'Asc' || key.type === 'Desc') key = key.base
      const name = topAttribute(key)
      if (name !== null) found.add(name)
    }
  }
  for (const value of Object.values(n)) if (value && typeof value === 'object') noteAttributes(value, found, inFilter)
}

export function planQuery(tree: ExprNode, ctx: PlanContext): {tree: ExprNode; stats: PlanStats} {
  const stats: PlanStats = {narrowed: 0, scans: 0}
  const attributes = new Set<string>()
  noteAttributes(tree, attributes)
  for (const attribute of attributes) ctx.index.sortedBy(attribute)
  return {tree: rewrite(tree, ctx, stats) as ExprNode, stats}
}
