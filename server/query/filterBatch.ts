// Evaluates a filter over a batch of documents for the top-k walk. groq-js evaluates `&&` and
// `||` by computing both operands; a search filter ors one `match` per searchable field (a
// hundred in a rich schema) for each term, so that costs a hundred matches per document even when
// the first one already decided. Here groq-js still evaluates every operand it is asked for, a
// whole batch at a time, but an operand is not asked for when its value cannot change the result:
// the right of `&&` where the left is false, the right of `||` where the left is true. The
// combining rules are groq-js's three-valued ones (a non-boolean operand makes the result null
// unless the other side decides it), and the filter keeps exactly the documents whose value is
// true. Skipping is only sound if the skipped operand could not have thrown, so it is limited to
// filters built from constructs groq-js evaluates without ever throwing; any other filter goes
// to groq-js whole.
import {evaluateSync, type ExprNode} from 'groq-js'
import type {SanityDocument} from '../../core/lake/types.ts'

type Node = {type: string; [key: string]: any}

/** groq-js options other than the dataset, the same ones the final evaluation gets. */
export type EarlyEvaluation = Omit<NonNullable<Parameters<typeof evaluateSync>[1]>, 'dataset' | 'root'>

const NEVER_THROWING_NODES = new Set([
  'Value',
  'This',
  'AccessAttribute',
  'AccessElement',
  'Slice',
  'ArrayCoerce',
  'Group',
  'And',
  'Or',
  'Not',
  'Neg',
  'Pos',
  'OpCall',
  'FuncCall',
  'Array',
  'ArrayElement',
  'Filter',
  'Map',
  'FlatMap',
  'Deref',
])

const NEVER_THROWING_FUNCTIONS = new Set([
  'global::defined',
  'global::count',
  'global::references',
  'global::dateTime',
  'global::now',
  'global::lower',
  'global::upper',
  'global::length',
  'global::string',
  'global::coalesce',
  'global::identity',
  'pt::text',
  'string::startsWith',
  // What visibleMatch.ts wraps `match` operands in.
  'string::split',
  'array::join',
])

function neverThrows(node: unknown): boolean {
  if (Array.isArray(node)) return node.every(neverThrows)
  if (!node || typeof node !== 'object') return true
  const n = node as Node
  if (n.type === 'Value') return true
  if (!NEVER_THROWING_NODES.has(n.type)) return false
  if (n.type === 'FuncCall' && !NEVER_THROWING_FUNCTIONS.has(`${n.namespace}::${n.name}`)) return false
  return Object.values(n).every(neverThrows)
}

/** A document of a batch, with its slot so index hints can answer by bitset. */
export interface Item {
  doc: SanityDocument
  position: number
}

/** Whether an index says an operand may be true for a document: only steers evaluation order. */
export type Hint = ((item: Item) => boolean) | null

/**
 * The value of `node` for each document, as groq-js computes it with the document as `@`.
 * Parents (`^`) are never in these filters, so evaluating through a map is the same as through
 * a filter.
 */
function valuesOf(node: Node, items: Item[], options: EarlyEvaluation): unknown[] {
  if (items.length === 0) return []
  const docs = items.map((item) => item.doc)
  const map = {type: 'Map', base: {type: 'Value', value: docs}, expr: node} as unknown as ExprNode
  return evaluateSync(map, {...options, dataset: []}).data as unknown[]
}

/** The operands of a chain of `&&` (or of `||`), groups included: groq-js's rules make the order irrelevant. */
function operands(node: Node, type: 'And' | 'Or', out: Node[] = []): Node[] {
  if (node.type === type) {
    operands(node.left, type, out)
    operands(node.right, type, out)
  } else if (node.type === 'Group' && (node.base.type === type || node.base.type === 'Group')) {
    operands(node.base, type, out)
  } else {
    out.push(node)
  }
  return out
}

/**
 * A rough price of evaluating an operand: joining portable text and tokenizing it is the
 * dearest thing a search asks, walking arrays next. Only the order of hinted operands uses it.
 */
