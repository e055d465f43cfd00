// The document list keeps what it shows when a refresh fails or starts again (broken-connection
// pass: the loaded list turned into "Could not load the documents" while the lake was away).
import {describe, expect, it} from 'vitest'
import type {DocumentListState} from '../../../ui/structure/documentList.ts'
import {listAfter} from '../../../ui/structure/useDocumentList.ts'

const entry = (id: string) => ({id, draft: null, published: {_id: id, _type: 't', _updatedAt: '2026-11-28T00:00:00Z'}, updatedAt: '2026-11-28T00:00:00Z'})
const ready: DocumentListState = {status: 'ready', entries: [entry('a'), entry('b')], truncated: false}

describe('listAfter', () => {
  it('keeps the entries when a refresh fails, saying why, and when it starts again', () => {
    const failed = listAfter(ready, {status: 'error', message: 'Unknown network error'})
    expect(failed).toEqual({...ready, refreshError: 'Unknown network error'})
    expect(listAfter(failed, {status: 'loading'})).toBe(failed)
  })

  it('takes a new list whole, without the failure, keeping unchanged entries as they were', () => {
    const next = listAfter({...ready, refreshError: 'x'}, {status: 'ready', entries: [entry('a')], truncated: false})
    expect(next).toEqual({status: 'ready', entries: [entry('a')], truncated: false})
    expect(next.status === 'ready' && next.entries[0]).toBe(ready.status === 'ready' && ready.entries[0])
  })

  it('shows a first failure or loading as it is', () => {
    expect(listAfter({status: 'loading'}, {status: 'error', message: 'm'})).toEqual({status: 'error', message: 'm'})
  })
})
