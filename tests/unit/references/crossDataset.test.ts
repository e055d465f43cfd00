// Cross-dataset references: the stand-in types built from the field's `to` (their search and
// previews run on groq-js over a small "other dataset"), the value a chosen hit writes, the link
// that opens a target, and that such a reference never blocks a delete in this dataset.
import {evaluate, parse} from 'groq-js'
import {describe, expect, it} from 'vitest'
import {holdsStrongReference} from '../../../core/documents/references.ts'
import type {ContentLake} from '../../../core/ports.ts'
import {
  buildReferenceSearch,
  collapseReferenceHits,
  crossDatasetHref,
  crossDatasetTargetOf,
  crossDatasetTypes,
  isCrossDatasetDefinition,
  ReferenceChoiceError,
  referenceFieldOf,
  referenceForChoice,
} from '../../../core/references/index.ts'
import {createSearchSpecs} from '../../../core/search/index.ts'
import {fetchReferencePreviews} from '../../../ui/form/references/referencePreviews.ts'

const supplierField = {
  name: 'supplier',
  type: 'crossDatasetReference',
  dataset: 'suppliers',
  weak: true,
  to: [{type: 'supplier', title: 'Supplier', preview: {select: {title: 'name', subtitle: 'address.country'}}}],
}
const archiveField = {name: 'archived', type: 'crossDatasetReference', dataset: 'archive', projectId: 'other', to: [{type: 'article'}]}

const suppliers = [
  {_id: 'fjell', _type: 'supplier', _updatedAt: '2026-01-01T00:00:00Z', name: 'Fjellwear AS', address: {country: 'Norway'}},
  {_id: 'drafts.fjell', _type: 'supplier', _updatedAt: '2026-01-02T00:00:00Z', name: 'Fjellwear ASA', address: {country: 'Norway'}},
  {_id: 'drafts.tatra', _type: 'supplier', _updatedAt: '2026-01-03T00:00:00Z', name: 'Tatra Outdoor', address: {country: 'Poland'}},
  {_id: 'kiso', _type: 'supplier', _updatedAt: '2026-01-01T00:00:00Z', name: 'Kiso Works', address: {country: 'Japan'}},
]

function groqLake(docs: object[]): ContentLake {
  return {
    dataset: 'suppliers',
    async query(query: string, params: Record<string, unknown>) {
      return (await evaluate(parse(query, {params}), {dataset: docs, params})).get()
    },
  } as unknown as ContentLake
}

describe('cross-dataset reference fields', () => {
  it('are told apart from plain references by the dataset they name, in their project or the workspace’s', () => {
    expect(isCrossDatasetDefinition(supplierField)).toBe(true)
    expect(isCrossDatasetDefinition({type: 'reference', to: [{type: 'author'}]})).toBe(false)
    expect(crossDatasetTargetOf(supplierField, 'demo')).toEqual({projectId: 'demo', dataset: 'suppliers'})
    expect(crossDatasetTargetOf(archiveField, 'demo')).toEqual({projectId: 'other', dataset: 'archive'})
    expect(crossDatasetTargetOf({type: 'reference'}, 'demo')).toBeNull()
  })

  it('search the text their targets’ previews select, published documents only, with the field’s filter', async () => {
    const types = crossDatasetTypes(supplierField)
    const specs = createSearchSpecs([...types.values()])
    const request = buildReferenceSearch({term: 'norw', specs, types: ['supplier'], filter: 'name != $skip', filterParams: {skip: 'Kiso Works'}, publishedOnly: true})
    const rows = (await (await evaluate(parse(request.query, {params: request.params}), {dataset: suppliers, params: request.params})).get()) as {_id: string; _type: string}[]
    expect(collapseReferenceHits(rows)).toEqual([{id: 'fjell', type: 'supplier', published: true, draft: false}])
    const everything = buildReferenceSearch({term: '', specs, types: ['supplier'], filter: 'name != $skip', filterParams: {skip: 'Kiso Works'}, publishedOnly: true})
    const all = (await (await evaluate(parse(everything.query, {params: everything.params}), {dataset: suppliers, params: everything.params})).get()) as {_id: string}[]
    // No draft-only Tatra, no filtered-out Kiso.
    expect(all.map((row) => row._id)).toEqual(['fjell'])
  })

  it('preview their targets by the field’s selection, or by title when it gives none', async () => {
    const previews = await fetchReferencePreviews(groqLake(suppliers), ['fjell', 'kiso', 'gone'], crossDatasetTypes(supplierField))
    expect(previews.get('fjell')).toMatchObject({type: 'supplier', status: 'edited', preview: {title: 'Fjellwear ASA', subtitle: 'Norway'}})
    expect(previews.get('kiso')).toMatchObject({type: 'supplier', status: 'published', preview: {title: 'Kiso Works', subtitle: 'Japan'}})
    expect(previews.has('gone')).toBe(false)
    const articles = await fetchReferencePreviews(groqLake([{_id: 'a1', _type: 'article', title: 'Old news'}]), ['a1'], crossDatasetTypes(archiveField))
    expect(articles.get('a1')?.preview.title).toBe('Old news')
  })

  it('store the target’s project and dataset with the field’s own strength, and refuse a draft', () => {
    const field = referenceFieldOf('crossDatasetReference', supplierField, {projectId: 'demo', dataset: 'suppliers'})
    const hits = [
      {id: 'fjell', type: 'supplier', published: true, draft: true},
      {id: 'tatra', type: 'supplier', published: false, draft: true},
    ]
    expect(referenceForChoice(hits, 'fjell', field, 'k1')).toEqual({_key: 'k1', _type: 'crossDatasetReference', _ref: 'fjell', _weak: true, _projectId: 'demo', _dataset: 'suppliers'})
    const strong = referenceFieldOf('crossDatasetReference', {...supplierField, weak: false}, {projectId: 'demo', dataset: 'suppliers'})
    expect(referenceForChoice(hits, 'fjell', strong)).toEqual({_type: 'crossDatasetReference', _ref: 'fjell', _projectId: 'demo', _dataset: 'suppliers'})
    expect(() => referenceForChoice(hits, 'tatra', field)).toThrow(ReferenceChoiceError)
  })

  it('open their target through the studioUrl option, else a workspace of this studio on that dataset, else not at all', () => {
    const doc = {id: 'fjell', type: 'supplier'}
    expect(crossDatasetHref(({id, type}: {id: string; type?: string}) => `https://suppliers.example/${type}/${id}`, doc, null)).toBe('https://suppliers.example/supplier/fjell')
    expect(crossDatasetHref(() => null, doc, () => '/ignored')).toBeNull()
    expect(crossDatasetHref('https://studio.example/shop/', doc, null)).toBe('https://studio.example/shop/intent/edit/id=fjell;type=supplier/')
    expect(crossDatasetHref(undefined, doc, (id, type) => `/archive/intent/edit/id=${id};type=${type}`)).toBe('/archive/intent/edit/id=fjell;type=supplier')
    expect(crossDatasetHref(undefined, doc, null)).toBeNull()
  })

  it('never keep a document of this dataset from being deleted', () => {
    expect(holdsStrongReference({field: {_type: 'crossDatasetReference', _ref: 'x', _dataset: 'archive', _projectId: 'demo'}}, 'x')).toBe(false)
    expect(holdsStrongReference({field: {_type: 'reference', _ref: 'x'}}, 'x')).toBe(true)
  })
})
