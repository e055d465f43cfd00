// The schema compiler: each problem it reports with its message and path, the names rule as a
// property, and the demo schema compiling clean (SH-CONF-032, shell seed §5, editing seed §3).
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {compileSchema, isValidSchemaName, type SchemaProblem, type SchemaTypeDefinition} from '../../../core/schema/index.ts'
import {schemaTypes} from '../../../demo/schema/index.ts'

const compile = (types: unknown[]) => compileSchema(types as SchemaTypeDefinition[])
const problemsOf = (types: unknown[]) => compile(types).problems.map(({severity, code, message, path}: SchemaProblem) => ({severity, code, message, path}))
const doc = (fields: unknown[], extra: Record<string, unknown> = {}) => ({type: 'document', name: 'post', fields, ...extra})
const title = {name: 'title', type: 'string'}
const error = (code: string, message: string, path: (string | number)[]) => ({severity: 'error', code, message, path})
const warning = (code: string, message: string, path: (string | number)[]) => ({severity: 'warning', code, message, path})

describe('the demo schema', () => {
  it('compiles without errors or warnings', () => {
    expect(compileSchema(schemaTypes as SchemaTypeDefinition[]).problems).toEqual([])
  })

  it('resolves aliases to their intrinsic types, keeping the names walked', () => {
    const {schema} = compileSchema(schemaTypes as SchemaTypeDefinition[])
    const article = schema.get('article')!
    const seo = article.fields.find((field) => field.name === 'seo')!
    expect(seo.type).toMatchObject({name: 'seo', intrinsic: 'object', jsonType: 'object', lineage: ['seo', 'object']})
    expect(seo.type.fields.length).toBeGreaterThan(0)
    expect(schema.documentTypes.map((type) => type.name)).toContain('article')
    expect(schema.typeNames).not.toContain('sanity.imageCrop')
  })
})

describe('type names', () => {
  it('a type needs a name, a valid one, used once, and not a built-in one', () => {
    expect(problemsOf([{type: 'object', fields: [title]}])).toEqual([error('type-name-missing', 'Schema type 1 has no name', [0])])
    expect(problemsOf([{type: 'object', name: '_seo', fields: [title]}])).toEqual([
      error('type-name-invalid', 'Type name "_seo" may only contain letters, digits, "_" and "-", and may not start with "_" or "-"', [0]),
    ])
    expect(problemsOf([doc([title]), doc([title])])).toEqual([error('type-name-duplicate', 'The type name "post" is used by more than one type', ['post'])])
    expect(problemsOf([{type: 'object', name: 'slug', fields: [title]}])).toEqual([
      error('type-name-reserved', '"slug" is the name of a built-in type', ['slug']),
    ])
  })

  it('a type that is not an object is an error', () => {
    expect(problemsOf(['post'])).toEqual([error('type-not-an-object', 'A schema type must be an object, but was string', [0])])
  })

  it('richDate and span may be declared again; the declaration wins', () => {
    const richDate = {type: 'object', name: 'richDate', fields: [title]}
    const {schema, problems} = compile([richDate])
    expect(problems).toEqual([])
    expect(schema.get('richDate')!.fields.map((field) => field.name)).toEqual(['title'])
  })

  it('names are letters, digits, "_" and "-", not starting with "_" or "-" (property)', () => {
    const char = fc.constantFrom(...'abcXYZ019_-.$ é/'.split(''))
    fc.assert(
      fc.property(fc.array(char, {minLength: 1, maxLength: 8}).map((chars) => chars.join('')), (name) => {
        const expected = /^[A-Za-z0-9]/.test(name) && [...name].every((c) => /[A-Za-z0-9_-]/.test(c))
        expect(isValidSchemaName(name)).toBe(expected)
        const codes = compile([{type: 'object', name, fields: [title]}]).problems.map((p) => p.code)
        expect(codes.includes('type-name-invalid')).toBe(!expected)
      }),
    )
  })
})

describe('types and aliases', () => {
  it('an unknown type is an error where it is used', () => {
    expect(problemsOf([doc([{name: 'author', type: 'person'}])])).toEqual([error('type-unknown', 'Unknown type "person"', ['post', 'author'])])
  })

  it('a definition without a type is an error', () => {
    expect(problemsOf([doc([{name: 'author'}])])).toEqual([
      error('type-missing', 'A definition needs a `type` naming a built-in or schema type', ['post', 'author']),
    ])
  })

  it('aliases that loop are an error on each looping type', () => {
    expect(problemsOf([{name: 'a', type: 'b'}, {name: 'b', type: 'a'}])).toEqual([
      error('type-cycle', 'The type "a" is defined in terms of itself', ['a']),
      error('type-cycle', 'The type "b" is defined in terms of itself', ['b']),
    ])
  })

  it('a recursive object type (through an array) is fine and compiles lazily', () => {
    const node = {type: 'object', name: 'node', fields: [title, {name: 'children', type: 'array', of: [{type: 'node'}]}]}
    const {schema, problems} = compile([node])
    expect(problems).toEqual([])
    const children = schema.get('node')!.fields[1].type
    expect(children.of[0].fields[1].type.of[0].name).toBe('node')
  })
})

