// Whether an array field is rich text, apart from the rest of the block schema
// (blockSchema.ts): every form asks it of its arrays, while only the rich-text editor's chunk reads
// the schema itself.

/** True when the array's members include text blocks: a rich-text field. */
export function isRichTextArray(of: unknown): boolean {
  return Array.isArray(of) && of.some((member) => (member as {type?: unknown})?.type === 'block')
}
