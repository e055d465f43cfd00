// What a rich-text field allows, read from the demo schema's blockContent and simpleText and from
// a bare `block` member (the defaults of ED-PT-002 … ED-PT-005), and which fields are rich text.
import {describe, expect, it} from 'vitest'
import {isRichTextArray, richTextSchemaOf} from '../../../core/richtext/blockSchema.ts'
import {compileSchema} from '../../../core/schema/index.ts'
import {schemaTypes} from '../../../demo/schema/index.ts'
import {inputKindOf} from '../../../ui/form/inputKind.ts'
import {lazyKindsOf} from '../../../ui/form/lazyInputKinds.ts'

const {schema} = compileSchema([...schemaTypes])
const names = (list: {name: string}[]) => list.map((item) => item.name)

describe('richTextSchemaOf', () => {
  it("reads blockContent's styles, lists, decorators, annotations, inline and block objects", () => {
    const rich = richTextSchemaOf(schema.get('blockContent')!.of)
    expect(names(rich.styles)).toEqual(['normal', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'])
    expect(rich.styles.at(-1)).toEqual({name: 'blockquote', title: 'Quote'})
    expect(names(rich.lists)).toEqual(['bullet', 'number'])
    expect(names(rich.decorators)).toEqual(['strong', 'em', 'underline', 'strike-through', 'code'])
    expect(rich.annotations.map((annotation) => [annotation.name, annotation.fields])).toEqual([
      ['link', [{name: 'href', type: 'string'}, {name: 'openInNewTab', type: 'boolean'}]],
      ['internalLink', [{name: 'reference', type: 'object'}]],
    ])
    expect(names(rich.inlineObjects)).toEqual(['footnote', 'productMention'])
    expect(names(rich.blockObjects)).toEqual(['image', 'callout', 'codeSnippet'])
  })

  it('keeps what a narrower block allows: simpleText has one style and no lists', () => {
    const simple = richTextSchemaOf(schema.get('simpleText')!.of)
    expect(names(simple.styles)).toEqual(['normal'])
    expect(simple.lists).toEqual([])
    expect(names(simple.decorators)).toEqual(['strong', 'em'])
    expect(names(simple.annotations)).toEqual(['link'])
    expect(simple.blockObjects).toEqual([])
  })

  it('gives a bare block every style, both lists, the five decorators and a link', () => {
    const bare = compileSchema([{name: 'doc', type: 'document', fields: [{name: 'text', type: 'array', of: [{type: 'block'}]}]}]).schema
    const rich = richTextSchemaOf(bare.get('doc')!.fields[0]!.type.of)
    expect(rich.styles).toHaveLength(8)
    expect(names(rich.lists)).toEqual(['bullet', 'number'])
    expect(names(rich.decorators)).toEqual(['strong', 'em', 'underline', 'strike-through', 'code'])
    expect(names(rich.annotations)).toEqual(['link'])
  })
})

describe('rich-text fields', () => {
  it('an array with a block member is rich text; other arrays are not', () => {
    expect(isRichTextArray([{type: 'block'}, {type: 'image'}])).toBe(true)
    expect(isRichTextArray([{type: 'image'}])).toBe(false)
    expect(isRichTextArray(undefined)).toBe(false)
  })

  it("an article's body gets the rich-text input, loaded on demand", () => {
    const article = schema.get('article')!
    const body = article.fields.find((field) => field.name === 'body')!
    expect(inputKindOf({intrinsic: body.type.intrinsic, definition: body.type.definition as never}, body.type)).toBe('richText')
    expect(lazyKindsOf(article).has('richText')).toBe(true)
  })
})
