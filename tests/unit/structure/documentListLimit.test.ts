// A list cut at LIST_LIMIT rows asks once more for the pairs' halves beyond the cut, and a list
// within the limit asks nothing more (ED-FORM-081). The browser test: documentListLimit.e2e.test.ts.
import {firstValueFrom, of, filter} from 'rxjs'
import {describe, expect, test} from 'vitest'
import type {ContentLake} from '../../../core/ports.ts'
import type {ListenEvent} from '../../../core/lake/types.ts'
import {documentList, LIST_LIMIT} from '../../../ui/structure/documentList.ts'

function lakeWith(rows: {_id: string}[], beyond: string[]) {
  const asked: unknown[] = []
  const lake = {
    listen: () => of({type: 'welcome'} as ListenEvent),
    query: async (query: string, params: {ids?: string[]}) => {
      asked.push(query)
      if (params.ids) return params.ids.filter((id) => beyond.includes(id))
      return rows.map((row, i) => ({...row, _type: 'post', _updatedAt: `2026-11-01T00:00:${String(59 - (i % 60)).padStart(2, '0')}Z`}))
    },
  } as unknown as ContentLake
  return {lake, asked}
}

const ready = (lake: ContentLake) =>
  firstValueFrom(documentList(lake, 'post', '{_id}').pipe(filter((state) => state.status === 'ready')))

describe('a document list at its limit', () => {
  test('marks the drafts whose published half lies beyond the cut, in one more query', async () => {
    const rows = Array.from({length: LIST_LIMIT}, (_, i) => ({_id: i === 0 ? 'drafts.far' : i === 1 ? 'drafts.new' : `p${i}`}))
    const {lake, asked} = lakeWith(rows, ['far'])
    const state = await ready(lake)
    if (state.status !== 'ready') throw new Error('not ready')
    expect(state.truncated).toBe(true)
    expect(asked).toHaveLength(2)
    const byId = new Map(state.entries.map((entry) => [entry.id, entry]))
    expect(byId.get('far')?.otherHalf).toBe(true)
    expect(byId.get('new')?.otherHalf).toBeUndefined()
    expect(byId.get('p5')?.otherHalf).toBeUndefined()
    expect(state.entries).toHaveLength(LIST_LIMIT)
  })

  test('within the limit asks for nothing more', async () => {
    const {lake, asked} = lakeWith([{_id: 'drafts.a'}, {_id: 'b'}], ['a'])
    const state = await ready(lake)
    if (state.status !== 'ready') throw new Error('not ready')
    expect(state.truncated).toBe(false)
    expect(asked).toHaveLength(1)
    expect(state.entries.every((entry) => entry.otherHalf === undefined)).toBe(true)
  })
})
