// New documents: the templates of a type, whether the user may create from them (SH-NEWDOC-006),
// and a template's initial value worked out.
import type {TemplateDefinition} from '../../core/config/defineConfig.ts'
import type {CurrentUser, Grant} from '../../core/lake/types.ts'
import {checkPairPermission, type PermissionResult} from '../../core/operations/index.ts'
import type {DocumentDefinition, InitialValueContext} from '../../core/schema/index.ts'

export function templatesOfType(templates: readonly TemplateDefinition[], type: string): TemplateDefinition[] {
  return templates.filter((template) => template.schemaType === type)
}

/** The template a new document of `type` starts from: the one named, or the type's default. */
export function templateFor(templates: readonly TemplateDefinition[], type: string, id: string | undefined): TemplateDefinition | null {
  const ofType = templatesOfType(templates, type)
  return ofType.find((template) => template.id === (id ?? type)) ?? (id ? null : (ofType[0] ?? null))
}

/** The create check for a new document of a type; null while the grants are not known. */
export function createPermission(grants: Grant[] | null, type: DocumentDefinition, identity: string): PermissionResult | null {
  if (!grants) return null
  // The id does not matter to the grants of the demo roles; a fixed one keeps the check pure.
  return checkPairPermission('create', {
    grants,
    publishedId: 'new-document',
    draftId: 'drafts.new-document',
    type: type.name,
    liveEdit: Boolean(type.liveEdit),
    draft: null,
    published: null,
    identity,
  })
}

export function initialValueContext(projectId: string, dataset: string, user: CurrentUser): InitialValueContext {
  return {projectId, dataset, currentUser: {id: user.id, name: user.name, roles: user.roles.map(({name, title}) => ({name, title}))}}
}
