// The navbar's new-document options (SH-NEWDOC-002, -003, -006, -007, -008): one per template of a
// listed document type, a permission flag per template, a fresh id for each.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import type {TemplateDefinition} from '../../../core/config/defineConfig.ts'
import {canCreateAny, filterNewDocumentOptions, newDocumentOptions} from '../../../core/newDocument/index.ts'
import type {PermissionResult} from '../../../core/operations/index.ts'
import type {SchemaTypeDefinition} from '../../../core/schema/index.ts'

const GRANTED: PermissionResult = {granted: true, reason: '', reasons: []}
const DENIED: PermissionResult = {granted: false, reason: 'Unable to create:\nNo document grants', reasons: ['No document grants']}

const types = [
  {type: 'document', name: 'article', title: 'Article', fields: []},
  {type: 'document', name: 'author', fields: []},
  {type: 'document', name: 'secret', title: 'Secret', hidden: true, fields: []},
  {type: 'document', name: 'redirect', title: 'Redirect', liveEdit: true, fields: []},
  {type: 'object', name: 'seo', title: 'SEO', fields: []},
] as unknown as SchemaTypeDefinition[]

const templates: TemplateDefinition[] = [
  {id: 'article', schemaType: 'article', title: 'Article', value: {}},
  {id: 'article-featured', schemaType: 'article', title: 'Featured article', description: 'On the front page', value: {}},
  {id: 'author', schemaType: 'author', title: 'author', icon: 'A', value: {}},
  {id: 'secret', schemaType: 'secret', title: 'Secret', value: {}},
  {id: 'redirect', schemaType: 'redirect', title: 'Redirect', value: {}},
  {id: 'seo', schemaType: 'seo', title: 'SEO', value: {}},
  {id: 'ghost', schemaType: 'ghost', title: 'Ghost', value: {}},
]

function counter(): () => string {
  let n = 0
  return () => `id-${++n}`
}

describe('newDocumentOptions', () => {
  it('lists the templates of listed document types with title, subtitle, description, icon and a fresh id', () => {
    const options = newDocumentOptions({templates, types, permissionOf: () => GRANTED, newDocumentId: counter()})
    expect(options.map((option) => option.templateId)).toEqual(['article', 'article-featured', 'author', 'redirect'])
    expect(options[0]).toEqual({
      templateId: 'article',
      title: 'Article',
      initialDocumentId: 'id-1',
      schemaType: 'article',
      hasPermission: true,
      permission: GRANTED,
    })
    expect(options[1]).toMatchObject({title: 'Featured article', subtitle: 'Article', description: 'On the front page'})
    expect(options[2]).toMatchObject({title: 'author', icon: 'A'})
    expect(new Set(options.map((option) => option.initialDocumentId)).size).toBe(options.length)
  })

  it('flags each option with its type’s create check, asking once per type', () => {
    const asked: string[] = []
    const options = newDocumentOptions({
      templates,
      types,
      permissionOf: (type) => (asked.push(type.name), type.liveEdit ? DENIED : GRANTED),
      newDocumentId: counter(),
    })
    expect(asked).toEqual(['article', 'author', 'redirect'])
    expect(options.filter((option) => !option.hasPermission).map((option) => option.templateId)).toEqual(['redirect'])
    expect(options.find((option) => option.templateId === 'redirect')?.permission).toBe(DENIED)
    expect(canCreateAny(options)).toBe(true)
  })

  it('leaves creation open while the grants are unknown, and closes the control when nothing is granted', () => {
    const unknown = newDocumentOptions({templates, types, permissionOf: () => null, newDocumentId: counter()})
    expect(unknown.every((option) => option.hasPermission && option.permission === null)).toBe(true)
    const denied = newDocumentOptions({templates, types, permissionOf: () => DENIED, newDocumentId: counter()})
    expect(canCreateAny(denied)).toBe(false)
    expect(canCreateAny([])).toBe(false)
  })
})

describe('hidden types', () => {
  const name = fc.constantFrom('a', 'b', 'c', 'd', 'e')
  const typeArb = fc.record({type: fc.constantFrom('document', 'object'), name, hidden: fc.constantFrom(undefined, true, false, () => true)})
  const templateArb = fc.record({id: fc.string({maxLength: 4}), schemaType: name, title: fc.string({maxLength: 6}), value: fc.constant({})})

  it('never offers a template of a hidden type, whatever the filter', () => {
    fc.assert(
      fc.property(fc.array(typeArb, {maxLength: 6}), fc.array(templateArb, {maxLength: 8}), fc.string({maxLength: 4}), (typeList, templateList, query) => {
        const schema = typeList.map((type) => ({...type, fields: []})) as unknown as SchemaTypeDefinition[]
        const options = filterNewDocumentOptions(newDocumentOptions({templates: templateList, types: schema, permissionOf: () => GRANTED, newDocumentId: counter()}), query)
        for (const option of options) {
          // With several definitions of one name the last one wins, as in the schema's own lookup.
          const type = typeList.filter((candidate) => candidate.name === option.schemaType).at(-1)
          expect(type?.type).toBe('document')
          expect(type?.hidden).not.toBe(true)
        }
      }),
    )
  })
})
