// Which failed commits are cancelled and which are retried (LAKE-CALL-016, ED-OP-063): a 4xx
// answer refuses the transaction, except 408 and 429, which ask to come back later; 5xx answers
// and failures without a status (the network) are retried with the same transaction id.
import {describe, expect, it} from 'vitest'
import {classifyCommitFailure} from '../../../core/editing/commitFailure.ts'

const answer = (status: number, type?: string) => Object.assign(new Error(`status ${status}`), {status, type})

describe('a failed commit', () => {
  it('is refused for every 4xx but 408 and 429', () => {
    for (let status = 400; status < 500; status++) {
      expect(classifyCommitFailure(answer(status)), String(status)).toBe(status === 408 || status === 429 ? 'transient' : 'refused')
    }
  })

  it('is retried for 5xx and for errors without a status', () => {
    for (const status of [500, 502, 503, 504]) expect(classifyCommitFailure(answer(status)), String(status)).toBe('transient')
    expect(classifyCommitFailure(new TypeError('Failed to fetch'))).toBe('transient')
    expect(classifyCommitFailure(undefined)).toBe('transient')
  })

  it('counts a reused transaction id as stored, and a moved base of a guarded commit as "send again"', () => {
    expect(classifyCommitFailure(answer(409, 'transactionIdConflict'))).toBe('alreadyStored')
    expect(classifyCommitFailure(answer(409, 'conflict'), {guarded: true})).toBe('baseMoved')
    expect(classifyCommitFailure(answer(409, 'documentNotFoundError'), {guarded: true})).toBe('baseMoved')
    expect(classifyCommitFailure(answer(409, 'conflict'))).toBe('refused')
  })
})
