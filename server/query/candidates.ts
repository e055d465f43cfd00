// Reads the constraints of a `*[filter]` that indexes can answer (ids, types, references,
// `match`) and returns the ids that can possibly match: a superset, since groq-js still
// evaluates the filter.
import type {DatasetIndex} from '../dataset/datasetIndex.ts'
import {intersectIds, unionAllIds, type IdSet} from './idSet.ts'
import {comparableRank, type RangeOp} from './sortedOrder.ts'
import {matching, type Candidates, type TermMemo} from './textCandidates.ts'

type Node = {type: string; [key: string]: any}

/** `null` means "no index applies": every document is a candidate. */
export type {Candidates}

function attributeOfThis(node: Node, name: string): boolean {
  return node.type === 'AccessAttribute' && node.name === name && (!node.base || node.base.type === 'This')
}

/** The constant a node stands for (literals and inlined parameters), or undefined when it is computed. */
function constantOf(node: Node): {value: unknown} | undefined {
  if (node.type === 'Value') return {value: node.value}
  if (node.type === 'Array') {
    const values: unknown[] = []
    for (const element of node.elements as Node[]) {
      if (element.isSplat) return undefined
      const c = constantOf(element.value)
      if (!c) return undefined
      values.push(c.value)
    }
    return {value: values}
  }
  return undefined
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string')
  return []
}

function intersect(a: Candidates, b: Candidates): Candidates {
  if (a === null) return b
  if (b === null) return a
  return intersectIds(a, b)
}

/** The operands of a chain of `||`, through groups. */
function alternatives(expr: Node, out: Node[] = []): Node[] {
  if (expr.type === 'Or') {
    alternatives(expr.left, out)
    alternatives(expr.right, out)
  } else if (expr.type === 'Group' && expr.base.type === 'Or') {
    alternatives(expr.base, out)
  } else {
    out.push(expr)
  }
  return out
}

function union(index: DatasetIndex, expr: Node, memo: TermMemo): Candidates {
  const sets: IdSet[] = []
  for (const alternative of alternatives(expr)) {
    const ids = narrow(index, alternative, memo)
    if (ids === null) return null
    sets.push(ids)
  }
  return unionAllIds(sets, index)
}

function idsForField(index: DatasetIndex, field: '_id' | '_type', values: string[]): Candidates {
  return field === '_id' ? new Set(values) : index.slotsOfTypes(values)
}

function equality(index: DatasetIndex, left: Node, right: Node): Candidates {
  for (const field of ['_id', '_type'] as const) {
    const [attr, other] = attributeOfThis(left, field) ? [left, right] : [right, left]
    if (!attributeOfThis(attr, field)) continue
    const c = constantOf(other)
    if (!c) return null
    // A non-string constant can never equal a stored id or type.
    return idsForField(index, field, typeof c.value === 'string' ? [c.value] : [])
  }
  return comparison(index, '==', left, right)
}

const FLIPPED: Record<RangeOp, RangeOp> = {'==': '==', '>': '<', '>=': '<=', '<': '>', '<=': '>='}
const RANGE_OPS: ReadonlySet<string> = new Set(['==', '>', '>=', '<', '<='])

/** The name of a top-level attribute of the document (`rank`, `@.rank`), or null. */
export function topAttribute(node: Node): string | null {
  return node.type === 'AccessAttribute' && (!node.base || node.base.type === 'This') ? String(node.name) : null
}

/** `attr op constant` (either way round) as the attribute, the operator read from its side, and the constant. */
function comparisonParts(op: string, left: Node, right: Node): {attribute: string; op: RangeOp; value: unknown} | null {
  if (!RANGE_OPS.has(op)) return null
  const leftName = topAttribute(left)
  const [attribute, other, readOp] = leftName !== null ? [leftName, right, op as RangeOp] : [topAttribute(right), left, FLIPPED[op as RangeOp]]
  if (attribute === null) return null
  const c = constantOf(other)
  return c ? {attribute, op: readOp, value: c.value} : null
}

/**
 * An attribute compared with a constant, from the attribute's kept order: exactly the documents
 * groq-js would keep. `attr == null` is not narrowed (a missing attribute equals null).
 */
