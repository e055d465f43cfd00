// The drafts perspective's view of a dataset (server/query/draftsView.ts).
import {describe, expect, it} from 'vitest'
import type {SanityDocument} from '../../../core/lake/types.ts'
import {draftsView} from '../../../server/query/draftsView.ts'

const doc = (_id: string, title: string) => ({_id, _type: 't', _rev: 'r', _createdAt: '', _updatedAt: '', title}) as SanityDocument

describe('draftsView', () => {
  it('shows each document once under its published id, the draft over the published whichever is stored first', () => {
    const view = draftsView([doc('drafts.a', 'a draft'), doc('a', 'a published'), doc('b', 'b published'), doc('c', 'c published'), doc('drafts.c', 'c draft'), doc('drafts.d', 'd draft')])
    expect(view.documents.map(({_id, _originalId, title}) => ({_id, _originalId, title}))).toEqual([
      {_id: 'a', _originalId: 'drafts.a', title: 'a draft'},
      {_id: 'b', _originalId: 'b', title: 'b published'},
      {_id: 'c', _originalId: 'drafts.c', title: 'c draft'},
      {_id: 'd', _originalId: 'drafts.d', title: 'd draft'},
    ])
    expect(view.byId.get('c')?.title).toBe('c draft')
  })

  it('a draft the caller may not read (left out of what it is given) leaves the published document in place', () => {
    const visible = [doc('a', 'a published'), doc('drafts.a', 'a draft')].filter((d) => !d._id.startsWith('drafts.'))
    expect(draftsView(visible).byId.get('a')).toMatchObject({_id: 'a', _originalId: 'a', title: 'a published'})
  })

  it('leaves the stored documents as they were', () => {
    const stored = doc('drafts.a', 'a draft')
    draftsView([stored])
    expect(stored._id).toBe('drafts.a')
    expect(stored).not.toHaveProperty('_originalId')
  })
})