describe('objects and fields', () => {
  it('an object or document needs fields', () => {
    expect(problemsOf([{type: 'object', name: 'seo', fields: []}])).toEqual([
      error('object-fields-missing', 'An object type needs a non-empty `fields` array', ['seo']),
    ])
    expect(problemsOf([{type: 'document', name: 'post'}])).toEqual([
      error('object-fields-missing', 'A document type needs a non-empty `fields` array', ['post']),
    ])
  })

  it('field names are required, valid and unique within the object', () => {
    expect(problemsOf([doc([{type: 'string'}])])).toEqual([error('field-name-missing', 'Field 1 has no name', ['post', 0])])
    expect(problemsOf([doc([{name: 'my field', type: 'string'}])])).toEqual([
      error('field-name-invalid', 'Field name "my field" may only contain letters, digits, "_" and "-", and may not start with "_" or "-"', ['post', 0]),
    ])
    expect(problemsOf([doc([title, title])])).toEqual([
      error('field-name-duplicate', 'The field name "title" is used more than once in this type', ['post', 'title']),
    ])
    expect(problemsOf([doc(['title'])])).toEqual([error('field-not-an-object', 'A field must be an object, but was string', ['post', 0])])
  })

  it('nested inline objects are checked with their path', () => {
    expect(problemsOf([doc([{name: 'meta', type: 'object', fields: [{name: 'x', type: 'nope'}]}])])).toEqual([
      error('type-unknown', 'Unknown type "nope"', ['post', 'meta', 'x']),
    ])
  })

  it('a field may only name fieldsets and groups its object declares', () => {
    expect(problemsOf([doc([{...title, fieldset: 'meta', group: ['content', 'seo']}], {groups: [{name: 'content'}]})])).toEqual([
      error('fieldset-unknown', 'Field "title" names the fieldset "meta", which this type does not declare', ['post', 'title']),
      error('group-unknown', 'Field "title" names the group "seo", which this type does not declare', ['post', 'title']),
    ])
  })

  it('fieldset and group names are valid and declared once', () => {
    const fields = [{...title, fieldset: 'meta', group: 'content'}]
    expect(problemsOf([doc(fields, {fieldsets: [{name: 'meta'}, {name: 'meta'}], groups: [{name: 'content'}, {name: '-x'}]})])).toEqual([
      error('fieldset-name-duplicate', 'The fieldset name "meta" is declared more than once', ['post', 'fieldsets', 'meta']),
      error('group-name-invalid', 'The name of group 2 ("-x") may only contain letters, digits, "_" and "-", and may not start with "_" or "-"', ['post', 'groups', 1]),
    ])
  })

  it('warns about empty fieldsets and groups, several default groups, and columns beyond 4', () => {
    const fields = [{...title, group: 'a'}, {name: 'body', type: 'text', group: 'b'}]
    const extra = {
      fieldsets: [{name: 'unused', options: {columns: 5}}],
      groups: [{name: 'a', default: true}, {name: 'b', default: true}, {name: 'c'}],
      options: {columns: 0},
    }
    expect(problemsOf([doc(fields, extra)])).toEqual([
      warning('columns-out-of-range', '`columns` must be a whole number from 1 to 4, but was 0; it is clamped', ['post']),
      warning('fieldset-empty', 'The fieldset "unused" has no fields and is not shown', ['post', 'fieldsets', 'unused']),
      warning('group-empty', 'The group "c" has no fields', ['post', 'groups', 'c']),
      warning('group-default-multiple', 'More than one group is marked default; "a" is used', ['post']),
      warning('columns-out-of-range', '`columns` must be a whole number from 1 to 4, but was 5; it is clamped', ['post', 'fieldsets', 'unused']),
    ])
  })

  it('hidden and readOnly are booleans or functions', () => {
    expect(problemsOf([doc([{...title, hidden: 'yes'}])])).toEqual([
      error('conditional-invalid', '`hidden` must be a boolean or a function, but was string', ['post', 'title']),
    ])
  })
})

