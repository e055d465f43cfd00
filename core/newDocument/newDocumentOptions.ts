// The navbar's new-document options: one per template of the workspace whose schema type is a
// listed document type (SH-NEWDOC-002, SH-NEWDOC-003), each with its own permission flag
// (SH-NEWDOC-006) and a fresh document id (SH-NEWDOC-008).
import type {TemplateDefinition} from '../config/defineConfig.ts'
import type {PermissionResult} from '../operations/permissions.ts'
import {typesByNameOf, type DocumentDefinition, type SchemaTypeDefinition} from '../schema/index.ts'

export interface NewDocumentOption {
  templateId: string
  title: string
  /** The type's title, when the template's own title does not already say it. */
  subtitle?: string
  description?: string
  /** The template's icon, else the type's; whatever the configuration gave (a component, usually). */
  icon?: unknown
  /** The id the new document gets; fresh for every list, so two creations never share one. */
  initialDocumentId: string
  /** Values for the template's parameters; the navbar has none to give. */
  parameters?: Record<string, unknown>
  schemaType: string
  hasPermission: boolean
  /** The create check behind `hasPermission`; null while the grants are not known. */
  permission: PermissionResult | null
}

export interface NewDocumentOptionsInput {
  templates: readonly TemplateDefinition[]
  types: readonly SchemaTypeDefinition[]
  /** The create check for a type; null when it cannot be known yet. */
  permissionOf: (type: DocumentDefinition) => PermissionResult | null
  newDocumentId: () => string
}

/**
 * A type is hidden from the create list only when it says so outright: a conditional `hidden`
 * needs a document to decide, and there is none before creation.
 */
export function isHiddenType(type: {hidden?: unknown}): boolean {
  return type.hidden === true
}

function titleOf(type: DocumentDefinition): string {
  return typeof type.title === 'string' && type.title ? type.title : type.name
}

export function newDocumentOptions({templates, types, permissionOf, newDocumentId}: NewDocumentOptionsInput): NewDocumentOption[] {
  // Looked up as the rest of the studio does (the last definition of a name wins).
  const byName = typesByNameOf(types)
  // One check per type: the grants of a template are those of its type.
  const permissions = new Map<string, PermissionResult | null>()
  const options: NewDocumentOption[] = []
  for (const template of templates) {
    const found = byName.get(template.schemaType)
    if (found?.type !== 'document' || isHiddenType(found)) continue
    const type = found as DocumentDefinition
    if (!permissions.has(type.name)) permissions.set(type.name, permissionOf(type))
    const permission = permissions.get(type.name) ?? null
    const typeTitle = titleOf(type)
    const option: NewDocumentOption = {
      templateId: template.id,
      title: template.title || typeTitle,
      initialDocumentId: newDocumentId(),
      schemaType: type.name,
      // Unknown grants leave creation open, as in the structure tool: the lake still refuses.
      hasPermission: permission?.granted ?? true,
      permission,
    }
    if (option.title !== typeTitle) option.subtitle = typeTitle
    if (template.description) option.description = template.description
    const icon = template.icon ?? type.icon
    if (icon !== undefined) option.icon = icon
    options.push(option)
  }
  return options
}

/** The control is usable only when at least one option may be created from (SH-NEWDOC-007). */
export function canCreateAny(options: readonly Pick<NewDocumentOption, 'hasPermission'>[]): boolean {
  return options.some((option) => option.hasPermission)
}
