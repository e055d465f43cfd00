// The help menu's content from a real lake: the lake's own sections, an administrator's help.json
// in the data folder (picked up when it changes; a broken one is ignored, not shown), and the
// documentation pages its links point to.
import {rmSync, writeFileSync} from 'node:fs'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {STUDIO_VERSION} from '../../core/help/help.ts'
import {helpContentOf} from '../../core/help/help.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'

let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(async () => {
  await lake?.close()
})

async function help() {
  const response = await fetch(`${lake.url}/v1/help?m=${encodeURIComponent(JSON.stringify([STUDIO_VERSION]))}&locale=en-US`, {headers: {Authorization: `Bearer ${lake.tokens.editor}`}})
  expect(response.status).toBe(200)
  return helpContentOf(await response.json())
}

describe('GET /v1/help', () => {
  it('answers the lake’s own sections, whose links work, and the latest version', async () => {
    const content = await help()
    expect(content.latestVersion).toBe(STUDIO_VERSION)
    const links = content.sections.flatMap((section) => section.items)
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect((await fetch(link.url)).status, link.url).toBe(200)
  })

  it('adds an administrator’s help.json after the lake’s own sections, and ignores it once it is broken', async () => {
    const file = join(lake.dataDir, 'help.json')
    try {
      writeFileSync(file, JSON.stringify({sections: [{title: 'House style', links: [{title: 'Headlines', url: 'https://example.com/headlines'}]}]}))
      const sections = (await help()).sections
      expect(sections.map((section) => section.title)).toEqual(['This content lake', 'House style'])
      expect(sections[1]).toEqual({key: 'section-0', title: 'House style', items: [{key: 'link-0-0', title: 'Headlines', url: 'https://example.com/headlines'}]})
      // A later edit is read without a restart (the file's time changes).
      await new Promise((resolve) => setTimeout(resolve, 20))
      writeFileSync(file, '{"sections": [{"title": "Half written"')
      const afterBreak = await help()
      expect(afterBreak.sections.map((section) => section.title)).toEqual(['This content lake'])
    } finally {
      rmSync(file, {force: true})
    }
  })
})

describe('GET /docs/<name>.md', () => {
  it('serves the project’s documentation as Markdown, and nothing outside it', async () => {
    const page = await fetch(`${lake.url}/docs/api.md`, {headers: {Accept: 'text/html'}})
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/markdown/)
    expect(await page.text()).toMatch(/^# /m)
    for (const path of ['/docs/nope.md', '/docs/..%2Fpackage.json', '/docs/%2E%2E%2FREADME.md', '/docs/API.MD']) {
      expect((await fetch(`${lake.url}${path}`)).status, path).toBe(404)
    }
  })
})
