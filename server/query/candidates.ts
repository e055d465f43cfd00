// Reads the constraints of a `*[filter]` that indexes can answer (ids, types, references) and
// returns the ids that can possibly match: a superset, since groq-js still evaluates the filter.
import type {ExprNode} from 'groq-js'
import type {DatasetIndex} from '../dataset/datasetIndex.ts'

type Node = {type: string; [key: string]: any}

/** `null` means "no index applies": every document is a candidate. */
export type Candidates = Set<string> | null

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
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  const out = new Set<string>()
  for (const id of small) if (large.has(id)) out.add(id)
  return out
}

function union(a: Candidates, b: Candidates): Candidates {
  if (a === null || b === null) return null
  return new Set([...a, ...b])
}

function idsForField(index: DatasetIndex, field: '_id' | '_type', values: string[]): Set<string> {
  if (field === '_id') return new Set(values)
  const out = new Set<string>()
  for (const type of values) for (const id of index.idsOfType(type)) out.add(id)
  return out
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
  return null
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

export function candidatesFor(index: DatasetIndex, expr: Node): Candidates {
  switch (expr.type) {
    case 'And':
      return intersect(candidatesFor(index, expr.left), candidatesFor(index, expr.right))
    case 'Or':
      return union(candidatesFor(index, expr.left), candidatesFor(index, expr.right))
    case 'Group':
      return candidatesFor(index, expr.base)
    case 'OpCall':
      if (expr.op === '==') return equality(index, expr.left, expr.right)
      if (expr.op === 'in') return membership(index, expr.left, expr.right)
      return null
    case 'FuncCall':
      if (expr.namespace === 'global' && expr.name === 'references') return referencing(index, expr.args)
      return null
    default:
      return null
  }
}
