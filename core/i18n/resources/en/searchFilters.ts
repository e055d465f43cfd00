// English texts of the search filter bar: type picker, add-filter popover, filter chips and their
// value editors. Merged into the `search` namespace (search.ts).
export const searchFiltersEn: Record<string, string> = {}
