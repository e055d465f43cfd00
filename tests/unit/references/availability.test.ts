// Reading the lake's availability answer (seeds: availability check): the two reasons it may give
// for leaving an id out, and any other reason failing the check with the seeds' 'Unexpected reason
// for omission' (ERR-ED-015), so the field offers its retry instead of guessing.
import {describe, expect, it} from 'vitest'
import {availabilityFrom, createAvailabilityChecker, UNEXPECTED_OMISSION_REASON} from '../../../core/references/availability.ts'
import type {DocResponse} from '../../../core/lake/types.ts'

describe('availability answers', () => {
  it('read existence as NOT_FOUND, permission as PERMISSION_DENIED, and a readable version as READABLE', () => {
    const found = availabilityFrom(['a', 'b', 'c'], {
      omitted: [
        {id: 'a', reason: 'existence'},
        {id: 'drafts.a', reason: 'existence'},
        {id: 'b', reason: 'permission'},
        {id: 'drafts.b', reason: 'existence'},
        {id: 'c', reason: 'existence'},
      ],
    })
    expect(found.get('a')).toEqual({available: false, reason: 'NOT_FOUND', published: false, draft: false})
    expect(found.get('b')).toEqual({available: false, reason: 'PERMISSION_DENIED', published: false, draft: false})
    expect(found.get('c')).toEqual({available: true, reason: 'READABLE', published: false, draft: true})
  })

  it('fail on a reason the lake does not define, naming it', async () => {
    const odd = {omitted: [{id: 'a', reason: 'archived'}]} as unknown as Pick<DocResponse, 'omitted'>
    expect(() => availabilityFrom(['a'], odd)).toThrow(`${UNEXPECTED_OMISSION_REASON}: "archived" for a`)
    const checker = createAvailabilityChecker({fetchOmitted: async () => odd})
    await expect(checker.check(['a'])).rejects.toThrow(UNEXPECTED_OMISSION_REASON)
  })
})
