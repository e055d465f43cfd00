// The shapes routing works on. core/config builds these from the studio configuration; routing
// itself never reads the configuration, so the two modules do not depend on each other in a circle.

/** Intent parameters as they travel in a URL: plain strings. */
export type IntentParams = Record<string, string>

export interface Intent {
  name: string
  params: IntentParams
}

/**
 * What `canHandleIntent` answers: false (cannot), true (can), or an object of the params the tool
 * serves specifically. A value of `true` matches any value of that param, a string only itself.
 * Specific matches score higher (SH-ROUTE-014).
 */
export type IntentMatch = boolean | Record<string, string | boolean>

/** A tool's own state, decoded from the URL below `{basePath}/{tool}`. */
export type ToolState = Record<string, unknown>

/** What a tool's getIntentState may use that is not part of the intent itself. */
export interface IntentContext {
  /** A fresh document id, for 'create' intents that do not name one. */
  createDocumentId: () => string
}

/** Turns a tool's state into the path segments after the tool name and back. */
export interface ToolRouter {
  /** Segments as they appear in the URL (already percent-encoded), without the tool name. */
  encode(state: ToolState): string[]
  /** null when the segments are not a state of this tool. */
  decode(segments: string[]): ToolState | null
}

/** A tool as routing sees it: a name, a title and optional intent and URL handling; no UI. */
export interface ToolDescriptor {
  name: string
  title: string
  /**
   * The built-in title as a key of the studio's texts, so it follows the editor's language;
   * absent when the configuration gives the title.
   */
  titleKey?: string
  icon?: unknown
  /** Left out of the tool switcher (and so never chosen as the first tool), still reachable by URL. */
  hidden?: boolean
  canHandleIntent?: (intent: string, params: IntentParams) => IntentMatch
  getIntentState?: (intent: string, params: IntentParams, context: IntentContext) => ToolState
  router?: ToolRouter
}

/** A workspace as routing sees it. `basePath` is the full, normalised path ('/' or '/a/b'). */
export interface RoutableWorkspace {
  name: string
  title: string
  basePath: string
  tools: ToolDescriptor[]
}

/** A browser location without origin. */
export interface RouterLocation {
  pathname: string
  search: string
  hash: string
}
