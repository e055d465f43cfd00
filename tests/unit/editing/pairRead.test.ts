// A pair from the doc endpoint's answer (core/editing/pairRead.ts): a half left out for existence
// is an empty half, one left out for permission is a read refusal, never an empty document.
import {describe, expect, it} from 'vitest'
import {isPairReadDenied, pairFromDocResponse, PairReadDeniedError} from '../../../core/editing/index.ts'
import type {SanityDocument} from '../../../core/lake/types.ts'

const ids = {publishedId: 'p1', draftId: 'drafts.p1'}
const doc = (id: string) => ({_id: id, _type: 'post', _rev: 'r', _createdAt: '', _updatedAt: ''}) as SanityDocument

describe('pairFromDocResponse', () => {
  it('takes the documents by id; a half missing for existence is null', () => {
    expect(pairFromDocResponse(ids, {documents: [doc('p1')], omitted: [{id: 'drafts.p1', reason: 'existence'}]})).toEqual({draft: null, published: doc('p1')})
    expect(pairFromDocResponse(ids, {documents: [doc('drafts.p1'), doc('p1')]})).toEqual({draft: doc('drafts.p1'), published: doc('p1')})
  })

  it('refuses, naming the ids, when a half is left out for permission', () => {
    const read = () => pairFromDocResponse(ids, {documents: [], omitted: [{id: 'p1', reason: 'permission'}, {id: 'drafts.p1', reason: 'existence'}]})
    expect(read).toThrow(PairReadDeniedError)
    expect(read).toThrow('You do not have permission to read this document (p1)')
    try {
      pairFromDocResponse(ids, {documents: [doc('p1')], omitted: [{id: 'drafts.p1', reason: 'permission'}]})
    } catch (error) {
      expect(isPairReadDenied(error)).toBe(true)
      expect((error as PairReadDeniedError).ids).toEqual(['drafts.p1'])
    }
  })
})
