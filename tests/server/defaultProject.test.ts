// A request that names no project (no X-Sanity-Project-ID, no `<project>.localhost` host) is for
// the lake's only project, or for STUDIO_DEFAULT_PROJECT; with several and no default it is a 400.
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {configFromEnv} from '../../server/config.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake?.close())

const bare = (path: string) => fetch(`${lake.url}/v2023-11-13${path}`, {headers: {Authorization: `Bearer ${lake.tokens.editor}`}})

describe('a request without a project', () => {
  test('is for the only project', async () => {
    const query = await bare(`/data/query/${lake.dataset}?query=count(*[_type == "article"])`)
    expect(query.status).toBe(200)
    expect((await query.json()).result).toBeGreaterThan(0)
    const me = await (await bare('/users/me')).json()
    expect(me.role).toBe('editor')
  })

  test('with several projects is refused, unless a default is configured', async () => {
    lake.running.store.createProject({id: 'other', displayName: 'Other', createdAt: new Date().toISOString()})
    const refused = await bare(`/data/query/${lake.dataset}?query=1`)
    expect(refused.status).toBe(400)
    expect((await refused.json()).error.description).toMatch(/^Invalid project id/)

    const configured = await startTestLake({config: {defaultProject: lake.projectId}})
    try {
      configured.running.store.createProject({id: 'other', displayName: 'Other', createdAt: new Date().toISOString()})
      const served = await fetch(`${configured.url}/v2023-11-13/users/me`, {headers: {Authorization: `Bearer ${configured.tokens.editor}`}})
      expect((await served.json()).role).toBe('editor')
    } finally {
      await configured.close()
    }
  })
})

describe('STUDIO_DEFAULT_PROJECT', () => {
  test('is read from the environment, trimmed and lower-cased', () => {
    expect(configFromEnv({STUDIO_DEFAULT_PROJECT: ' Demo '}).defaultProject).toBe('demo')
    expect(configFromEnv({}).defaultProject).toBeNull()
  })
})
