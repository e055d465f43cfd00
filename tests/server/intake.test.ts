// The telemetry intake's contract: consent from the data folder (none by default), batches kept only
// with consent, as JSON or as a beacon's text, bounded and validated, counted for administrators
// only — on the API and on the project's manage page.
import {rmSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {TELEMETRY_BATCH_MAX_EVENTS} from '../../core/telemetry/telemetry.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'

let lake: TestLake
const V = 'v2023-12-18'

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(async () => {
  await lake?.close()
})

const consentFile = () => join(lake.dataDir, 'telemetry.json')
const event = (name: string) => ({name, createdAt: '2026-11-26T10:00:00.000Z'})

async function send(body: unknown, init: {role?: 'editor' | null; beacon?: boolean} = {}) {
  return lake.api('/intake/batch', {
    role: init.role ?? null,
    version: V,
    method: 'POST',
    body: JSON.stringify(body),
    headers: {'content-type': init.beacon ? 'text/plain;charset=UTF-8' : 'application/json'},
  })
}

async function counts(role: 'administrator' | 'editor' | null = 'administrator') {
  return lake.api('/intake/counts', {role, version: V})
}

describe('telemetry intake', () => {
  it('answers no consent by default and keeps nothing', async () => {
    const status = await lake.api('/intake/telemetry-status', {version: V})
    expect(await status.json()).toEqual({status: 'denied'})
    const sent = await send({projectId: lake.projectId, batch: [event('tool.opened')]})
    expect(sent.status).toBe(200)
    expect(await sent.json()).toEqual({kept: 0})
    expect(await (await counts()).json()).toEqual({consent: 'denied', events: []})
  })

  it('with the administrator’s consent keeps batches, beacons included, and counts them per name', async () => {
    writeFileSync(consentFile(), JSON.stringify({consent: 'granted'}))
    try {
      expect(await (await lake.api('/intake/telemetry-status', {version: V})).json()).toEqual({status: 'granted'})
      expect(await (await send({projectId: lake.projectId, batch: [event('tool.opened'), event('search.opened'), event('tool.opened')]}, {role: 'editor'})).json()).toEqual({kept: 3})
      // A beacon: no credentials, a text body. Another studio's `{type: 'log', event}` counts too.
      expect(await (await send({projectId: lake.projectId, batch: [event('tool.opened'), {nope: 1}, {name: ''}, {name: 'x'.repeat(101)}]}, {beacon: true})).json()).toEqual({kept: 1})
      expect(await (await send({projectId: lake.projectId, batch: [{type: 'log', event: 'Studio Mounted', createdAt: '2026-11-26T09:00:00.000Z'}]})).json()).toEqual({kept: 1})
      const answer = await (await counts()).json()
      expect(answer).toEqual({
        consent: 'granted',
        events: [
          {name: 'tool.opened', count: 3, lastAt: '2026-11-26T10:00:00.000Z'},
          {name: 'Studio Mounted', count: 1, lastAt: '2026-11-26T09:00:00.000Z'},
          {name: 'search.opened', count: 1, lastAt: '2026-11-26T10:00:00.000Z'},
        ],
      })
      // A huge batch is cut to the bound.
      const many = Array.from({length: TELEMETRY_BATCH_MAX_EVENTS + 50}, () => event('welcome.dismissed'))
      expect(await (await send({projectId: lake.projectId, batch: many})).json()).toEqual({kept: TELEMETRY_BATCH_MAX_EVENTS})

      // The manage page shows the same counts to an administrator, and nothing of it to an editor.
      const page = await fetch(`${lake.url}/manage/${lake.projectId}`, {headers: {Authorization: `Bearer ${lake.tokens.administrator}`}})
      const html = await page.text()
      expect(html).toContain('<h2>Usage</h2>')
      expect(html).toMatch(/<code>tool\.opened<\/code><\/td><td>3</)
      const editorPage = await fetch(`${lake.url}/manage/${lake.projectId}`, {headers: {Authorization: `Bearer ${lake.tokens.editor}`}})
      expect(await editorPage.text()).not.toContain('<h2>Usage</h2>')
    } finally {
      rmSync(consentFile(), {force: true})
    }
  })

  it('refuses malformed batches and unknown projects, and shows counts to administrators only', async () => {
    expect((await send('not json at all', {beacon: true})).status).toBe(400)
    expect((await send({projectId: lake.projectId, batch: 'x'})).status).toBe(400)
    expect((await send({projectId: 'nope', batch: []})).status).toBe(400)
    expect((await counts('editor')).status).toBe(403)
    expect((await counts(null)).status).toBe(401)
  })
})
