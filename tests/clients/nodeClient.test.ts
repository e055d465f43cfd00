// The headless core on the command line against a real lake: sign in with e-mail and password,
// edit through the document-pair machine, publish through the operations machine, print the
// listener's events; and clear failures for bad credentials and unknown documents.
import {execFile, spawn} from 'node:child_process'
import {readFileSync} from 'node:fs'
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
    expect(usage.code).toBe(2)
    expect(usage.stderr).toMatch(/is not <path>=<value>/)

    const unreachable = await run(process.execPath, ['clients/node/cli.ts', '--url', 'http://127.0.0.1:9', ...as(EDITOR), 'get', 'x']).catch((error) => error)
    expect(unreachable.code).toBe(1)
    expect(unreachable.stderr).toMatch(/Unknown network error attempting to reach 127\.0\.0\.1:9/)
  })
})

describe('the Node client (integrator findings)', () => {
  const create = (doc: Record<string, unknown>) =>
    lake.api(`/data/mutate/${lake.dataset}?visibility=sync`, {method: 'POST', body: JSON.stringify({mutations: [{create: doc}]})})
  const editor = (...args: string[]) => client('--token', lake.tokens.editor, ...args)

  test('a string set at the slot after an array\'s last item appends it, and an item field is set by its key', async () => {
    const id = `client-slots-${Date.now().toString(36)}`
    await create({_id: id, _type: 'category', title: 'Slots', items: [{_key: 'k1', title: 'a'}]})
    const set = JSON.parse((await editor('set', id, 'tags=["x"]', 'tags[1]=y', 'items[_key=="k1"].title=x')).stdout)
    expect(set.draft).toMatchObject({tags: ['x', 'y'], items: [{_key: 'k1', title: 'x'}]})
    expect((await stored(id))[`drafts.${id}`]).toMatchObject({tags: ['x', 'y'], items: [{_key: 'k1', title: 'x'}]})
    // One flush after the other, as the integrator found it.
    await editor('set', id, 'tags[2]=z')
    expect((await stored(id))[`drafts.${id}`]).toMatchObject({tags: ['x', 'y', 'z']})
  })

  test('publish is refused, with the validation errors, while the document has any', async () => {
    const id = `client-invalid-${Date.now().toString(36)}`
    await create({_id: id, _type: 'category', title: 'Fine', slug: {_type: 'slug', current: id}})
    await editor('set', id, 'title=A title far longer than the forty characters allowed', 'sortOrder=1.5')
    const refused = await editor('publish', id).catch((error) => error)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toBe('Publish failed: Fix the validation errors before publishing.\n  Title: Must be at most 40 characters long\n  Sort order: Must be an integer\n')
    expect((await stored(id))[id]).toMatchObject({title: 'Fine'})

    await editor('set', id, 'title=Fixed', 'sortOrder=2')
    expect(JSON.parse((await editor('publish', id)).stdout).published).toMatchObject({title: 'Fixed', sortOrder: 2})
  })

  test("refusals say the studio's text, not the reason's code", async () => {
    const refused = await editor('publish', 'category-hiking').catch((error) => error)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toBe('Publish failed: There are no unpublished changes\n')
  })

  test('a document the user may not read is said so, not shown as a new one', async () => {
    const hidden = await client('--token', lake.tokens.contributor, 'get', 'product-fjord-rain-jacket').catch((error) => error)
    expect(hidden.code).toBe(1)
    expect(hidden.stderr).toBe('You do not have permission to read this document (product-fjord-rain-jacket)\n')
    const set = await client('--token', lake.tokens.contributor, 'set', 'product-fjord-rain-jacket', 'title=hijack').catch((error) => error)
    expect(set.code).toBe(1)
    expect((await stored('product-fjord-rain-jacket'))['drafts.product-fjord-rain-jacket']).toBeUndefined()
  })

  test('a wrong command line exits with 2 before signing in; a filter the lake refuses exits with 1', async () => {
    for (const args of [['frob', 'x'], ['get'], ['set', 'category-hiking'], ['set', 'category-hiking', 'title'], ['set', 'x', 'tags[=y']]) {
      const wrong = await run(process.execPath, [...base(), '--token', 'not-even-a-token', ...args]).catch((error) => error)
      expect({args, code: wrong.code}).toEqual({args, code: 2})
      expect(wrong.stderr).toMatch(/Usage: npm run client/)
    }
    const listen = await editor('listen', '--filter', '*[_type ==').catch((error) => error)
    expect(listen.code).toBe(1)
    expect(listen.stdout).toBe('')
    expect(listen.stderr).toMatch(/^The listener failed: .+/)
  })

  test("the documentation's example of using the core compiles (tsc -p clients/node) and runs", async () => {
    const example = readFileSync('clients/node/example.ts', 'utf8')
    expect(readFileSync('docs/node-client.md', 'utf8')).toContain(`\`\`\`ts\n${example}\`\`\``)
    const id = `client-example-${Date.now().toString(36)}`
    await create({_id: id, _type: 'category', title: 'Before', slug: {_type: 'slug', current: id}})
    const out = await run(process.execPath, ['clients/node/example.ts', id, 'From the example'], {env: {...process.env, LAKE_URL: lake.url, LAKE_TOKEN: lake.tokens.editor}, timeout: 60_000})
    expect(out.stdout).toBe('draft: From the example\npublish: done\n')
    expect((await stored(id))[id]).toMatchObject({title: 'From the example'})
  })
})

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
