// Numbers of the array inputs, each once (spec/constants.md).

/** K-ED-033: the virtual list's estimate for a row before it is measured. */
export const ARRAY_ROW_ESTIMATE_PX = 53

/** K-ED-032: grid layouts of arrays show between these many columns. */
export const ARRAY_GRID_MIN_COLUMNS = 2
export const ARRAY_GRID_MAX_COLUMNS = 4

/** K-ED-071: an item opens in a dialog of width 1 unless the `modal` option says otherwise. */
export const ARRAY_MODAL_DEFAULT_TYPE = 'dialog'
export const ARRAY_MODAL_DEFAULT_WIDTH = 1

/**
 * The `modal.width` steps in pixels (0 … 4). The seed names the option, not the sizes: these are
 * the container widths of the design system the option comes from (spec/DECISIONS.md).
 */
export const ARRAY_MODAL_WIDTHS_PX = [320, 640, 960, 1280, 1600] as const

/** Rows drawn beyond the visible ones, so scrolling shows rows already laid out. */
export const ARRAY_OVERSCAN_ROWS = 8

/**
 * A grid tile is never narrower than this while a column can still be given up (ED-ARR-012): the
 * grid shows as many of its configured columns as fit, and never fewer than two (K-ED-032). The
 * seed gives no figure; 140 px keeps a tile's handle, a short title and its menu on one line (DECISIONS).
 */
export const ARRAY_GRID_MIN_CARD_PX = 140

/** Page Up / Page Down move a lifted item this many places (ED-ARR-014). */
export const ARRAY_KEYBOARD_PAGE_ITEMS = 10
