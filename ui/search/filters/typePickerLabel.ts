// What the type picker's button says: every type, the chosen titles while they are short, or a count.
const SHORT_LIST_MAX_TYPES = 2
const SHORT_LIST_MAX_CHARS = 24

export type TypePickerLabel = {kind: 'all'} | {kind: 'list'; text: string} | {kind: 'count'; count: number}

export function typePickerLabel(titles: readonly string[]): TypePickerLabel {
  if (titles.length === 0) return {kind: 'all'}
  const text = titles.join(', ')
  return titles.length <= SHORT_LIST_MAX_TYPES && text.length <= SHORT_LIST_MAX_CHARS ? {kind: 'list', text} : {kind: 'count', count: titles.length}
}
