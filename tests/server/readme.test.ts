// The README's example of talking to the lake runs exactly as printed (only the address and the
// data folder point at a test lake), so it cannot rot unnoticed.
import {execFile} from 'node:child_process'
import {readFileSync} from 'node:fs'
import {join} from 'node:path'
import {promisify} from 'node:util'
import {afterAll, beforeAll, expect, test} from 'vitest'
import {startTestLake, type TestLake} from '../support/lake.ts'

const run = promisify(execFile)
const ROOT = join(import.meta.dirname, '../..')

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake?.close())

function exampleOf(readme: string, heading: string): string {
  const section = readme.slice(readme.indexOf(heading))
  const block = /```sh\n([\s\S]*?)```/.exec(section)
  if (!block) throw new Error(`No sh example under "${heading}"`)
  return block[1]
}

test("the README's query example answers three articles", async () => {
  const script = exampleOf(readFileSync(join(ROOT, 'README.md'), 'utf8'), '## Talking to the lake')
  expect(script).toContain('curl')
  const pointed = script.replaceAll('http://localhost:3333', lake.url)
  const {stdout} = await run('bash', ['-euo', 'pipefail', '-c', pointed], {cwd: ROOT, env: {...process.env, STUDIO_DATA_DIR: lake.dataDir}, timeout: 60_000})
  const answer = JSON.parse(stdout)
  expect(answer.result).toHaveLength(3)
  for (const row of answer.result) {
    expect(Object.keys(row).sort()).toEqual(['_id', 'title'])
    expect(row._id).toMatch(/^article-/)
  }
})
