// Sizes of the navbar's new-document popover (shell seed §9). Each is named once here and cited by id.

/** Height of one option in the list (K-SH-048). */
export const NEW_DOCUMENT_ITEM_HEIGHT_PX = 33

/** Options shown before the list scrolls (K-SH-049). */
export const NEW_DOCUMENT_VISIBLE_ITEMS = 10

/** Width of the popover (K-SH-050). */
export const NEW_DOCUMENT_POPOVER_WIDTH_PX = 320
