// Does one grant cover one document? The dataset's grants are GROQ filters with permissions
// (shell seed §6); the studio evaluates them with groq-js, as the lake does on every write, loaded
// only when a filter is more than the roles' path filters.
import type {Grant, Permission, SanityDocument} from '../lake/types.ts'
import {DRAFT_DOCUMENTS, EVERY_DOCUMENT} from '../permissions/roles.ts'

export interface GrantAnswer {
  granted: boolean
  reason: string
}

export const NO_MATCHING_GRANTS = 'No matching grants found'
export const NO_DOCUMENT_GRANTS = 'No document grants'

type GroqFilterMatcher = typeof import('./groqFilterEngine.ts').groqFilterMatches

let groqMatcher: GroqFilterMatcher | null = null
let loadingMatcher: Promise<void> | null = null

/** Whether every filter of `grants` is answered without GROQ (the roles' own filters are). */
export function grantsNeedGroq(grants: readonly Grant[]): boolean {
  return grants.some((grant) => grant.filter !== EVERY_DOCUMENT && grant.filter !== DRAFT_DOCUMENTS)
}

/**
 * Loads the GROQ engine when `grants` need it; callers wait for this before they answer
 * permission questions about those grants, so no answer is given without the engine.
 */
export function prepareGrantFilters(grants: readonly Grant[]): Promise<void> {
  if (groqMatcher || !grantsNeedGroq(grants)) return Promise.resolve()
  return (loadingMatcher ??= import('./groqFilterEngine.ts').then(
    (module) => {
      groqMatcher = module.groqFilterMatches
    },
    (error: unknown) => {
      loadingMatcher = null
      throw error
    },
  ))
}

/**
 * Whether `filter` selects `doc`. A filter other than the two path filters needs the GROQ engine
 * (prepareGrantFilters); until it is in, such a filter grants nothing.
 */
export function filterMatches(filter: string, doc: SanityDocument, identity?: string): boolean {
  if (filter === EVERY_DOCUMENT) return true
  if (filter === DRAFT_DOCUMENTS) return doc._id.startsWith('drafts.')
  return groqMatcher ? groqMatcher(filter, doc, identity) : false
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
