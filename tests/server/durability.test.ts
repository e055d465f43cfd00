// An acknowledged transaction survives `kill -9`: the real server runs as a child process, is
// killed the moment its answer arrives, and a new process on the same data folder still has it.
import {spawn, type ChildProcess} from 'node:child_process'
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join, resolve} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {issueToken} from '../../server/auth/tokens.ts'
import {SqliteStore} from '../../server/storage/sqlite.ts'
import {DEMO_DATASET, DEMO_PROJECT_ID, DEMO_USERS} from '../../server/seed/demoUsers.ts'

const MAIN = resolve(import.meta.dirname, '../../server/main.ts')

interface Server {
  child: ChildProcess
  base: string
  exited: Promise<NodeJS.Signals | number | null>
}

function startServer(dataDir: string): Promise<Server> {
  const child = spawn(process.execPath, [MAIN], {
    env: {...process.env, PORT: '0', HOST: '127.0.0.1', STUDIO_DATA_DIR: dataDir, LOG_LEVEL: 'error'},
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<NodeJS.Signals | number | null>((done) => child.once('exit', (code, signal) => done(signal ?? code)))
  let output = ''
  return new Promise((ready, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      fail(new Error(`server did not start:\n${output}`))
    }, 30_000)
    child.stderr!.on('data', (chunk) => (output += chunk))
    child.stdout!.on('data', (chunk) => {
      output += chunk
      const port = /listening on http:\/\/[^:\s]+:(\d+)/.exec(output)?.[1]
      if (port) {
        clearTimeout(timer)
        ready({child, base: `http://127.0.0.1:${port}/v2023-11-13`, exited})
      }
    })
    void exited.then((how) => fail(new Error(`server exited (${how}) before listening:\n${output}`)))
  })
}

async function kill9(server: Server): Promise<void> {
  server.child.kill('SIGKILL')
  expect(await server.exited).toBe('SIGKILL')
}

let dataDir: string
let token: string
let server: Server | null = null

function headers(): Record<string, string> {
  return {'content-type': 'application/json', 'x-sanity-project-id': DEMO_PROJECT_ID, authorization: `Bearer ${token}`}
}

async function commit(s: Server, body: unknown): Promise<{status: number; body: any}> {
  const response = await fetch(`${s.base}/data/mutate/${DEMO_DATASET}`, {method: 'POST', headers: headers(), body: JSON.stringify(body)})
  return {status: response.status, body: JSON.parse(await response.text())}
}

async function documents(s: Server, ids: string[]): Promise<any[]> {
  const response = await fetch(`${s.base}/data/doc/${DEMO_DATASET}/${ids.join(',')}`, {headers: headers()})
  expect(response.status).toBe(200)
  return (await response.json()).documents
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lake-durability-'))
  // The first run seeds the demo project; a token is then written beside the running server (WAL).
  server = await startServer(dataDir)
  const store = new SqliteStore(dataDir)
  try {
    token = issueToken(store, DEMO_USERS.find((u) => u.role === 'editor')!.id, 'durability test').secret
  } finally {
    store.close()
  }
}, 60_000)

afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) await kill9(server)
  rmSync(dataDir, {recursive: true, force: true})
})

describe('kill -9 durability', () => {
  it('keeps a transaction acknowledged just before the process was killed', async () => {
    const s = server!
    const id = `durable-${Date.now()}`
    const transactionId = `ack-${Date.now()}`
    const response = await fetch(`${s.base}/data/mutate/${DEMO_DATASET}`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({transactionId, mutations: [{create: {_id: id, _type: 'durable', title: 'survives'}}]}),
    })
    const text = await response.text()
    s.child.kill('SIGKILL') // the instant the answer is in
    expect(response.status, text).toBe(200)
    expect(JSON.parse(text).transactionId).toBe(transactionId)
    expect(await s.exited).toBe('SIGKILL')

    server = await startServer(dataDir)
    const [doc] = await documents(server, [id])
    expect(doc).toMatchObject({_id: id, _type: 'durable', title: 'survives', _rev: transactionId})
  })

  it('keeps every one of 5 rapid commits (and the last counter value) across kill -9', async () => {
    const s = server!
    const ids = Array.from({length: 5}, (_, i) => `rapid-${Date.now()}-${i}`)
    const counter = `counter-${Date.now()}`
    const acknowledged: Record<string, string> = {}
    const created = await commit(s, {mutations: [{create: {_id: counter, _type: 'durable', n: 0}}]})
    expect(created.status).toBe(200)
    for (const id of ids) {
      const res = await commit(s, {mutations: [{create: {_id: id, _type: 'durable'}}, {patch: {id: counter, inc: {n: 1}}}]})
      expect(res.status).toBe(200)
      acknowledged[id] = res.body.transactionId
    }
    await kill9(s)

    server = await startServer(dataDir)
    const docs = await documents(server, [...ids, counter])
    expect(docs.map((d) => d._id)).toEqual([...ids, counter])
    for (const id of ids) expect(docs.find((d) => d._id === id)._rev).toBe(acknowledged[id])
    const last = docs.find((d) => d._id === counter)
    expect(last.n).toBe(5)
    expect(last._rev).toBe(acknowledged[ids[4]])
  })

  it('keeps 5 concurrent commits acknowledged before the kill', async () => {
    const s = server!
    const ids = Array.from({length: 5}, (_, i) => `burst-${Date.now()}-${i}`)
    const answers = await Promise.all(ids.map((id) => commit(s, {mutations: [{create: {_id: id, _type: 'durable'}}]})))
    await kill9(s)
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])

    server = await startServer(dataDir)
    const docs = await documents(server, ids)
    expect(docs.map((d) => [d._id, d._rev])).toEqual(ids.map((id, i) => [id, answers[i].body.transactionId]))
  })
})
