import {describe, expect, it} from 'vitest'
import {Rule} from '../../../core/validation/index.ts'
import {checkField, messagesOf} from './support.ts'

describe('required objects (ED-VAL-045)', () => {
  const seo = {type: 'object', fields: [{name: 'title', type: 'string'}], validation: (r: Rule) => r.required()}
  it('needs one field besides _key and _type', async () => {
    expect(await messagesOf(seo, {_type: 'seo', _key: 'k'})).toEqual(['Required'])
    expect(await messagesOf(seo, {_type: 'seo', title: 'x'})).toEqual([])
  })
})

describe('references (ED-VAL-046, 047)', () => {
  const published = new Set(['author-1'])
  const isPublished = async (id: string) => published.has(id)
  const author = {type: 'reference', to: [{type: 'author'}]}

  it('must be a reference to a document', async () => {
    expect(await checkField(author, {_type: 'reference'}, {isPublished})).toMatchObject([{level: 'error', message: 'Must be a reference to a document', path: ['field']}])
  })

  it('a strong reference needs a published target; a weak one does not', async () => {
    expect(await messagesOf(author, {_type: 'reference', _ref: 'author-1'}, {isPublished})).toEqual([])
    expect(await messagesOf(author, {_type: 'reference', _ref: 'author-2'}, {isPublished})).toEqual(['Referenced document must be published'])
    expect(await messagesOf({...author, weak: true}, {_type: 'reference', _ref: 'author-2'}, {isPublished})).toEqual([])
    expect(await messagesOf(author, {_type: 'reference', _ref: 'author-2', _weak: true}, {isPublished})).toEqual([])
  })

  it('without a lookup the target is taken on trust', async () => {
    expect(await messagesOf(author, {_type: 'reference', _ref: 'author-2'})).toEqual([])
  })

  it('a required reference left empty is only Required', async () => {
    expect(await messagesOf({...author, validation: (r: Rule) => r.required()}, undefined, {isPublished})).toEqual(['Required'])
  })
})

describe('assets (ED-VAL-048)', () => {
  const image = {type: 'image', fields: [{name: 'alt', type: 'string'}], validation: (r: Rule) => r.required()}
  const asset = {_type: 'reference', _ref: 'image-abc-10x10-png'}
  it('a required image or file needs its asset, worded for its kind', async () => {
    expect(await messagesOf(image, {_type: 'image', alt: 'A lake'})).toEqual(['Image is required'])
    expect(await messagesOf(image, undefined)).toEqual(['Required'])
    expect(await messagesOf(image, {_type: 'image', asset})).toEqual([])
    expect(await messagesOf({type: 'file', fields: [{name: 'title', type: 'string'}], validation: (r: Rule) => r.required()}, {_type: 'file', title: 'x'})).toEqual(['File is required'])
  })

  it('assetRequired asks for the asset even when the field is optional', async () => {
    expect(await messagesOf({type: 'image', validation: (r: Rule) => r.assetRequired()}, {_type: 'image', hotspot: {x: 0.5}})).toEqual(['Image is required'])
  })

  it('asset, hotspot and crop are not unknown fields of an image', async () => {
    expect(await messagesOf({type: 'image'}, {_type: 'image', asset, hotspot: {}, crop: {}})).toEqual([])
  })
})
