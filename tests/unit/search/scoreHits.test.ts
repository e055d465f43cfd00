// Hits and their stories (SH-SEARCH-036, SH-SEARCH-141 … SH-SEARCH-143).
import {describe, expect, it} from 'vitest'
import {ORDERING_CREATED_ASC, ORDERING_RELEVANCE, matchOf, scoreHits, type SearchSpec} from '../../../core/search/index.ts'

const specs: SearchSpec[] = [
  {typeName: 'article', paths: [{path: '_id', weight: 1, key: '_id'}, {path: '_type', weight: 1, key: '_type'}, {path: 'title', weight: 10, key: 'w0'}, {path: 'tags[]', weight: 1, key: 'w1'}]},
]
const row = (_id: string, title: string, tags: string[] = []) => ({_id, _type: 'article', _createdAt: 'c', _updatedAt: 'u', w0: title, w1: tags})

describe('matchOf', () => {
  it('grades exact, word and prefix matches', () => {
    expect(matchOf('Northern Lights', ' northern lights ')).toEqual([1, 'Exact match'])
    expect(matchOf('The northern lights tonight', 'lights northern')).toEqual([0.5, 'Word match'])
    expect(matchOf('The northern lights', 'nor lig')).toEqual([0.25, 'Prefix match'])
    expect(matchOf(['x', 'Aurora'], 'aurora')).toEqual([1, 'Exact match'])
    expect(matchOf('Something else', 'aurora')).toBeNull()
    expect(matchOf(null, 'aurora')).toBeNull()
    expect(matchOf('anything', '   ')).toBeNull()
  })
})

describe('scoreHits', () => {
  it('scores paths by weight, divided by the highest weight, capped at 1', () => {
    const [exact, tagOnly] = scoreHits([row('a', 'Aurora', ['aurora']), row('b', 'Other', ['aurora'])], specs, 'aurora', ORDERING_CREATED_ASC)
    expect(exact.stories).toEqual([{path: 'title', why: 'Exact match', score: 1}, {path: 'tags[]', why: 'Exact match', score: 0.1}])
    expect(exact.score).toBe(1)
    expect(tagOnly).toEqual({_id: 'b', _type: 'article', score: 0.1, stories: [{path: 'tags[]', why: 'Exact match', score: 0.1}], hasDraft: false, hasPublished: true})
  })

  it('gives a hit without a matching story score 0 and no stories (SH-SEARCH-143)', () => {
    const [hit] = scoreHits([row('a', 'Other')], specs, 'aurora', ORDERING_RELEVANCE)
    expect(hit.score).toBe(0)
    expect(hit.stories).toEqual([])
    expect(scoreHits([row('a', 'Other')], [], 'aurora')[0].score).toBe(0)
  })

  it('sorts by score for relevance, ties in row order; keeps row order when score is ignored', () => {
    const rows = [row('a', 'Other'), row('b', 'Aurora'), row('c', 'x', ['aurora']), row('d', 'Dull')]
    expect(scoreHits(rows, specs, 'aurora', ORDERING_RELEVANCE).map((hit) => hit._id)).toEqual(['b', 'c', 'a', 'd'])
    expect(scoreHits(rows, specs, 'aurora', ORDERING_CREATED_ASC).map((hit) => hit._id)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('collapses a draft and its published document into one hit under the published id', () => {
    const hits = scoreHits([row('drafts.a', 'Aurora borealis'), row('b', 'x'), row('a', 'Aurora')], specs, 'aurora', ORDERING_CREATED_ASC)
    expect(hits.map((hit) => hit._id)).toEqual(['a', 'b'])
    expect(hits[0]).toMatchObject({hasDraft: true, hasPublished: true, score: 1})
    expect(hits[0].stories[0].why).toBe('Exact match')
    expect(scoreHits([row('drafts.z', 'new')], specs, 'new')[0]).toMatchObject({_id: 'z', hasDraft: true, hasPublished: false})
  })
})
