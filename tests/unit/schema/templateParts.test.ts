// A document template (SH-CONF-003, ED-INIT-001): `{id, schemaType, title, description, icon, value,
// parameters}` as configured reaches the workspace unchanged and the new-document menu reads its
// title, description and icon; without a `value`, a type with no initial values of its own starts
// as just its type marker `{_type}`, and so does the default template of such a type.
import {describe, expect, it} from 'vitest'
import {resolveWorkspaces, validateConfig, type TemplateDefinition, type WorkspaceConfig} from '../../../core/config/index.ts'
import {newDocumentOptions} from '../../../core/newDocument/newDocumentOptions.ts'
import {compileSchema, resolveTemplateInitialValue, type SchemaTypeDefinition} from '../../../core/schema/index.ts'

const types = [
  {type: 'document', name: 'note', title: 'Note', fields: [{name: 'text', type: 'string'}]},
] as unknown as SchemaTypeDefinition[]
const context = {projectId: 'demo', dataset: 'production', currentUser: null}

const template: TemplateDefinition = {
  id: 'note-short',
  schemaType: 'note',
  title: 'Short note',
  description: 'A line or two',
  icon: 'N',
  value: (params) => ({text: String(params?.text ?? 'hi')}),
  parameters: [{name: 'text', type: 'string', title: 'Text'}],
}

describe('document templates', () => {
  it('carry id, schema type, title, description, icon, value and parameters into the workspace', () => {
    const config = {projectId: 'demo', dataset: 'production', schema: {types, templates: (defaults: TemplateDefinition[]) => [...defaults, template]}} as WorkspaceConfig
    expect(validateConfig(config).errors).toEqual([])
    const [workspace] = resolveWorkspaces(config)
    expect(workspace.schema.templates.at(-1)).toBe(template)
    const [, option] = newDocumentOptions({templates: workspace.schema.templates, types, permissionOf: () => null, newDocumentId: () => 'id-1'})
    expect(option).toMatchObject({templateId: 'note-short', schemaType: 'note', title: 'Short note', subtitle: 'Note', description: 'A line or two', icon: 'N'})
  })

  it('without a value start as the type marker alone', async () => {
    const {schema} = compileSchema(types)
    expect(await resolveTemplateInitialValue({id: 'bare', schemaType: 'note'}, schema, undefined, context)).toEqual({_type: 'note'})
    const [workspace] = resolveWorkspaces({projectId: 'demo', dataset: 'production', schema: {types}} as WorkspaceConfig)
    expect(workspace.schema.templates).toEqual([{id: 'note', schemaType: 'note', title: 'Note', value: {_type: 'note'}}])
    expect(await resolveTemplateInitialValue(workspace.schema.templates[0], schema, undefined, context)).toEqual({_type: 'note'})
  })

  it('pass parameters to a value function', async () => {
    const {schema} = compileSchema(types)
    expect(await resolveTemplateInitialValue(template, schema, {text: 'from a parameter'}, context)).toEqual({_type: 'note', text: 'from a parameter'})
  })
})
