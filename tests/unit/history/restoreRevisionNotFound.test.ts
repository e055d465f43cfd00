// Restoring a revision the history does not hold fails with 'Unable to find document with ID {id}
// at revision {rev}' and writes nothing (ERR-SH-029, ERR-ED-025, SH-HIST-042); a revision that is
// there is written over the draft, so the refusal is about the missing version and nothing else.
import {describe, expect, it} from 'vitest'
import type {ContentLake} from '../../../core/ports.ts'
import {restoreRevision} from '../../../ui/structure/document/restoreRevision.ts'

/** A lake that holds `versions` at every revision it is asked for, and records what is written. */
function lakeAt(versions: Record<string, unknown>[]) {
  const asked: {ids: string[]; at: unknown}[] = []
  const written: unknown[] = []
  const lake = {
    documentsAt: async (ids: string[], at: unknown) => {
      asked.push({ids, at})
      return versions.filter((doc) => ids.includes(String(doc._id)))
    },
    getDocuments: async () => ({documents: [], omitted: []}),
    mutate: async (mutations: unknown[]) => {
      written.push(...mutations)
      return {transactionId: 'tx', results: []}
    },
  } as unknown as ContentLake
  return {lake, asked, written}
}

describe('restoring a revision (ERR-SH-029, ERR-ED-025)', () => {
  it('a revision where neither version exists fails with the revision-not-found text and writes nothing', async () => {
    const {lake, asked, written} = lakeAt([])
    await expect(restoreRevision(lake, 'drafts.post-1', 'rev-9', false)).rejects.toThrow(
      new Error('Unable to find document with ID post-1 at revision rev-9'),
    )
    expect(asked).toEqual([{ids: ['post-1', 'drafts.post-1'], at: {revision: 'rev-9'}}])
    expect(written).toEqual([])
  })

  it('a revision that exists is written over the draft', async () => {
    const {lake, written} = lakeAt([{_id: 'post-1', _type: 'post', _rev: 'rev-9', title: 'Then'}])
    await restoreRevision(lake, 'post-1', 'rev-9', false)
    expect(written).toEqual([{createOrReplace: {_id: 'drafts.post-1', _type: 'post', title: 'Then'}}])
  })
})
