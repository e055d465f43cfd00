// Does one grant cover one document? The dataset's grants are GROQ filters with permissions
// (shell seed §6); the studio evaluates them with groq-js, as the lake does on every write.
import {evaluateSync, parse, toJS, type ExprNode} from 'groq-js'
import type {Grant, Permission, SanityDocument} from '../lake/types.ts'
import {DRAFT_DOCUMENTS, EVERY_DOCUMENT} from '../permissions/roles.ts'

export interface GrantAnswer {
  granted: boolean
  reason: string
}

export const NO_MATCHING_GRANTS = 'No matching grants found'
export const NO_DOCUMENT_GRANTS = 'No document grants'

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

export function filterMatches(filter: string, doc: SanityDocument, identity?: string): boolean {
  if (filter === EVERY_DOCUMENT) return true
  if (filter === DRAFT_DOCUMENTS) return doc._id.startsWith('drafts.')
  const tree = filterTree(filter)
  if (!tree) return false
  try {
    const result = toJS(evaluateSync(tree, {dataset: [doc], identity}))
    return Array.isArray(result) && result.length > 0
  } catch {
    return false
  }
}

/** Whether `permission` is granted on `doc`; a null document (one that does not exist) is granted. */
export function documentGrant(
  grants: readonly Grant[],
  permission: Permission,
  doc: SanityDocument | null,
  identity?: string,
): GrantAnswer {
  if (doc === null) return {granted: true, reason: 'The document does not exist'}
  if (grants.length === 0) return {granted: false, reason: NO_DOCUMENT_GRANTS}
  const granted = grants.some((g) => g.permissions.includes(permission) && filterMatches(g.filter, doc, identity))
  return granted ? {granted, reason: 'Matching grant'} : {granted, reason: NO_MATCHING_GRANTS}
}
