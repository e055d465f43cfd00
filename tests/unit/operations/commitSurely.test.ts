// An operation whose answer was lost is sent again under the same transaction id (broken-connection
// pass: Publish, Delete and Restore said "failed" although the lake had stored them).
import {describe, expect, it} from 'vitest'
import {commitSurely} from '../../../core/operations/commitSurely.ts'

const lost = Object.assign(new Error('Unknown network error'), {status: 0, isNetworkError: true})
const conflict = Object.assign(new Error('transaction id already used'), {status: 409, type: 'transactionIdConflict'})
const refused = Object.assign(new Error('Insufficient permissions'), {status: 403, type: 'permissionDenied'})

function scripted(answers: unknown[]) {
  const waits: number[] = []
  let sent = 0
  const send = async () => {
    const answer = answers[sent++]
    if (answer instanceof Error) throw answer
    return answer
  }
  return {send, waits, sent: () => sent, wait: async (ms: number) => void waits.push(ms)}
}

describe('commitSurely', () => {
  it('answers what the lake answered the first time', async () => {
    const run = scripted([{transactionId: 't1'}])
    await expect(commitSurely(run.send, {wait: run.wait})).resolves.toEqual({transactionId: 't1'})
    expect(run.sent()).toBe(1)
  })

  it('sends again after a lost answer, and a repeat the lake already stored is done', async () => {
    const run = scripted([lost, conflict])
    await expect(commitSurely(run.send, {wait: run.wait})).resolves.toBeNull()
    expect(run.sent()).toBe(2)
    expect(run.waits).toEqual([500])
  })

  it('stops at a refusal, and after the last try', async () => {
    const refusedRun = scripted([lost, refused])
    await expect(commitSurely(refusedRun.send, {wait: refusedRun.wait})).rejects.toBe(refused)
    expect(refusedRun.sent()).toBe(2)
    const down = scripted([lost, lost, lost, lost, {transactionId: 'never'}])
    await expect(commitSurely(down.send, {wait: down.wait})).rejects.toBe(lost)
    expect(down.sent()).toBe(4)
    expect(down.waits).toEqual([500, 1_000, 2_500])
  })
})
