// Constants of the rich-text editor (editing seed §2 and §9), named once.

/** Below this width (px) the toolbar folds its groups into menus (K-ED-034). */
export const RICH_TEXT_TOOLBAR_COLLAPSE_PX = 400

/** The editable area's height before it grows or goes fullscreen (K-ED-038). */
export const RICH_TEXT_DEFAULT_HEIGHT = '15em'

/** Lists nest at most this deep (K-ED-039). */
export const RICH_TEXT_LIST_LEVELS = 9

/** Each list level indents this much (K-ED-042). */
export const RICH_TEXT_LIST_INDENT_PX = 32

/**
 * How long after the last keystroke the editor is handed the value it already shows (its own
 * echo, held back while typing: ui/form/richtext/ValueSync.tsx), in milliseconds.
 */
export const RICH_TEXT_ECHO_REFRESH_MS = 1000

/** The echo is held back only when nobody else has changed the field for this long, in milliseconds. */
export const RICH_TEXT_REMOTE_QUIET_MS = 10_000

/** A list level the spec allows: the editor's own indent goes one deeper than K-ED-039. */
export function clampListLevel(level: number): number {
  return Math.min(RICH_TEXT_LIST_LEVELS, Math.max(1, Math.trunc(level)))
}
