// An object's form as data: members in order with fieldsets at their first field, groups as tabs
// (ED-FORM-001, ED-FORM-002, ED-FORM-004, ED-FORM-005).
import {describe, expect, it} from 'vitest'
import {ALL_FIELDS_GROUP, compileSchema, formLayoutOf, type FormLayout, type LayoutMember, type SchemaTypeDefinition} from '../../../core/schema/index.ts'
import {schemaTypes} from '../../../demo/schema/index.ts'

const layoutOf = (definition: Record<string, unknown>): FormLayout => {
  const {schema} = compileSchema([definition as unknown as SchemaTypeDefinition])
  return formLayoutOf(schema.get(String(definition.name))!)
}
const shape = (members: LayoutMember[]) =>
  members.map((member) => (member.kind === 'field' ? member.name : {[member.name]: member.fields.map((field) => field.name)}))
const field = (name: string, extra: Record<string, unknown> = {}) => ({name, type: 'string', ...extra})

describe('form layout', () => {
  it('keeps declaration order, a fieldset standing where its first field is', () => {
    const layout = layoutOf({
      type: 'document',
      name: 'post',
      fieldsets: [{name: 'meta', title: 'Meta', options: {collapsed: true, columns: 9}}],
      fields: [field('title'), field('author', {fieldset: 'meta'}), field('body'), field('date', {fieldset: 'meta'})],
    })
    expect(shape(layout.members)).toEqual(['title', {meta: ['author', 'date']}, 'body'])
    expect(layout.members[1]).toMatchObject({kind: 'fieldset', title: 'Meta', collapsible: true, collapsed: true, columns: 4})
    expect(layout).toMatchObject({groups: [], defaultGroup: null, columns: 1, collapsible: false})
  })

  it("with groups: 'all fields' first and default unless a group is marked default", () => {
    const definition = {
      type: 'document',
      name: 'post',
      groups: [{name: 'content', title: 'Content'}, {name: 'seo', hidden: true}],
      fieldsets: [{name: 'meta'}],
      fields: [field('title', {group: 'content'}), field('description', {group: ['content', 'seo'], fieldset: 'meta'}), field('slug', {group: 'seo', fieldset: 'meta'}), field('note')],
    }
    const layout = layoutOf(definition)
    expect(layout.groups.map((group) => [group.name, group.title])).toEqual([[ALL_FIELDS_GROUP.name, 'All fields'], ['content', 'Content'], ['seo', 'seo']])
    expect(layout.defaultGroup).toBe('all-fields')
    expect(shape(layout.groups[0].members)).toEqual(['title', {meta: ['description', 'slug']}, 'note'])
    expect(shape(layout.groups[1].members)).toEqual(['title', {meta: ['description']}])
    expect(shape(layout.groups[2].members)).toEqual([{meta: ['description', 'slug']}])
    expect(layout.groups[2].hidden).toBe(true)

    const withDefault = layoutOf({...definition, groups: [{name: 'content'}, {name: 'seo', default: true}]})
    expect(withDefault.defaultGroup).toBe('seo')
  })

  it("an image's layout holds its own fields, not asset, hotspot and crop", () => {
    const layout = layoutOf({type: 'image', name: 'photo', fields: [field('alt')], options: {columns: 2, collapsible: true}})
    expect(shape(layout.members)).toEqual(['alt'])
    expect(layout).toMatchObject({columns: 2, collapsible: true, collapsed: false})
  })

  it('lays out every demo document type with each field exactly once', () => {
    const {schema} = compileSchema(schemaTypes as SchemaTypeDefinition[])
    for (const type of schema.documentTypes) {
      const layout = formLayoutOf(type)
      const names = layout.members.flatMap((member) => (member.kind === 'field' ? [member.name] : member.fields.map((f) => f.name)))
      expect(names.sort()).toEqual(type.fields.map((f) => f.name).sort())
    }
  })
})
