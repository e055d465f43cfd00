// Names and limits of the routing rules (shell seed §2), referenced everywhere, typed once.

/** `{basePath}/intent/...` is the intent route (SH-ROUTE-002). */
export const INTENT_SEGMENT = 'intent'

export const STRUCTURE_TOOL_NAME = 'structure'
/** The structure tool's former name; URLs using it still work (SH-ROUTE-020, SH-ROUTE-021). */
export const LEGACY_DESK_TOOL_NAME = 'desk'

export const CREATE_INTENT = 'create'
export const EDIT_INTENT = 'edit'

/** The params that make a tool a better match for an intent (SH-ROUTE-014). */
export const INTENT_MATCH_PARAMS: Readonly<Record<string, readonly string[]>> = {
  [CREATE_INTENT]: ['template', 'type'],
  [EDIT_INTENT]: ['mode'],
}

/** Separates the tool title from the studio title in the page title (SH-ROUTE-024). */
export const PAGE_TITLE_SEPARATOR = ' | '

/**
 * Redirects are followed inside one resolution so the browser sees a single history replace.
 * A chain longer than this means the rules disagree with each other; it is reported, not looped.
 */
export const MAX_REDIRECT_HOPS = 5
