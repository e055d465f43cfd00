// What a marker is about, in the editor's words: the titles of the fields down its path
// ("SEO / Meta title", "Tags / #2"), from the schema; a marker on the document itself has none.
import type {Path} from '../editing/paths.ts'
import {resolveField, type FieldDefinition, type TypesByName} from '../schema/index.ts'

const titleOf = (field: FieldDefinition, resolved: Record<string, unknown>) =>
  (typeof field.title === 'string' && field.title) || (typeof resolved.title === 'string' && resolved.title) || field.name

export function markerTitlePath(path: Path, documentType: string, types: TypesByName): string[] {
  const titles: string[] = []
  let fields = (types.get(documentType) as {fields?: FieldDefinition[]} | undefined)?.fields
  for (const segment of path) {
    if (typeof segment === 'string') {
      const field = fields?.find((candidate) => candidate.name === segment)
      if (!field) {
        titles.push(segment)
        fields = undefined
        continue
      }
      const resolved = resolveField(field, types)
      titles.push(titleOf(field, resolved.definition))
      fields = (resolved.definition as {fields?: FieldDefinition[]}).fields
    } else {
      // An array item: its position for people, since keys mean nothing to them.
      titles.push(typeof segment === 'number' ? `#${segment + 1}` : '#')
      fields = undefined
    }
  }
  return titles
}
