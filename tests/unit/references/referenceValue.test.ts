import {describe, expect, it} from 'vitest'
import {
  collapseReferenceHits,
  buildReferenceSearch,
  referenceFieldOf,
  referenceForChoice,
  referenceNotices,
  referenceToNewDocument,
  resolveReferenceFilter,
  ReferenceChoiceError,
  withStrength,
  withoutStrengthenMark,
  type Availability,
} from '../../../core/references/index.ts'

const strongField = referenceFieldOf('reference', {to: [{type: 'author'}]})
const weakField = referenceFieldOf('reference', {to: [{type: 'article'}], weak: true})
const hits = [
  {id: 'ada', type: 'author', published: true, draft: false},
  {id: 'new-author', type: 'author', published: false, draft: true},
  {id: 'cat', type: 'category', published: true, draft: false},
]
const readable = (published: boolean, draft = false): Availability => ({available: true, reason: 'READABLE', published, draft})

describe('choosing a reference hit', () => {
  it('sets a strong reference to a published document of a strong field', () => {
    expect(referenceForChoice(hits, 'ada', strongField)).toEqual({_type: 'reference', _ref: 'ada'})
  })

  it('sets a weak reference marked to strengthen on publish when the target is only a draft', () => {
    expect(referenceForChoice(hits, 'new-author', strongField, 'k1')).toEqual({
      _key: 'k1',
      _type: 'reference',
      _ref: 'new-author',
      _weak: true,
      _strengthenOnPublish: {type: 'author'},
    })
  })

  it('keeps a weak field weak, and marks an unpublished target to stay weak after publishing', () => {
    const articles = [{id: 'a1', type: 'article', published: true, draft: false}, {id: 'a2', type: 'article', published: false, draft: true}]
    expect(referenceForChoice(articles, 'a1', weakField)).toEqual({_type: 'reference', _ref: 'a1', _weak: true})
    expect(referenceForChoice(articles, 'a2', weakField)._strengthenOnPublish).toEqual({type: 'article', weak: true})
  })

  it('throws for an id that was not among the hits, and for a type the field does not allow', () => {
    expect(() => referenceForChoice(hits, 'somebody-else', strongField)).toThrow(ReferenceChoiceError)
    expect(() => referenceForChoice(hits, 'cat', strongField)).toThrow(/Invalid search result type/)
  })

  it('creates a new document reference weak with the mark and the template', () => {
    expect(referenceToNewDocument('fresh', 'author', strongField, {id: 'author'})).toEqual({
      _type: 'reference',
      _ref: 'fresh',
      _weak: true,
      _strengthenOnPublish: {type: 'author', template: {id: 'author'}},
    })
  })

  it('changes strength and drops the mark', () => {
    const marked = referenceForChoice(hits, 'new-author', strongField)
    expect(withStrength(marked, false)).toEqual({_type: 'reference', _ref: 'new-author'})
    expect(withStrength({_type: 'reference', _ref: 'x'}, true)).toEqual({_type: 'reference', _ref: 'x', _weak: true})
    expect(withoutStrengthenMark(marked)).toEqual({_type: 'reference', _ref: 'new-author', _weak: true})
  })
})

describe('reference search', () => {
  it('searches the target types with the field filter and its params, tagged and limited', () => {
    const request = buildReferenceSearch({
      term: 'ada love',
      specs: [{typeName: 'author', paths: [{path: 'name', weight: 10, key: 'w0'}]}],
      types: ['author'],
      filter: 'featured == $featured',
      filterParams: {featured: true},
    })
    expect(request.tag).toBe('search.reference')
    expect(request.params).toEqual({featured: true, __types: ['author'], __t0: 'ada*', __t1: 'love*'})
    expect(request.query).toBe(
      '*[_type in $__types && (featured == $featured) && (_id match $__t0 || name match $__t0) && (_id match $__t1 || name match $__t1)] | order(_updatedAt desc) [0...200] {_id, _type}',
    )
  })

  it('collapses drafts and published versions into one hit per document', () => {
    expect(collapseReferenceHits([{_id: 'drafts.a', _type: 'author'}, {_id: 'a', _type: 'author'}, {_id: 'drafts.b', _type: 'author'}])).toEqual([
      {id: 'a', type: 'author', published: true, draft: true},
      {id: 'b', type: 'author', published: false, draft: true},
    ])
    const many = Array.from({length: 150}, (_, i) => ({_id: `d${i}`, _type: 'author'}))
    expect(collapseReferenceHits(many)).toHaveLength(100)
  })

  it('resolves the filter option from a string with params or from a function of the document', async () => {
    expect(await resolveReferenceFilter({filter: 'a == $b', filterParams: {b: 1}}, {document: {}, parent: {}, parentPath: []})).toEqual({filter: 'a == $b', params: {b: 1}})
    const fromDocument = await resolveReferenceFilter(
      {filter: ({document}: {document: {lang?: string}}) => ({filter: 'lang == $lang', params: {lang: document.lang}})},
      {document: {lang: 'fi'}, parent: {}, parentPath: []},
    )
    expect(fromDocument).toEqual({filter: 'lang == $lang', params: {lang: 'fi'}})
    expect(await resolveReferenceFilter(undefined, {document: {}, parent: {}, parentPath: []})).toEqual({filter: undefined, params: {}})
  })
})

describe('reference notices', () => {
  it('says a target that cannot be read is denied, not missing', () => {
    const denied: Availability = {available: false, reason: 'PERMISSION_DENIED', published: false, draft: false}
    expect(referenceNotices({_type: 'reference', _ref: 'x'}, strongField, {availability: denied})).toEqual([{kind: 'permissionDenied'}])
  })

  it('offers clear for a weak reference to nothing, clear or replace for a strong one', () => {
    const missing: Availability = {available: false, reason: 'NOT_FOUND', published: false, draft: false}
    expect(referenceNotices({_type: 'reference', _ref: 'x', _weak: true}, weakField, {availability: missing})).toEqual([{kind: 'weakNonexistent'}])
    expect(referenceNotices({_type: 'reference', _ref: 'x'}, strongField, {availability: missing})).toEqual([{kind: 'nonexistent'}])
    // Created from the field and not saved yet: nothing is wrong.
    expect(referenceNotices({_type: 'reference', _ref: 'x', _weak: true, _strengthenOnPublish: {type: 'author'}}, strongField, {availability: missing})).toEqual([])
  })

  it('tells a marked reference its target is published, and a stored strength that differs from the schema', () => {
    const marked = {_type: 'reference', _ref: 'x', _weak: true, _strengthenOnPublish: {type: 'author'}}
    expect(referenceNotices(marked, strongField, {availability: readable(false, true), type: 'author'})).toEqual([])
    expect(referenceNotices(marked, strongField, {availability: readable(true), type: 'author'})).toEqual([{kind: 'strengthenReady'}])
    expect(referenceNotices({_type: 'reference', _ref: 'x', _weak: true}, strongField, {availability: readable(true), type: 'author'})).toEqual([
      {kind: 'strengthMismatch', schemaWeak: false},
    ])
    expect(referenceNotices({_type: 'reference', _ref: 'x'}, weakField, {availability: readable(true), type: 'article'})).toEqual([
      {kind: 'strengthMismatch', schemaWeak: true},
    ])
  })

  it('names a target of a type the field does not allow', () => {
    expect(referenceNotices({_type: 'reference', _ref: 'x'}, strongField, {availability: readable(true), type: 'category'})).toEqual([
      {kind: 'invalidType', type: 'category'},
    ])
  })
})
