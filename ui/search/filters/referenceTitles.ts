// Titles of documents picked as reference values, so a chip can say "Author is Ada" rather than
// show an id. Filled by the reference editor from its lookups; lasts as long as the page.
const titles = new Map<string, string>()

export function rememberReferenceTitle(id: string, title: string): void {
  titles.set(id, title)
}

export function referenceTitleOf(id: string | undefined): string | undefined {
  return id === undefined ? undefined : titles.get(id)
}
