// The welcome journey from a real lake: shown to each user until they close it (kept per user in
// the lake, so another browser does not show it again), replaced by an administrator's
// journey.json, with the trial's days counted on the lake's clock.
import {rmSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {trialJourneyOf} from '../../core/trial/journey.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'

const DAY_MS = 24 * 60 * 60 * 1000
let lake: TestLake
let now = Date.parse('2026-11-26T10:00:00Z')

beforeAll(async () => {
  lake = await startTestLake({now: () => now, welcome: true})
})
afterAll(async () => {
  await lake?.close()
})

async function journey(role: 'editor' | 'viewer' | 'administrator' | null = 'editor') {
  const response = await lake.api('/journey/trial?studioVersion=0.1.0', {role, version: 'v2023-12-11'})
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

describe('GET /journey/trial', () => {
  it('welcomes each signed-in user until they close it, and nobody signed out', async () => {
    expect(await journey(null)).toEqual({})
    const first = await journey('editor')
    const welcome = trialJourneyOf(first).showOnLoad
    expect(welcome).toMatchObject({dialogType: 'modal', headingText: 'Welcome to your studio'})
    expect(first.id).toBe(welcome!.id)
    // The call to action leads to a page this lake serves.
    expect((await fetch(welcome!.ctaButton!.url!)).status).toBe(200)

    const marked = await lake.api(`/journey/trial/${welcome!.id}`, {role: 'editor', version: 'v2023-12-11', method: 'POST', body: '{}'})
    expect(marked.status).toBe(200)
    expect(trialJourneyOf(await journey('editor')).showOnLoad).toBeNull()
    // Someone else has not seen it yet.
    expect(trialJourneyOf(await journey('viewer')).showOnLoad?.id).toBe(welcome!.id)
  })

  it('refuses to mark a dialog seen for nobody', async () => {
    const response = await lake.api('/journey/trial/lake-welcome-1', {role: null, version: 'v2023-12-11', method: 'POST', body: '{}'})
    expect(response.status).toBe(401)
  })

  it('serves the administrator’s journey.json with trial days, and the lake’s own welcome once it is broken', async () => {
    const file = join(lake.dataDir, 'journey.json')
    try {
      const startedAt = new Date(now - 23 * DAY_MS).toISOString()
      writeFileSync(
        file,
        JSON.stringify({
          showOnLoad: {id: 'house-welcome', dialogType: 'popover', headingText: 'Hello team', descriptionText: 'Read the style guide first.', image: {asset: {url: 'https://example.com/w.png'}, altText: 'Our newsroom'}, ctaButton: {text: 'See plans', action: 'openNext'}, secondaryButton: {text: 'Later'}},
          showOnClick: {id: 'plans', dialogType: 'modal', headingText: 'Your trial', ctaButton: {text: 'Upgrade', action: 'openUrl', url: 'https://example.com/plans'}},
          trial: {startedAt, totalDays: 30},
        }),
      )
      const parsed = trialJourneyOf(await journey('administrator'))
      expect(parsed.trial).toEqual({daysLeft: 7, totalDays: 30})
      expect(parsed.showOnLoad).toEqual({
        id: 'house-welcome',
        dialogType: 'popover',
        headingText: 'Hello team',
        descriptionText: 'Read the style guide first.',
        image: {url: 'https://example.com/w.png', altText: 'Our newsroom'},
        ctaButton: {text: 'See plans', action: 'openNext', url: null},
        secondaryButton: {text: 'Later'},
      })
      expect(parsed.showOnClick?.ctaButton).toEqual({text: 'Upgrade', action: 'openUrl', url: 'https://example.com/plans'})
      // A day later the lake counts one day fewer.
      now += DAY_MS
      expect(trialJourneyOf(await journey('administrator')).trial).toEqual({daysLeft: 6, totalDays: 30})

      await new Promise((resolve) => setTimeout(resolve, 20))
      writeFileSync(file, '{"showOnLoad": {"headingText": "no id"}}')
      expect(trialJourneyOf(await journey('administrator')).showOnLoad?.id).toBe('lake-welcome-1')

      await new Promise((resolve) => setTimeout(resolve, 20))
      writeFileSync(file, '{"showOnLoad": null}')
      expect(await journey('administrator')).toEqual({})
    } finally {
      rmSync(file, {force: true})
    }
  })
})