function comparison(index: DatasetIndex, op: string, left: Node, right: Node): Candidates {
  const parts = comparisonParts(op, left, right)
  if (!parts) return null
  const sorted = index.keptOrder(parts.attribute)
  if (!sorted) return null
  if (comparableRank(parts.value) === null) return parts.op === '==' && parts.value === null ? null : new Set()
  return index.slotsAt(sorted.positionsWhere(parts.op, parts.value))
}

function definedAttribute(index: DatasetIndex, args: Node[]): Candidates {
  const attribute = args.length === 1 ? topAttribute(args[0]) : null
  const sorted = attribute === null ? undefined : index.keptOrder(attribute)
  return sorted ? index.slotsAt(sorted.definedPositions()) : null
}

function membership(index: DatasetIndex, left: Node, right: Node): Candidates {
  for (const field of ['_id', '_type'] as const) {
    if (!attributeOfThis(left, field)) continue
    const c = constantOf(right)
    if (!c || !Array.isArray(c.value)) return null
    return idsForField(index, field, stringsOf(c.value))
  }
  return null
}

function referencing(index: DatasetIndex, args: Node[]): Candidates {
  const out = new Set<string>()
  for (const arg of args) {
    const c = constantOf(arg)
    if (!c) return null
    for (const id of stringsOf(c.value)) for (const from of index.idsReferencing(id)) out.add(from)
  }
  return out
}

function narrow(index: DatasetIndex, expr: Node, memo: TermMemo): Candidates {
  switch (expr.type) {
    case 'And':
      return intersect(narrow(index, expr.left, memo), narrow(index, expr.right, memo))
    case 'Or':
      return union(index, expr, memo)
    case 'Group':
      return narrow(index, expr.base, memo)
    case 'OpCall':
      if (expr.op === '==') return equality(index, expr.left, expr.right)
      if (expr.op === 'in') return membership(index, expr.left, expr.right)
      if (expr.op === 'match') return matching(index, expr.left, expr.right, memo)
      return comparison(index, expr.op, expr.left, expr.right)
    case 'FuncCall':
      if (expr.namespace === 'global' && expr.name === 'references') return referencing(index, expr.args)
      if (expr.namespace === 'global' && expr.name === 'defined') return definedAttribute(index, expr.args)
      return null
    default:
      return null
  }
}

/**
 * Whether the candidates of `expr` are exactly the documents it keeps, so the filter need not be
 * evaluated: ands and ors of id and type tests and of comparisons and `defined()` over kept
 * attribute orders. Everything else (`match`, `references()`, computed operands) is only narrowed.
 */
export function exactlyAnswered(index: DatasetIndex, expr: Node): boolean {
  switch (expr.type) {
    case 'And':
    case 'Or':
      return exactlyAnswered(index, expr.left) && exactlyAnswered(index, expr.right)
    case 'Group':
      return exactlyAnswered(index, expr.base)
    case 'OpCall': {
      for (const field of ['_id', '_type']) {
        if (expr.op === '==' && (attributeOfThis(expr.left, field) || attributeOfThis(expr.right, field))) {
          const other = attributeOfThis(expr.left, field) ? expr.right : expr.left
          return constantOf(other) !== undefined
        }
        if (expr.op === 'in' && attributeOfThis(expr.left, field)) {
          const c = constantOf(expr.right)
          return c !== undefined && Array.isArray(c.value)
        }
      }
      const parts = comparisonParts(expr.op, expr.left, expr.right)
      return parts !== null && index.keptOrder(parts.attribute) !== undefined && !(parts.op === '==' && parts.value === null)
    }
    case 'FuncCall': {
      if (expr.namespace !== 'global' || expr.name !== 'defined' || expr.args.length !== 1) return false
      const attribute = topAttribute(expr.args[0])
      return attribute !== null && index.keptOrder(attribute) !== undefined
    }
    default:
      return false
  }
}

/** `memo` may be shared by the calls of one planning pass over the same parameters. */
export function candidatesFor(index: DatasetIndex, expr: Node, memo: TermMemo = new Map()): Candidates {
  return narrow(index, expr, memo)
}
