// Candidates for `text match pattern`: the documents whose tokens satisfy every term of the
// pattern. Only narrows when the text can only come from the document itself (attribute paths
// under it, arrays of those, `pt::text` of those) and the pattern is a constant: anything
// computed, dereferenced or taken from a parent scope could hold tokens the index never saw.
import type {DatasetIndex} from '../dataset/datasetIndex.ts'
import {intersectIds, type IdSet} from './idSet.ts'
import {patternTerms} from './matchText.ts'
import {UNFILED_FIELDS, type FieldRef} from './textIndex.ts'
import {visibleOperand} from './visibleMatch.ts'

type Node = {type: string; [key: string]: any}

export type Candidates = IdSet | null

/** Remembers each field's ids for a term within one planning pass: search repeats terms. */
export type TermMemo = Map<string, Candidates>

/** What `@` is at the top of a filter: the document, which no field holds. */
const DOCUMENT = Symbol('document')
type Field = string | typeof DOCUMENT

/**
 * The field a path's values are filed under (see TextIndex): the last attribute it reads, or
 * for `@` the field of whatever `@` stands for. Null when the path may reach anything but
 * values inside the document: computed values, dereferences, parents.
 */
function fieldOf(node: Node | undefined, thisField: Field): Field | null {
  if (!node) return thisField // an attribute with no base reads `@`
  switch (node.type) {
    case 'This':
      return thisField
    case 'AccessAttribute':
      return fieldOf(node.base, thisField) === null ? null : node.name
    case 'AccessElement':
    case 'Slice':
    case 'ArrayCoerce':
    case 'Group':
    // A filter only keeps elements of its base, whatever its condition reads.
    case 'Filter':
      return fieldOf(node.base, thisField)
    // Inside a map `@` is an element of the base.
    case 'Map':
    case 'FlatMap': {
      const base = fieldOf(node.base, thisField)
      return base === null ? null : fieldOf(node.expr, base)
    }
    default:
      return null
  }
}

function documentField(node: Node): string | null {
  const field = fieldOf(node, DOCUMENT)
  return typeof field === 'string' && !UNFILED_FIELDS.has(field) ? field : null
}

/** The fields whose tokens hold every token `node` can give `match`, or null if unknown. */
function textFields(node: Node): FieldRef[] | null {
  if (node.type === 'Group') return textFields(node.base)
  if (node.type === 'FuncCall' && node.namespace === 'pt' && node.name === 'text') {
    const field = node.args.length === 1 ? documentField(node.args[0]) : null
    return field === null ? null : [{namespace: 'blocks', field}]
  }
  if (node.type === 'Array') {
    const fields: FieldRef[] = []
    for (const element of node.elements as Node[]) {
      const inner = textFields(element.value)
      if (inner === null) return null
      fields.push(...inner)
    }
    return fields
  }
  const field = documentField(node)
  return field === null ? null : [{namespace: 'strings', field}]
}

function constantPatterns(node: Node): string[] | null {
  if (node.type === 'Group') return constantPatterns(node.base)
  if (node.type !== 'Value') return null
  if (typeof node.value === 'string') return [node.value]
  if (Array.isArray(node.value) && node.value.every((v) => typeof v === 'string')) return node.value
  return null
}

/**
 * A term whose tokens have more postings than this (about every token of every document, like
 * `*`) is not looked up: joining them costs more than the little it would narrow.
 */
function broadLimit(index: DatasetIndex): number {
  return Math.max(1000, index.size * 4)
}

function idsForTerm(index: DatasetIndex, fields: FieldRef[], term: string, memo: TermMemo): Candidates {
  const key = JSON.stringify([fields, term])
  if (!memo.has(key)) memo.set(key, index.idsMatchingTerm(fields, term, broadLimit(index)))
  return memo.get(key)!
}

export function matching(index: DatasetIndex, left: Node, right: Node, memo: TermMemo): Candidates {
  const fields = textFields(visibleOperand(left))
  if (fields === null) return null
  const patterns = constantPatterns(right)
  if (!patterns) return null
  const terms = patterns.flatMap(patternTerms)
  // No term at all: groq-js answers false for every document, but there is nothing to look up.
  if (terms.length === 0) return null
  let out: Candidates = null
  for (const term of terms) {
    const ids = idsForTerm(index, fields, term, memo)
    if (ids === null) continue
    out = out === null ? ids : intersectIds(out, ids)
  }
  return out
}
