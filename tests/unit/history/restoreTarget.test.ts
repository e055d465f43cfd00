// Where a restored revision goes (ED-OP-070, SH-HIST-040, SH-HIST-041): the version the editor saw
// then (the draft, else the published one) is written with one createOrReplace over the draft — over
// the published document when the type is live-edit — and a reference to a document that is gone
// is left out.
import {describe, expect, it} from 'vitest'
import type {ContentLake} from '../../../core/ports.ts'
import {restoreRevision} from '../../../ui/structure/document/restoreRevision.ts'

function lakeHolding(versions: Record<string, unknown>[], gone: string[] = []) {
  const written: unknown[] = []
  const lake = {
    documentsAt: async (ids: string[]) => versions.filter((doc) => ids.includes(String(doc._id))),
    getDocuments: async (ids: string[]) => ({documents: [], omitted: ids.filter((id) => gone.includes(id)).map((id) => ({id, reason: 'existence'}))}),
    mutate: async (mutations: unknown[]) => {
      written.push(...mutations)
      return {transactionId: 'tx', results: []}
    },
  } as unknown as ContentLake
  return {lake, written}
}

const published = {_id: 'post-1', _type: 'post', _rev: 'r1', _updatedAt: '2026-01-01T00:00:00Z', title: 'Published then'}
const draft = {_id: 'drafts.post-1', _type: 'post', _rev: 'r1', _updatedAt: '2026-01-02T00:00:00Z', title: 'Draft then', author: {_type: 'reference', _ref: 'gone-author'}}

describe('restoring a revision', () => {
  it('writes the draft of then over the draft', async () => {
    const {lake, written} = lakeHolding([published, draft], ['gone-author', 'drafts.gone-author'])
    await restoreRevision(lake, 'post-1', 'r1', false)
    expect(written).toEqual([{createOrReplace: {_id: 'drafts.post-1', _type: 'post', title: 'Draft then'}}])
  })

  it('writes into the published document for a live-edit type', async () => {
    const {lake, written} = lakeHolding([published])
    await restoreRevision(lake, 'drafts.post-1', 'r1', true)
    expect(written).toEqual([{createOrReplace: {_id: 'post-1', _type: 'post', title: 'Published then'}}])
  })
})