describe('arrays', () => {
  it('an array needs members', () => {
    expect(problemsOf([doc([{name: 'tags', type: 'array'}])])).toEqual([
      error('array-of-missing', 'An array needs a non-empty `of` list of member types', ['post', 'tags', 'of']),
    ])
  })

  it('an array may not mix primitive and object members', () => {
    const of = [{type: 'string'}, {type: 'object', name: 'link', fields: [title]}]
    expect(problemsOf([doc([{name: 'items', type: 'array', of}])])).toEqual([
      error('array-mixed-types', 'An array cannot mix primitive members (string) with object members (link)', ['post', 'items', 'of']),
    ])
  })

  it('an array may not hold arrays directly', () => {
    const of = [{type: 'array', of: [{type: 'string'}]}]
    expect(problemsOf([doc([{name: 'grid', type: 'array', of}])])).toEqual([
      error('array-of-array', 'An array cannot hold arrays directly: wrap the inner array in an object type', ['post', 'grid', 'of', 0]),
    ])
  })

  it('members need distinct and valid names', () => {
    const of = [{type: 'reference', to: [{type: 'post'}]}, {type: 'reference', to: [{type: 'post'}]}, {type: 'image', name: '_img'}]
    expect(problemsOf([doc([{name: 'items', type: 'array', of}])])).toEqual([
      error('array-member-duplicate', 'Two members of the array are named "reference": give each a unique `name`', ['post', 'items', 'of', 1]),
      error('array-member-name-invalid', 'Array member name "_img" may only contain letters, digits, "_" and "-", and may not start with "_" or "-"', ['post', 'items', 'of', 2]),
    ])
  })

  it('warns about a slug inside an array (its uniqueness cannot be checked)', () => {
    const of = [{type: 'object', name: 'page', fields: [{name: 'slug', type: 'slug'}]}]
    expect(problemsOf([doc([{name: 'pages', type: 'array', of}])])).toEqual([
      warning('slug-in-array', 'A slug inside an array cannot be checked for uniqueness', ['post', 'pages', 'of', 0, 'slug']),
    ])
  })

  it('blocks check their inline objects and annotations', () => {
    const block = {type: 'block', of: [{type: 'nope'}], marks: {annotations: [{type: 'object', name: 'link', fields: []}]}}
    expect(problemsOf([doc([{name: 'body', type: 'array', of: [block]}])])).toEqual([
      error('type-unknown', 'Unknown type "nope"', ['post', 'body', 'of', 0, 'of', 0]),
      error('object-fields-missing', 'An object type needs a non-empty `fields` array', ['post', 'body', 'of', 0, 'marks', 'annotations', 0]),
    ])
  })
})

describe('references', () => {
  it('a reference needs targets that are document types of the schema', () => {
    expect(problemsOf([doc([{name: 'a', type: 'reference'}])])).toEqual([
      error('reference-to-missing', 'A reference needs a non-empty `to` list of document types', ['post', 'a', 'to']),
    ])
    const seo = {type: 'object', name: 'seo', fields: [title]}
    expect(problemsOf([doc([{name: 'a', type: 'reference', to: [{type: 'person'}, {type: 'seo'}, {type: 'post'}]}]), seo])).toEqual([
      error('reference-to-unknown', 'Reference target "person" is not a type of the schema', ['post', 'a', 'to', 0]),
      error('reference-to-not-document', 'Reference target "seo" is not a document type', ['post', 'a', 'to', 1]),
    ])
  })

  it('a cross-dataset reference needs targets and a dataset', () => {
    expect(problemsOf([doc([{name: 'a', type: 'crossDatasetReference'}])])).toEqual([
      error('reference-to-missing', 'A cross-dataset reference needs a non-empty `to` list of document types', ['post', 'a']),
      error('cross-dataset-reference-dataset-missing', 'A cross-dataset reference needs the `dataset` it points into', ['post', 'a']),
    ])
  })
})

describe('static initial values', () => {
  it('must fit the JSON type of their definition', () => {
    expect(problemsOf([doc([{...title, initialValue: 3}])])).toEqual([
      error('initial-value-invalid', 'The initial value must be a string, but was number', ['post', 'title']),
    ])
    expect(problemsOf([doc([{name: 'tags', type: 'array', of: [{type: 'string'}], initialValue: 'a'}])])).toEqual([
      error('initial-value-invalid', 'The initial value must be an array, but was string', ['post', 'tags']),
    ])
  })

  it("a document's must be a plain object of its own _type", () => {
    expect(problemsOf([doc([title], {initialValue: ['x']})])).toEqual([
      error('initial-value-invalid', 'The initial value must be a plain object, but was an array', ['post']),
    ])
    expect(problemsOf([doc([title], {initialValue: {_type: 'page'}})])).toEqual([
      error('initial-value-invalid', 'The initial value has "_type" "page", which does not match the schema type "post"', ['post']),
    ])
  })

  it('follows the nested shape rules (arrays in arrays, references)', () => {
    const ref = {name: 'author', type: 'reference', to: [{type: 'post'}], initialValue: {_ref: 'x', type: 'reference'}}
    expect(problemsOf([doc([title, ref])])).toEqual([
      error('initial-value-invalid', 'The initial value has a reference with a "type" property where "_type" is required (at path "(root)")', ['post', 'author']),
    ])
  })

  it('leaves functions to the time a document is created', () => {
    expect(problemsOf([doc([{...title, initialValue: () => 3}])])).toEqual([])
  })
})
