// New-document templates: one default per document type, then the configuration's own list
// (SH-CONF-003, SH-CONF-004, ERR-SH-033).
import type {SchemaTypeDefinition} from '../schema/definitions.ts'
import type {TemplateDefinition} from './defineConfig.ts'

/** A template per document type, with the type's name as id and its initial value (or just the type marker). */
export function defaultTemplates(types: readonly SchemaTypeDefinition[]): TemplateDefinition[] {
  return types
    .filter((type) => type.type === 'document')
    .map((type) => ({
      id: type.name,
      schemaType: type.name,
      title: type.title ?? type.name,
      value: (type.initialValue ?? {_type: type.name}) as TemplateDefinition['value'],
    }))
}

/** The templates whose schema type is not a document type of the schema. */
export function templatesWithUnknownType(
  templates: readonly TemplateDefinition[],
  types: readonly SchemaTypeDefinition[],
): TemplateDefinition[] {
  const documentTypes = new Set(types.filter((type) => type.type === 'document').map((type) => type.name))
  return templates.filter((template) => !documentTypes.has(template.schemaType))
}
