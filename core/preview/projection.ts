// The GROQ projection that fetches what a list of documents needs for their previews: the
// selection's dotted paths, with `->` after every reference on the way (`author.name` becomes
// `author->name`), so lists and search hits preview referenced names without a second query.
import {resolveField, type DocumentDefinition, type FieldDefinition, type ResolvedField, type TypesByName} from '../schema/index.ts'
import {previewSelectOf} from './selection.ts'

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/

/** The GROQ for a dotted selection path; null when a segment cannot be written as one. */
export function groqPathOf(path: string, type: DocumentDefinition, types: TypesByName): string | null {
  let fields: readonly FieldDefinition[] | undefined = type.fields
  let out = ''
  let afterReference = false
  for (const [index, segment] of path.split('.').entries()) {
    if (/^\d+$/.test(segment)) {
      out += `[${segment}]`
      continue
    }
    if (!IDENTIFIER.test(segment)) return null
    out += index === 0 ? segment : afterReference ? `->${segment}` : `.${segment}`
    const field: FieldDefinition | undefined = fields?.find((candidate) => candidate.name === segment)
    const resolved: ResolvedField | null = field ? resolveField(field, types) : null
    afterReference = resolved?.intrinsic === 'reference'
    if (resolved && afterReference) {
      const target: string | undefined = (resolved.definition.to as {type: string}[] | undefined)?.[0]?.type
      const targetType: unknown = target ? types.get(target) : undefined
      fields = (targetType as {fields?: FieldDefinition[]} | undefined)?.fields
    } else {
      fields = (resolved?.definition as {fields?: FieldDefinition[]} | undefined)?.fields
    }
  }
  // A selection that ends on a reference wants the reference itself, as stored.
  return out
}

/** The projection for a list of documents of `type`: system fields and the preview's selection. */
export function previewProjection(type: DocumentDefinition, types: TypesByName, options: {revision?: boolean} = {}): string {
  // Queries by id also answer each version's revision (LAKE-CALL-014); a list of thousands does without.
  const parts = options.revision ? ['_id', '_rev', '_type', '_updatedAt'] : ['_id', '_type', '_updatedAt']
  for (const [key, path] of Object.entries(previewSelectOf(type))) {
    const groq = groqPathOf(path, type, types)
    if (groq) parts.push(`${JSON.stringify(`preview.${key}`)}: ${groq}`)
  }
  return `{${parts.join(', ')}}`
}
