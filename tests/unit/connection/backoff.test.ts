// Retry schedules of live connections: both grow with the attempt and never exceed 240000 ms.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {CONNECTION_RETRY_CAP_MS as CAP_FROM_AUTH} from '../../../core/auth/constants.ts'
import {connectionRetryDelay, exponentialBackoff} from '../../../core/connection/backoff.ts'
import {CONNECTION_RETRY_CAP_MS} from '../../../core/connection/constants.ts'
import {connectionSignalOf} from '../../../core/connection/signals.ts'

describe('connectionRetryDelay', () => {
  it('waits 1 s after the first failure and doubles up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => connectionRetryDelay(n))).toEqual([
      1000, 2000, 4000, 8000, 16000, 32000, 64000, 128000, 240000, 240000,
    ])
    expect(connectionRetryDelay(20)).toBe(240000)
    expect(connectionRetryDelay(5000)).toBe(240000)
  })

  it('treats nonsense attempt counts as the first attempt', () => {
    for (const n of [0, -3, NaN, 0.5]) expect(connectionRetryDelay(n), String(n)).toBe(1000)
    expect(connectionRetryDelay(Infinity)).toBe(240000)
  })
})

describe('exponentialBackoff (100 ms × 2^attempt)', () => {
  it('follows the formula below the cap', () => {
    expect([0, 1, 2, 3, 10].map((n) => exponentialBackoff(n))).toEqual([100, 200, 400, 800, 102400])
  })

  it('is capped at 240000 ms, or at the cap a caller gives', () => {
    expect(exponentialBackoff(12)).toBe(240000)
    expect(exponentialBackoff(2000)).toBe(240000)
    expect(exponentialBackoff(12, Infinity)).toBe(409600)
  })
})

describe('both schedules', () => {
  it('never shrink as attempts grow and never pass 240000 ms', () => {
    expect(CONNECTION_RETRY_CAP_MS).toBe(240000)
    expect(CAP_FROM_AUTH).toBe(CONNECTION_RETRY_CAP_MS)
    fc.assert(
      fc.property(fc.integer({min: 0, max: 10_000}), (attempt) => {
        for (const delay of [connectionRetryDelay, exponentialBackoff]) {
          const now = delay(attempt)
          expect(now).toBeGreaterThan(0)
          expect(now).toBeLessThanOrEqual(240000)
          expect(delay(attempt + 1)).toBeGreaterThanOrEqual(now)
        }
      }),
    )
  })
})

describe('connectionSignalOf', () => {
  it('maps listener events to the connection status', () => {
    expect(connectionSignalOf({type: 'welcome', listenerName: 'l'})).toEqual({type: 'connection.opened'})
    expect(connectionSignalOf({type: 'reconnect'})).toMatchObject({type: 'connection.lost'})
    expect(connectionSignalOf({type: 'channelError', message: 'bad query'})).toEqual({type: 'connection.lost', reason: 'bad query'})
    expect(connectionSignalOf({type: 'disconnect', reason: 'closing'})).toEqual({type: 'connection.lost', reason: 'closing'})
    expect(
      connectionSignalOf({
        type: 'mutation',
        eventId: 'e',
        documentId: 'd',
        transactionId: 't',
        identity: 'u',
        mutations: [],
      } as never),
    ).toBeNull()
  })
})
