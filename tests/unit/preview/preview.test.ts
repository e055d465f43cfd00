// Previews of documents and array items come from one resolution (core/preview): `select` +
// `prepare` when the type has them (ED-PREV-003), checked return values (ED-PREV-004), an invalid
// configuration marked rather than thrown (ED-PREV-005), and the fallbacks of ED-PREV-010.
import fc from 'fast-check'
import {describe, expect, test} from 'vitest'
import {groqPathOf, previewOf, previewOfValue, previewProjection, selectionOf, selectionOfRow, type PreviewedType} from '../../../core/preview/index.ts'
import type {DocumentDefinition, TypesByName} from '../../../core/schema/index.ts'

const preview = (type: object, value: Record<string, unknown>) => previewOfValue(type as PreviewedType, value)

const card = {name: 'card', type: 'object', fields: [{name: 'heading', type: 'string'}, {name: 'image', type: 'image'}]}

describe('titles without a preview config (ED-PREV-010)', () => {
  test('an item type without a preview is titled by its heading, so two cards read differently', () => {
    expect(preview(card, {_type: 'card', heading: 'Rivers'}).title).toBe('Rivers')
    expect(preview(card, {_type: 'card', heading: 'Lakes'}).title).toBe('Lakes')
  })

  test('any two cards with different headings get different titles (property)', () => {
    const heading = fc.string({minLength: 1}).filter((s) => s.trim() !== '')
    fc.assert(
      fc.property(heading, heading, (a, b) => {
        fc.pre(a !== b)
        expect(preview(card, {heading: a}).title).not.toBe(preview(card, {heading: b}).title)
      }),
    )
  })

  test('without a likely name, the first text field titles it; with no text field there is no title', () => {
    expect(preview({name: 'step', type: 'object', fields: [{name: 'count', type: 'number'}, {name: 'instruction', type: 'text'}]}, {instruction: 'Stir'}).title).toBe('Stir')
    expect(preview({name: 'point', type: 'object', fields: [{name: 'x', type: 'number'}]}, {x: 1}).title).toBeNull()
  })

  test('title, name or label win when the type has them; blank text is no title', () => {
    const person = {name: 'person', type: 'object', fields: [{name: 'heading', type: 'string'}, {name: 'name', type: 'string'}]}
    expect(preview(person, {heading: 'Ignored', name: 'Ada'}).title).toBe('Ada')
    expect(preview(person, {name: '   '}).title).toBeNull()
  })
})

describe('select and prepare (ED-PREV-003)', () => {
  const quote = {
    name: 'quote',
    type: 'object',
    fields: [{name: 'text', type: 'text'}, {name: 'by', type: 'string'}],
    preview: {
      select: {text: 'text', by: 'by'},
      prepare: ({text, by}: Record<string, string>) => ({title: `“${text}”`, subtitle: by, description: 'A quote'}),
    },
  }

  test("a type's select and prepare decide", () => {
    expect(preview(quote, {text: 'Go', by: 'Ada'})).toEqual({title: '“Go”', subtitle: 'Ada', description: 'A quote'})
  })

  test('an item and a document of the same type preview the same way', () => {
    const asDocument = previewOf(quote.preview as DocumentDefinition['preview'], selectionOf(quote as PreviewedType, {_id: 'q', _type: 'quote', text: 'Go', by: 'Ada'}))
    expect(preview(quote, {_key: 'k', _type: 'quote', text: 'Go', by: 'Ada'})).toEqual(asDocument)
  })

  test('dotted selections read nested values and array positions', () => {
    const type = {name: 't', type: 'object', fields: [], preview: {select: {title: 'seo.title', subtitle: 'tags.1'}}}
    expect(preview(type, {seo: {title: 'Deep'}, tags: ['a', 'b']})).toMatchObject({title: 'Deep', subtitle: 'b'})
    expect(preview(type, {seo: 'flat'})).toMatchObject({title: null, subtitle: null})
  })

  test('numbers and booleans are shown as text', () => {
    const type = {name: 't', type: 'object', fields: [], preview: {select: {title: 'count', subtitle: 'on'}}}
    expect(preview(type, {count: 3, on: false})).toMatchObject({title: '3', subtitle: 'false'})
  })
})

describe('invalid configurations (ED-PREV-004, ED-PREV-005)', () => {
  const withPrepare = (prepare: unknown) => ({name: 't', type: 'object', fields: [{name: 'title', type: 'string'}], preview: {select: {title: 'title'}, prepare}})

  test('a prepare that throws is marked invalid with its error, not thrown', () => {
    const result = preview(withPrepare(() => {
      throw new Error('boom')
    }), {title: 'x'})
    expect(result.title).toBeNull()
    expect(result.invalid).toMatchObject({kind: 'prepareError', message: "The preview's prepare function threw: boom"})
  })

  test('a title, subtitle, description, imageUrl or date that is not a primitive is a returnValueError', () => {
    for (const key of ['title', 'subtitle', 'description', 'imageUrl', 'date']) {
      const result = preview(withPrepare(() => ({[key]: {nested: true}})), {})
      expect(result.invalid?.kind).toBe('returnValueError')
      expect(result.invalid?.message).toContain(`"${key}"`)
    }
    expect(preview(withPrepare(() => 'a title'), {}).invalid?.message).toBe("The preview's prepare function must return an object, but returned string")
  })

  test('strings, numbers, booleans, undefined and null are fine; media may be anything', () => {
    const result = preview(withPrepare(() => ({title: 'T', subtitle: 2, description: null, imageUrl: undefined, date: true, media: {asset: {}}})), {})
    expect(result).toEqual({title: 'T', subtitle: '2', description: null})
  })
})

describe('list rows', () => {
  const types: TypesByName = new Map<string, never>([
    ['author', {name: 'author', type: 'document', fields: [{name: 'name', type: 'string'}]} as never],
    [
      'post',
      {
        name: 'post',
        type: 'document',
        fields: [{name: 'title', type: 'string'}, {name: 'author', type: 'reference', to: [{type: 'author'}]}, {name: 'tags', type: 'array', of: [{type: 'string'}]}],
        preview: {select: {title: 'title', subtitle: 'author.name', tag: 'tags.0', odd: 'a-b'}},
      } as never,
    ],
  ])
  const post = types.get('post') as DocumentDefinition

  test('the projection follows references and drops paths GROQ cannot name', () => {
    expect(groqPathOf('author.name', post, types)).toBe('author->name')
    expect(groqPathOf('tags.0', post, types)).toBe('tags[0]')
    expect(groqPathOf('a-b', post, types)).toBeNull()
    expect(previewProjection(post, types)).toBe('{_id, _type, _updatedAt, "preview.title": title, "preview.subtitle": author->name, "preview.tag": tags[0]}')
    expect(previewProjection(post, types, {revision: true})).toBe('{_id, _rev, _type, _updatedAt, "preview.title": title, "preview.subtitle": author->name, "preview.tag": tags[0]}')
  })

  test("a row's preview keys make the selection", () => {
    expect(selectionOfRow({_id: 'p', 'preview.title': 'Hi', 'preview.subtitle': 'Ada'})).toEqual({title: 'Hi', subtitle: 'Ada'})
    expect(previewOf(post.preview, selectionOfRow({'preview.title': 'Hi', 'preview.subtitle': 'Ada'}))).toMatchObject({title: 'Hi', subtitle: 'Ada'})
  })
})
