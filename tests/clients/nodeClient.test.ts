// The headless core on the command line against a real lake: sign in with e-mail and password,
// edit through the document-pair machine, publish through the operations machine, print the
// listener's events; and clear failures for bad credentials and unknown documents.
import {execFile, spawn} from 'node:child_process'
import {promisify} from 'node:util'
import {afterAll, beforeAll, describe, expect, test} from 'vitest'
import {DEMO_USERS} from '../../server/seed/demoUsers.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'

const run = promisify(execFile)
const EDITOR = DEMO_USERS.find((user) => user.role === 'editor')!
const VIEWER = DEMO_USERS.find((user) => user.role === 'viewer')!

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake?.close())

const base = () => ['clients/node/cli.ts', '--url', lake.url, '--project', lake.projectId, '--dataset', lake.dataset]
const as = (user: {email: string; password: string}) => ['--email', user.email, '--password', user.password]
const client = (...args: string[]) => run(process.execPath, [...base(), ...args], {timeout: 60_000})

async function stored(id: string) {
  const body = await (await lake.api(`/data/doc/${lake.dataset}/${id},drafts.${id}`)).json()
  return Object.fromEntries((body.documents as {_id: string}[]).map((doc) => [doc._id, doc]))
}

describe('the Node client', () => {
  test('signs in, sets fields through the pair machine and publishes through the operations machine', async () => {
    const id = `client-${Date.now().toString(36)}`
    await lake.api(`/data/mutate/${lake.dataset}?visibility=sync`, {
      method: 'POST',
      body: JSON.stringify({mutations: [{create: {_id: id, _type: 'category', title: 'Before', slug: {_type: 'slug', current: id}}}]}),
    })
    const got = JSON.parse((await client(...as(EDITOR), 'get', id)).stdout)
    expect(got).toMatchObject({draft: null, published: {_id: id, title: 'Before'}})

    const set = JSON.parse((await client(...as(EDITOR), 'set', id, 'title=From the terminal', 'sortOrder=7', 'slug.current="from-terminal"')).stdout)
    expect(set.draft).toMatchObject({_id: `drafts.${id}`, title: 'From the terminal', sortOrder: 7, slug: {current: 'from-terminal'}})
    expect((await stored(id))[`drafts.${id}`]).toMatchObject({title: 'From the terminal', sortOrder: 7})

    const published = JSON.parse((await client(...as(EDITOR), 'publish', id)).stdout)
    expect(published.draft).toBeNull()
    const after = await stored(id)
    expect(after[id]).toMatchObject({title: 'From the terminal', sortOrder: 7, slug: {current: 'from-terminal'}})
    expect(after[`drafts.${id}`]).toBeUndefined()
  })

  test("prints the listener's events as JSON lines", async () => {
    const id = `client-listen-${Date.now().toString(36)}`
    const child = spawn(process.execPath, [...base(), '--token', lake.tokens.editor, 'listen', '--filter', `*[_id == "${id}"]`])
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    try {
      await until(() => out.includes('"type":"welcome"'))
      await lake.api(`/data/mutate/${lake.dataset}`, {method: 'POST', body: JSON.stringify({mutations: [{create: {_id: id, _type: 'category', title: 'Heard'}}]})})
      await until(() => out.includes(`"documentId":"${id}"`))
      const mutation = out
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
        .find((event) => event.type === 'mutation')
      expect(mutation).toMatchObject({documentId: id, transition: 'appear', result: {title: 'Heard'}})
    } finally {
      child.kill('SIGINT')
    }
    const code = await new Promise((resolve) => child.once('exit', resolve))
    expect(code).toBe(0)
  })

  test('says plainly what went wrong, with a failing exit code', async () => {
    const wrong = await client('--email', EDITOR.email, '--password', 'not-it', 'get', 'anything').catch((error) => error)
    expect(wrong.code).toBe(1)
    expect(wrong.stderr).toMatch(/The e-mail or password is not right/)

    const missing = await client(...as(EDITOR), 'get', 'no-such-document').catch((error) => error)
    expect(missing.code).toBe(1)
    expect(missing.stderr).toMatch(/No document with the id "no-such-document"/)

    const refused = await client(...as(VIEWER), 'set', 'category-hiking', 'title=Nope').catch((error) => error)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/^The latest edits were not saved: Insufficient permissions/)
    expect((await stored('category-hiking'))['drafts.category-hiking']).toBeUndefined()

    const usage = await client(...as(EDITOR), 'set', 'category-hiking', 'no-equals-sign').catch((error) => error)
    expect(usage.code).toBe(1)
    expect(usage.stderr).toMatch(/is not <path>=<value>/)

    const unreachable = await run(process.execPath, ['clients/node/cli.ts', '--url', 'http://127.0.0.1:9', ...as(EDITOR), 'get', 'x']).catch((error) => error)
    expect(unreachable.code).toBe(1)
    expect(unreachable.stderr).toMatch(/Unknown network error attempting to reach 127\.0\.0\.1:9/)
  })
})

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
