// The built-in types of editing seed §3, as every compiled schema has them (ED-INPUT-040 …
// ED-INPUT-044, ED-DATE-008, ED-SLUG-001).
import {describe, expect, it} from 'vitest'
import {compileSchema, type CompiledType} from '../../../core/schema/index.ts'

const {schema} = compileSchema([])
const fieldsOf = (type: CompiledType | undefined) => type?.fields.map((field) => field.name)
const typeOf = (name: string, field: string) => schema.get(name)!.fields.find((f) => f.name === field)!.type

describe('built-in types', () => {
  it('slug is {current, source} and geopoint {lat, lng, alt}', () => {
    expect(fieldsOf(schema.get('slug'))).toEqual(['current', 'source'])
    expect(fieldsOf(schema.get('geopoint'))).toEqual(['lat', 'lng', 'alt'])
    expect(schema.get('geopoint')!.fields.map((field) => field.type.intrinsic)).toEqual(['number', 'number', 'number'])
  })

  it('image crop, hotspot and dimensions', () => {
    expect(fieldsOf(schema.get('sanity.imageCrop'))).toEqual(['top', 'bottom', 'left', 'right'])
    expect(fieldsOf(schema.get('sanity.imageHotspot'))).toEqual(['x', 'y', 'height', 'width'])
    expect(fieldsOf(schema.get('sanity.imageDimensions'))).toEqual(['height', 'width', 'aspectRatio'])
  })

  it('the palette has seven swatches of {background, foreground, population, title}', () => {
    expect(fieldsOf(schema.get('sanity.imagePalette'))).toEqual(['darkMuted', 'lightVibrant', 'darkVibrant', 'vibrant', 'dominant', 'lightMuted', 'muted'])
    expect(fieldsOf(typeOf('sanity.imagePalette', 'muted'))).toEqual(['background', 'foreground', 'population', 'title'])
  })

  it('image metadata holds location, dimensions, palette, lqip, blurHash, hasAlpha, isOpaque', () => {
    expect(fieldsOf(schema.get('sanity.imageMetadata'))).toEqual(['location', 'dimensions', 'palette', 'lqip', 'blurHash', 'hasAlpha', 'isOpaque'])
    expect(typeOf('sanity.imageMetadata', 'location').intrinsic).toBe('geopoint')
  })

  it('an image has an asset reference, a hotspot and a crop before its own fields', () => {
    const {schema: withImage} = compileSchema([
      {type: 'document', name: 'post', fields: [{name: 'cover', type: 'image', fields: [{name: 'alt', type: 'string'}]}]},
    ])
    const cover = withImage.get('post')!.fields[0].type
    expect(fieldsOf(cover)).toEqual(['asset', 'hotspot', 'crop', 'alt'])
    expect(cover.fields[0].type.to.map((target) => target.name)).toEqual(['sanity.imageAsset'])
    expect(fieldsOf(schema.get('file'))).toEqual(['asset'])
  })

  it('asset documents keep their system fields read-only (ED-INPUT-045)', () => {
    const asset = schema.get('sanity.imageAsset')!
    expect(asset.intrinsic).toBe('document')
    const readOnly = asset.fields.filter((field) => field.type.definition.readOnly === true).map((field) => field.name)
    expect(readOnly).toEqual(expect.arrayContaining(['originalFilename', 'extension', 'url', 'size', 'mimeType', 'sha1hash', 'metadata']))
    expect(readOnly).not.toContain('title')
  })

  it('the rich date is {local, utc, timezone, offset}', () => {
    expect(fieldsOf(schema.get('richDate'))).toEqual(['local', 'utc', 'timezone', 'offset'])
  })

  it('references and cross-dataset references carry their system keys', () => {
    expect(fieldsOf(schema.get('reference'))).toEqual(['_ref', '_weak'])
    expect(fieldsOf(schema.get('crossDatasetReference'))).toEqual(['_ref', '_weak', '_dataset', '_projectId'])
  })

  it("a block has style, list, level, spans with its inline objects, and its annotations' definitions", () => {
    const {schema: withBlocks} = compileSchema([
      {type: 'object', name: 'callout', fields: [{name: 'text', type: 'string'}]},
      {
        type: 'document',
        name: 'post',
        fields: [{name: 'body', type: 'array', of: [{type: 'block', of: [{type: 'callout'}], marks: {annotations: [{type: 'object', name: 'link', fields: [{name: 'href', type: 'url'}]}]}}]}],
      },
    ])
    const block = withBlocks.get('post')!.fields[0].type.of[0]
    expect(fieldsOf(block)).toEqual(['style', 'listItem', 'level', 'children', 'markDefs'])
    const children = block.fields.find((field) => field.name === 'children')!.type
    expect(children.of.map((member) => member.name)).toEqual(['span', 'callout'])
    expect(fieldsOf(children.of[0])).toEqual(['text', 'marks'])
    expect(block.fields.find((field) => field.name === 'markDefs')!.type.of.map((member) => member.name)).toEqual(['link'])
  })

  it('intrinsic types map to their JSON types', () => {
    const json = (name: string) => schema.get(name)!.jsonType
    expect(['string', 'text', 'email', 'url', 'date', 'datetime'].map(json)).toEqual(Array(6).fill('string'))
    expect([json('number'), json('boolean'), json('array'), json('slug'), json('image')]).toEqual(['number', 'boolean', 'array', 'object', 'object'])
    expect(schema.get('nothing')).toBeUndefined()
  })
})
