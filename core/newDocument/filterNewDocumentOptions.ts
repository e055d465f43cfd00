// The new-document filter (SH-NEWDOC-004, SH-NEWDOC-005): the query's words must all occur in the
// title; titles that begin with the first word come before those that only contain the words.

/** 'Featured-art  x_y' → ['featured', 'art', 'x', 'y']: split on spaces, dashes and underscores. */
export function queryWordsOf(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s\-_]+/)
    .filter((word) => word.length > 0)
}

export function matchesQueryWords(title: string, words: readonly string[]): boolean {
  const lower = title.toLowerCase()
  return words.every((word) => lower.includes(word))
}

/** The matching options, prefix matches first; within each group the given order is kept. */
export function filterNewDocumentOptions<T extends {title: string}>(options: readonly T[], query: string): T[] {
  const words = queryWordsOf(query)
  if (words.length === 0) return [...options]
  const prefix: T[] = []
  const substring: T[] = []
  for (const option of options) {
    if (!matchesQueryWords(option.title, words)) continue
    if (option.title.toLowerCase().startsWith(words[0])) prefix.push(option)
    else substring.push(option)
  }
  return [...prefix, ...substring]
}
