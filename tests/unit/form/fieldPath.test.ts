// Edits at nested paths (ED-FORM-001): the patches a field's edit becomes create the objects above
// it when they are missing, never overwrite what they hold, and unset without leaving empty objects.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {applyLocalPatches} from '../../../core/editing/index.ts'
import {valueAtPath, type Path} from '../../../core/editing/paths.ts'
import type {SanityDocument} from '../../../core/lake/types.ts'
import {compileSchema} from '../../../core/schema/index.ts'
import {schemaTypes} from '../../../demo/schema/index.ts'
import {DOCUMENT_SCOPE, childScope, editPatches, memberKey, protoValueOf, reportPath} from '../../../ui/form/fieldPath.ts'

const base = {_id: 'drafts.a', _type: 'fieldShowcase', _rev: 'r1', _createdAt: '', _updatedAt: ''} as SanityDocument

/** The scope of `nested.inner` as the form builds it. */
function innerScope() {
  const nested = childScope(DOCUMENT_SCOPE, ['nested'], {}, false)
  return childScope(nested, ['nested', 'inner'], {_type: 'seo'}, false)
}

describe('editPatches', () => {
  it('typing into a nested field of an empty document creates its objects, outermost first', () => {
    const scope = innerScope()
    const patches = editPatches(scope.ancestors, ['nested', 'inner', 'note'], 'hi')
    expect(patches).toEqual([
      {type: 'setIfMissing', path: ['nested'], value: {}},
      {type: 'setIfMissing', path: ['nested', 'inner'], value: {_type: 'seo'}},
      {type: 'set', path: ['nested', 'inner', 'note'], value: 'hi'},
    ])
    expect(applyLocalPatches(base, patches)).toMatchObject({nested: {inner: {_type: 'seo', note: 'hi'}}})
  })

  it('a top-level field is one set or unset', () => {
    expect(editPatches([], ['title'], 'x')).toEqual([{type: 'set', path: ['title'], value: 'x'}])
    expect(editPatches([], ['title'], undefined)).toEqual([{type: 'unset', path: ['title']}])
    // A choice is marked atomic, so the commit sends it as a set, not a text diff.
    expect(editPatches([], ['size'], 'large', true)).toEqual([{type: 'set', path: ['size'], value: 'large', atomic: true}])
  })

  it('unsetting inside a missing object creates nothing', () => {
    const doc = applyLocalPatches(base, editPatches(innerScope().ancestors, ['nested', 'inner', 'note'], undefined))
    expect(doc).toEqual(base)
  })

  it('stores the value at its path and keeps every sibling, whatever the document held', () => {
    const json = fc.oneof(fc.string(), fc.integer(), fc.boolean())
    const siblings = fc.dictionary(fc.constantFrom('a', 'b', 'c'), json, {noNullPrototype: true})
    fc.assert(
      fc.property(fc.option(siblings, {nil: undefined}), fc.option(siblings, {nil: undefined}), json, (outer, inner, next) => {
        const nested = outer === undefined ? undefined : inner === undefined ? outer : {...outer, inner}
        const doc = nested === undefined ? base : ({...base, nested} as SanityDocument)
        const path: Path = ['nested', 'inner', 'note']
        const result = applyLocalPatches(doc, editPatches(innerScope().ancestors, path, next))
        expect(valueAtPath(result, path)).toEqual(next)
        for (const [key, value] of Object.entries(outer ?? {})) expect(valueAtPath(result, ['nested', key])).toEqual(value)
        if (outer !== undefined) for (const [key, value] of Object.entries(inner ?? {})) expect(valueAtPath(result, ['nested', 'inner', key])).toEqual(value)
      }),
    )
  })
})

describe('scopes', () => {
  it('read-only passes down to every object below', () => {
    const locked = childScope(DOCUMENT_SCOPE, ['nested'], {}, true)
    expect(childScope(locked, ['nested', 'inner'], {}, false).readOnly).toBe(true)
    expect(childScope(DOCUMENT_SCOPE, ['nested'], {}, false).readOnly).toBe(false)
  })

  it('a named object type records its _type when created; an inline object does not', () => {
    const {schema} = compileSchema([
      {name: 'seo', type: 'object', fields: [{name: 'title', type: 'string'}]},
      {name: 'page', type: 'document', fields: [{name: 'seo', type: 'seo'}, {name: 'box', type: 'object', fields: [{name: 'x', type: 'string'}]}]},
    ] as never)
    const [seo, box] = schema.get('page')!.fields.filter((field) => field.name === 'seo' || field.name === 'box')
    expect(protoValueOf(seo.type)).toEqual({_type: 'seo'})
    expect(protoValueOf(box.type)).toEqual({})
  })
})

describe('edits inside an absent image or file (ED-IMG-033)', () => {
  const article = compileSchema(schemaTypes).schema.get('article')!
  const mainImage = article.fields.find((field) => field.name === 'mainImage')!.type

  it("typing a credit into an article's empty Main image first gives it its _type", () => {
    const scope = childScope(DOCUMENT_SCOPE, ['mainImage'], protoValueOf(mainImage), false)
    const patches = editPatches(scope.ancestors, ['mainImage', 'credit'], 'QA credit')
    expect(patches).toEqual([
      {type: 'setIfMissing', path: ['mainImage'], value: {_type: 'image'}},
      {type: 'set', path: ['mainImage', 'credit'], value: 'QA credit'},
    ])
    const doc = applyLocalPatches({...base, _type: 'article'}, patches) as unknown as Record<string, unknown>
    expect(doc.mainImage).toEqual({_type: 'image', credit: 'QA credit'})
  })

  it('an image or file records its own type name, a named one too', () => {
    const {schema} = compileSchema([
      {name: 'photo', type: 'image', fields: [{name: 'credit', type: 'string'}]},
      {
        name: 'page',
        type: 'document',
        fields: [
          {name: 'photo', type: 'photo'},
          {name: 'picture', type: 'image', fields: [{name: 'alt', type: 'string'}]},
          {name: 'attachment', type: 'file', fields: [{name: 'note', type: 'string'}]},
        ],
      },
    ] as never)
    const typeOf = (name: string) => schema.get('page')!.fields.find((field) => field.name === name)!.type
    expect(protoValueOf(typeOf('photo'))).toEqual({_type: 'photo'})
    expect(protoValueOf(typeOf('picture'))).toEqual({_type: 'image'})
    expect(protoValueOf(typeOf('attachment'))).toEqual({_type: 'file'})
  })
})

describe('names of places', () => {
  it('key segments are reported in the lake syntax', () => {
    expect(reportPath(['body', {_key: 'k1'}, 'text'])).toEqual(['body', '[_key=="k1"]', 'text'])
  })

  it('a fieldset is told apart from a field of the same name', () => {
    expect(memberKey(['a'], 'b')).not.toEqual(memberKey(['a', 'b']))
  })
})
