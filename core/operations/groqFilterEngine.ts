// The GROQ evaluation behind grant filters the fast paths of grants.ts do not cover, in a module
// of its own so groq-js (about 60 KB) loads only for datasets whose grants need it.
import {evaluateSync, parse, toJS, type ExprNode} from 'groq-js'
import type {SanityDocument} from '../lake/types.ts'

const parsed = new Map<string, ExprNode | null>()

function filterTree(filter: string): ExprNode | null {
  if (!parsed.has(filter)) {
    try {
      parsed.set(filter, parse(`*[${filter}]`))
    } catch {
      // A filter that does not parse grants nothing.
      parsed.set(filter, null)
    }
  }
  return parsed.get(filter)!
}

export function groqFilterMatches(filter: string, doc: SanityDocument, identity?: string): boolean {
  const tree = filterTree(filter)
  if (!tree) return false
  try {
    const result = toJS(evaluateSync(tree, {dataset: [doc], identity}))
    return Array.isArray(result) && result.length > 0
  } catch {
    return false
  }
}
