// The name a presence menu gives a document without the schema's preview (the navbar has no
// schema): its `title`, else its `name`, else null for the caller's 'Untitled'.
export function presenceDocumentLabel(document: Readonly<Record<string, unknown>> | null | undefined): string | null {
  for (const value of [document?.title, document?.name]) {
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return null
}
