// Rows of a document list gathered into pairs (ui/structure/listEntries.ts), and the status each
// pair shows when the list was cut before one of its halves.
import {describe, expect, it} from 'vitest'
import {listEntriesOf, missingHalfOf, pairStatusOf, type ListRow} from '../../../ui/structure/listEntries.ts'

const row = (_id: string, _updatedAt: string): ListRow => ({_id, _type: 'category', _updatedAt})

describe('listEntriesOf', () => {
  it('pairs a draft with its published version, the latest change first', () => {
    const entries = listEntriesOf([row('drafts.a', '2026-11-03'), row('b', '2026-11-02'), row('a', '2026-11-01')])
    expect(entries.map((entry) => [entry.id, pairStatusOf(entry)])).toEqual([
      ['a', 'edited'],
      ['b', 'published'],
    ])
  })

  it('a half that exists beyond the rows makes the pair edited; one that does not leaves it as it is', () => {
    const rows = [row('drafts.a', '2026-11-03'), row('drafts.c', '2026-11-02'), row('b', '2026-11-01')]
    const entries = listEntriesOf(rows, new Set(['a', 'drafts.b']))
    expect(entries.map((entry) => [entry.id, pairStatusOf(entry)])).toEqual([
      ['a', 'edited'],
      ['c', 'unpublished'],
      ['b', 'edited'],
    ])
  })

  it('names the half a pair lacks', () => {
    const [draftOnly, publishedOnly, both] = [listEntriesOf([row('drafts.a', '1')])[0]!, listEntriesOf([row('b', '1')])[0]!, listEntriesOf([row('c', '1'), row('drafts.c', '1')])[0]!]
    expect([missingHalfOf(draftOnly), missingHalfOf(publishedOnly), missingHalfOf(both)]).toEqual(['a', 'drafts.b', null])
  })
})
