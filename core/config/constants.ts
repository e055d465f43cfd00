// Names and patterns of the workspace configuration rules (shell seed §5; SH-CONF-010 … -021).

/** The name and base path of a studio's only workspace when it gives none (SH-CONF-018). */
export const DEFAULT_WORKSPACE_NAME = 'default'
export const DEFAULT_BASE_PATH = '/'

/** A tool may not take this name (SH-CONF-020). */
export const RESERVED_TOOL_NAME = 'tool'

/** Letters, digits, '_' and '-', not starting with '_' or '-' (SH-CONF-012). */
export const WORKSPACE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/

/** URL-safe characters of a base path: the unreserved set of RFC 3986 plus '/' (SH-CONF-014). */
export const BASE_PATH_CHARACTERS = /^[A-Za-z0-9\-._~/]*$/
