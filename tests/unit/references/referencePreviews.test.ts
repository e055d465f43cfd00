// Previews of referenced documents in one query whatever their types: the query runs on groq-js
// over a small dataset with drafts, published documents and several types, and each id gets its
// own type's preview title, subtitle and media (an author's portrait), with its status and the
// preview of each version (reference info, ED-REF-003); ids that do not exist are absent.
import {evaluate, parse} from 'groq-js'
import {describe, expect, it} from 'vitest'
import type {ContentLake} from '../../../core/ports.ts'
import {typesByNameOf} from '../../../core/schema/resolve.ts'
import {schemaTypes} from '../../../demo/schema/index.ts'
import {fetchReferencePreviews, REFERENCE_PREVIEWS_TAG} from '../../../ui/form/references/referencePreviews.ts'

const PORTRAIT = 'image-0123456789abcdef0123456789abcdef01234567-400x400-jpg'

const docs = [
  {_id: 'ada', _type: 'author', _updatedAt: '2026-01-01T00:00:00Z', name: 'Ada Lovelace', role: 'editor', avatar: {_type: 'image', asset: {_type: 'reference', _ref: PORTRAIT}, hotspot: {x: 0.4, y: 0.3, width: 0.5, height: 0.5}}},
  {_id: 'cat', _type: 'category', _updatedAt: '2026-01-01T00:00:00Z', title: 'Camping'},
  {_id: 'drafts.cat', _type: 'category', _updatedAt: '2026-01-02T00:00:00Z', title: 'Camping and hiking'},
  {_id: 'drafts.new', _type: 'category', _updatedAt: '2026-01-03T00:00:00Z', title: 'Brand new'},
]

describe('reference previews', () => {
  it('answer each id with its own type’s preview and status, from one tagged query', async () => {
    const queries: {query: string; tag?: string}[] = []
    const lake = {
      async query(query: string, params: Record<string, unknown>, options?: {tag?: string}) {
        queries.push({query, tag: options?.tag})
        return (await evaluate(parse(query, {params}), {dataset: docs, params})).get()
      },
    } as unknown as ContentLake
    const previews = await fetchReferencePreviews(lake, ['ada', 'cat', 'new', 'gone'], typesByNameOf(schemaTypes))
    expect(queries).toHaveLength(1)
    expect(queries[0].tag).toBe(REFERENCE_PREVIEWS_TAG)
    const portrait = {assetId: PORTRAIT, hotspot: {x: 0.4, y: 0.3, width: 0.5, height: 0.5}}
    expect(previews.get('ada')).toMatchObject({type: 'author', status: 'published', preview: {title: 'Ada Lovelace', subtitle: 'Editor', media: portrait}})
    expect(previews.get('ada')?.versions).toEqual({draft: null, published: previews.get('ada')?.preview})
    expect(previews.get('cat')).toMatchObject({type: 'category', status: 'edited', preview: {title: 'Camping and hiking'}, editedAt: '2026-01-02T00:00:00Z'})
    expect(previews.get('cat')?.versions).toMatchObject({draft: {title: 'Camping and hiking'}, published: {title: 'Camping'}})
    expect(previews.get('new')).toMatchObject({type: 'category', status: 'unpublished', preview: {title: 'Brand new'}})
    expect(previews.get('new')?.versions).toMatchObject({draft: {title: 'Brand new'}, published: null})
    expect(previews.has('gone')).toBe(false)
  })

  it('answer each version by id with its _id, _rev and _type and no more versions than the ids asked (LAKE-CALL-014)', async () => {
    const withRevisions = docs.map((doc, index) => ({...doc, _rev: `rev-${index}`}))
    const rows: Record<string, unknown>[] = []
    const lake = {
      async query(query: string, params: Record<string, unknown>) {
        const answer = (await (await evaluate(parse(query, {params}), {dataset: withRevisions, params})).get()) as Record<string, unknown>[]
        rows.push(...answer)
        return answer
      },
    } as unknown as ContentLake
    await fetchReferencePreviews(lake, ['cat'], typesByNameOf(schemaTypes))
    expect(rows.map((row) => [row._id, row._rev, row._type])).toEqual([
      ['cat', 'rev-1', 'category'],
      ['drafts.cat', 'rev-2', 'category'],
    ])
  })
})