function costOf(node: unknown): number {
  if (Array.isArray(node)) return Math.max(1, ...node.map(costOf))
  if (!node || typeof node !== 'object') return 1
  const n = node as Node
  if (n.type === 'Value') return 1
  if (n.type === 'FuncCall' && n.namespace === 'pt') return 3
  const own = n.type === 'ArrayCoerce' || n.type === 'Map' || n.type === 'FlatMap' ? 2 : 1
  return Math.max(own, ...Object.values(n).map(costOf))
}

class Evaluator {
  readonly #options: EarlyEvaluation
  readonly #hintFor: (node: Node) => Hint
  readonly #hints = new Map<Node, Hint>()

  constructor(options: EarlyEvaluation, hintFor: (node: Node) => Hint) {
    this.#options = options
    this.#hintFor = hintFor
  }

  #hint(node: Node): Hint {
    if (!this.#hints.has(node)) this.#hints.set(node, this.#hintFor(node))
    return this.#hints.get(node)!
  }

  column(node: Node, items: Item[]): unknown[] {
    if (items.length === 0) return []
    switch (node.type) {
      case 'Group':
        return this.column(node.base, items)
      case 'Not':
        return this.column(node.base, items).map((v) => (typeof v === 'boolean' ? !v : null))
      case 'And':
        return this.#chain(operands(node, 'And'), items, false)
      case 'Or':
        return this.#chain(operands(node, 'Or'), items, true)
      default:
        return valuesOf(node, items, this.#options)
    }
  }

  /**
   * A chain of `&&` (decides = false) or `||` (decides = true): the result is `decides` as soon
   * as one operand is, else null if any operand is not a boolean, else the other boolean. For
   * `||` the operands an index hints at go first, so a hit usually costs one `match`.
   */
  #chain(chain: Node[], items: Item[], decides: boolean): unknown[] {
    const result: unknown[] = items.map(() => !decides)
    const settled = new Uint8Array(items.length)
    const asked = chain.map(() => new Uint8Array(items.length))
    const ask = (k: number, wanted: (i: number) => boolean) => {
      const indices: number[] = []
      for (let i = 0; i < items.length; i++) if (settled[i] === 0 && asked[k][i] === 0 && wanted(i)) indices.push(i)
      const values = this.column(
        chain[k],
        indices.map((i) => items[i]),
      )
      indices.forEach((i, n) => {
        asked[k][i] = 1
        const value = values[n]
        if (value === decides) {
          result[i] = decides
          settled[i] = 1
        } else if (typeof value !== 'boolean') result[i] = null
      })
    }
    if (decides) {
      const hinted = chain.map((operand, k) => ({k, hint: this.#hint(operand), cost: costOf(operand)})).filter((o) => o.hint)
      for (const {k, hint} of hinted.sort((a, b) => a.cost - b.cost)) ask(k, (i) => hint!(items[i]))
    }
    chain.forEach((_, k) => ask(k, () => true))
    return result
  }
}

/**
 * A function keeping the documents of a batch for which the filter is true, in their order.
 * `hintFor` tells which documents an index thinks an operand may hold for.
 */
export function batchFilter(
  filter: Node,
  options: EarlyEvaluation,
  hintFor: (node: Node) => Hint,
): (items: Item[]) => SanityDocument[] {
  if (!neverThrows(filter)) {
    return (items) => {
      if (items.length === 0) return []
      const docs = items.map((item) => item.doc)
      const whole = {type: 'Filter', base: {type: 'Value', value: docs}, expr: filter} as unknown as ExprNode
      return evaluateSync(whole, {...options, dataset: []}).data as SanityDocument[]
    }
  }
  const evaluator = new Evaluator(options, hintFor)
  return (items) => {
    const values = evaluator.column(filter, items)
    return items.filter((_, i) => values[i] === true).map((item) => item.doc)
  }
}
