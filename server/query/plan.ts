// Query planning: every `*[filter]` whose filter an index can narrow is rewritten to filter an
// inline list of candidates instead of the whole dataset; groq-js keeps the full semantics.
import type {ExprNode} from 'groq-js'
import type {SanityDocument} from '../../core/lake/types.ts'
import type {DatasetIndex} from '../dataset/datasetIndex.ts'
import {candidatesFor} from './candidates.ts'

type Node = {type: string; [key: string]: any}

export interface PlanContext {
  index: DatasetIndex
  /** Keeps only documents the caller may read; identity when everything is readable. */
  readable: (docs: SanityDocument[]) => SanityDocument[]
}

export interface PlanStats {
  narrowed: number
  scans: number
}

function rewrite(node: unknown, ctx: PlanContext, stats: PlanStats): unknown {
  if (Array.isArray(node)) return node.map((child) => rewrite(child, ctx, stats))
  if (!node || typeof node !== 'object') return node
  const n = node as Node
  if (n.type === 'Value') return n
  if (n.type === 'Filter' && n.base?.type === 'Everything') {
    const ids = candidatesFor(ctx.index, n.expr)
    const expr = rewrite(n.expr, ctx, stats)
    if (ids === null) {
      stats.scans++
      return {...n, expr}
    }
    stats.narrowed++
    return {...n, base: {type: 'Value', value: ctx.readable(ctx.index.inOrder(ids))}, expr}
  }
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(n)) out[key] = rewrite(value, ctx, stats)
  return out
}

export function planQuery(tree: ExprNode, ctx: PlanContext): {tree: ExprNode; stats: PlanStats} {
  const stats: PlanStats = {narrowed: 0, scans: 0}
  return {tree: rewrite(tree, ctx, stats) as ExprNode, stats}
}
