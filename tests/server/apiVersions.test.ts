// API versions (LAKE-ADDR-001, LAKE-ADDR-017): `v1`, `vX` and `vYYYY-MM-DD` route alike, but a date
// that is not on the calendar is a 400 saying so; it used to answer as if it were a version.
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {isCalendarVersion} from '../../server/app.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake?.close())

const query = (version: string) => lake.api(`/data/query/${lake.dataset}?query=${encodeURIComponent('count(*[_type == "nothing"])')}`, {version})

describe('versions that are dates', () => {
  test.each(['v2023-13-45', 'v2023-02-29', 'v2024-04-31', 'v2023-00-10', 'v2023-01-00', 'v9999-99-99'])('%s is a 400 naming the version', async (version) => {
    const response = await query(version)
    expect(response.status).toBe(400)
    const {error} = await response.json()
    expect(error.type).toBe('validationError')
    expect(error.description).toBe(
      `Invalid API version "${version}": ${version.slice(1)} is not a date on the calendar; use v1, vX or vYYYY-MM-DD with a real date, such as v2025-02-19`,
    )
  })

  test.each(['v1', 'vX', 'v2023-11-13', 'v2024-02-29', 'v2021-06-07', 'v2025-12-31', 'v2000-02-29'])('%s answers', async (version) => {
    const response = await query(version)
    expect(response.status).toBe(200)
    expect((await response.json()).result).toBe(0)
  })

  test('other endpoints under a bad date refuse it the same way, and a first segment that is no version stays a 404', async () => {
    expect((await lake.api('/ping', {version: 'v2023-02-30'})).status).toBe(400)
    expect((await lake.api('/users/me', {version: 'v2023-02-30'})).status).toBe(400)
    expect((await lake.api('/ping', {version: 'v2023-02-28'})).status).toBe(200)
    expect((await lake.api('/ping', {version: 'vnope'})).status).toBe(404)
  })

  test('isCalendarVersion reads years before 100 and leap years as the calendar does', () => {
    expect(isCalendarVersion('v0050-01-01')).toBe(true)
    expect(isCalendarVersion('v1900-02-29')).toBe(false)
    expect(isCalendarVersion('v2000-02-29')).toBe(true)
    expect(isCalendarVersion('v1')).toBe(true)
  })
})
