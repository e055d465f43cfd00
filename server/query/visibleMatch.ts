// `match` reads text without its invisible characters (core/search/invisibleCharacters.ts), on
// both sides: a title holding a zero-width space is found by the word the editor sees. groq-js
// evaluates `match` and takes no functions of ours, so every `match` of a parsed query is given
// operands that drop those characters, built from GROQ that groq-js runs: a constant is cleaned
// here once, anything else is cleaned as it is read. The text index tokenizes the same cleaned
// text (matchText.ts), and reads through the wrapping (visibleOperand) to see which fields a
// `match` reads.
//
// Cleaning as text is read costs: it made a scan's `match` about three times slower. Most
// documents hold no invisible character, and the text index knows which do, so the query path
// takes the wrapping off again wherever the text cannot hold one (plainMatch).
import type {ExprNode} from 'groq-js'
import {holdsInvisible, INVISIBLE_CHARACTERS, withoutInvisible} from '../../core/search/invisibleCharacters.ts'

type Node = {type: string; [key: string]: any}

/** Marks the operands this file wrapped; a plain value survives the planner's copies of the tree. */
const WRAPPED = 'lakeVisibleText'

const value = (v: unknown): Node => ({type: 'Value', value: v})
const call = (namespace: string, name: string, args: Node[]): Node => ({type: 'FuncCall', namespace, name, args})
const self = (): Node => ({type: 'This'})

/** `node` without invisible characters when it is a string, else null. */
function cleanedString(node: Node): Node {
  let out = node
  for (const c of INVISIBLE_CHARACTERS) out = call('array', 'join', [call('string', 'split', [out, value(c)]), value('')])
  return out
}

/**
 * `@` cleaned: a string, or an array with its strings cleaned and its other items kept, so that
 * `match` still finds them not to be text (a pattern holding one matches nothing).
 */
function cleanedSelf(): Node {
  const item = call('global', 'coalesce', [cleanedString(self()), self()])
  return call('global', 'coalesce', [cleanedString(self()), {type: 'Map', base: self(), expr: item}])
}

function cleanedConstant(node: Node): Node | null {
  if (node.type === 'Group') return cleanedConstant(node.base)
  if (node.type !== 'Value') return null
  const v = node.value
  if (typeof v === 'string') return value(withoutInvisible(v))
  if (Array.isArray(v)) return value(v.map((item) => (typeof item === 'string' ? withoutInvisible(item) : item)))
  return node
}

/** The operand read once, as the only item of an array mapped through cleanedSelf. */
function cleaned(node: Node): Node {
  const constant = cleanedConstant(node)
  if (constant) return constant
  const once = {type: 'Array', elements: [{type: 'ArrayElement', value: node, isSplat: false}]}
  return {type: 'AccessElement', base: {type: 'Map', base: once, expr: cleanedSelf()}, index: 0, [WRAPPED]: true}
}

/** The operand as the query wrote it, for an operand of `match` that visibleMatch wrapped. */
export function visibleOperand(node: Node): Node {
  return node?.[WRAPPED] === true ? node.base.base.elements[0].value : node
}

/** Trees visibleMatch found no `match` in: returned as given, and plainMatch has nothing to take off. */
const withoutMatch = new WeakSet<object>()

/** The node with its `match` operands wrapped; parts holding no `match` are shared, not copied. */
function rewrite(node: unknown): unknown {
  if (Array.isArray(node)) {
    const out = node.map(rewrite)
    return out.some((child, i) => child !== node[i]) ? out : node
  }
  if (!node || typeof node !== 'object') return node
  const n = node as Node
  if (n.type === 'Value') return n
  let out: Node | null = null
  for (const [key, child] of Object.entries(n)) {
    const next = rewrite(child)
    if (next !== child) (out ??= {...n})[key] = next
  }
  if (n.type === 'OpCall' && n.op === 'match') {
    out ??= {...n}
    out.left = cleaned(out.left)
    out.right = cleaned(out.right)
  }
  return out ?? n
}

/**
 * The tree whose `match` operators ignore invisible characters (`score()` included): a copy where
 * it holds a `match`, else the tree itself, since most queries hold none.
 */
export function visibleMatch(tree: ExprNode): ExprNode {
  const out = rewrite(tree) as ExprNode
  if (out === tree) withoutMatch.add(tree)
  return out
}

function valueHoldsInvisible(v: unknown): boolean {
  if (typeof v === 'string') return holdsInvisible(v)
  if (Array.isArray(v)) return v.some(valueHoldsInvisible)
  if (v && typeof v === 'object') return Object.values(v).some(valueHoldsInvisible)
  return false
}

/**
 * What the documents an evaluation reads are known to lack invisible characters in: every
 * document of the dataset ('dataset'), or the one document being filtered ('document').
 */
export type Reach = 'dataset' | 'document'

/**
 * Whether text from elsewhere than those documents may reach a `match`: a constant holding an
 * invisible character, the caller's identity, and for reach 'document' anything that reads other
 * documents or scopes (`->`, `*`, `^`, releases). The whole tree counts, not only the operands:
 * a value becomes `@` of a nested filter or map and is read from there.
 */
function textFromElsewhere(node: unknown, reach: Reach): boolean {
  if (Array.isArray(node)) return node.some((child) => textFromElsewhere(child, reach))
  if (!node || typeof node !== 'object') return false
  const n = node as Node
  // The cleaning's own constants are the characters it drops.
  if (n[WRAPPED] === true) return textFromElsewhere(visibleOperand(n), reach)
  if (n.type === 'Value') return valueHoldsInvisible(n.value)
  if (n.type === 'FuncCall' && n.namespace === 'global' && n.name === 'identity') return true
  if (reach === 'document' && (n.type === 'Deref' || n.type === 'Everything' || n.type === 'Parent' || (n.type === 'FuncCall' && n.namespace === 'releases'))) return true
  return Object.values(n).some((child) => textFromElsewhere(child, reach))
}

/** The tree with every operand visibleMatch wrapped as the query wrote it (unchanged parts shared). */
function unwrapped(node: unknown): unknown {
  if (Array.isArray(node)) {
    const out = node.map(unwrapped)
    return out.some((child, i) => child !== node[i]) ? out : node
  }
  if (!node || typeof node !== 'object') return node
  const n = node as Node
  if (n.type === 'Value') return n
  if (n[WRAPPED] === true) return unwrapped(visibleOperand(n))
  let out: Node | null = null
  for (const [key, child] of Object.entries(n)) {
    const next = unwrapped(child)
    if (next !== child) (out ??= {...n})[key] = next
  }
  return out ?? n
}

/**
 * The tree without visibleMatch's cleaning when no text the evaluation can read holds an
 * invisible character, given what the read documents are known to lack; else the same tree.
 * The answer is the same either way, the cleaning's cost only paid where it can matter.
 */
export function plainMatch<T>(tree: T, reach: Reach): T {
  if (typeof tree === 'object' && tree !== null && withoutMatch.has(tree)) return tree
  return textFromElsewhere(tree, reach) ? tree : (unwrapped(tree) as T)
}
