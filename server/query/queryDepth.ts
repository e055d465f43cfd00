// A query that parses can still nest deep enough (a few thousand brackets, or a long `||` chain)
// to overflow the stack while it is planned and evaluated, which answered 500. Its parsed tree is
// measured with an explicit stack and refused beyond MAX_QUERY_DEPTH (K-LAKE-011).
import type {ExprNode} from 'groq-js'
import {LakeError} from '../http/lakeError.ts'

/** Well inside what evaluation survives (about 2,500 levels on Node's default stack), well above any filter the studio builds. */
export const MAX_QUERY_DEPTH = 1000

export function assertQueryDepth(query: string, tree: ExprNode): void {
  if (nestsTooDeep(tree)) throw queryDepthError(query)
}

export function queryDepthError(query: string): LakeError {
  return new LakeError(400, 'queryParseError', `The query nests expressions more than ${MAX_QUERY_DEPTH} levels deep`, {
    query,
    start: 0,
    end: query.length,
    limit: 'queryDepth',
    max: MAX_QUERY_DEPTH,
  })
}

/** Whether the tree has more than MAX_QUERY_DEPTH levels of expressions. */
export function nestsTooDeep(tree: ExprNode): boolean {
  const stack: {node: unknown; depth: number}[] = [{node: tree, depth: 0}]
  while (stack.length > 0) {
    const {node, depth} = stack.pop()!
    if (typeof node !== 'object' || node === null) continue
    const type = Array.isArray(node) ? undefined : (node as {type?: unknown}).type
    // Parameter values sit in the tree as `Value` nodes; the parameter limits cover them.
    if (type === 'Value') continue
    // Only expression nodes count as a level; the arrays holding them do not.
    const next = typeof type === 'string' ? depth + 1 : depth
    if (next > MAX_QUERY_DEPTH) return true
    for (const child of Object.values(node)) stack.push({node: child, depth: next})
  }
  return false
}
