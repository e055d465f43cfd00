// The planner's shortcuts around visibleMatch (the cleaning left out for documents without an
// invisible character: the whole dataset, a narrowed list, a top-k batch split in two) answer
// exactly what groq-js answers for the rewritten query over every document, before and after
// writes that add and remove such characters.
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import fc from 'fast-check'
import {evaluate, parse} from 'groq-js'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import type {SanityDocument} from '../../../core/lake/types.ts'
import {grantsOfRoles} from '../../../core/permissions/roles.ts'
import {Access} from '../../../server/access/access.ts'
import {Dataset} from '../../../server/dataset/dataset.ts'
import {TransactionBus} from '../../../server/listen/bus.ts'
import {visibleMatch} from '../../../server/query/visibleMatch.ts'
import {SqliteStore} from '../../../server/storage/sqlite.ts'

const IDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
const WORDS = ['lan', 'tern', 'lantern', 'Lan', 'x', '😀', 'a.b']
// Invisible glue is rarer than visible: the shortcuts apply where documents hold none.
const glue = fc.oneof({arbitrary: fc.constantFrom(' ', '', '-', '.'), weight: 5}, {arbitrary: fc.constantFrom('\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad'), weight: 1})
const text = fc.array(fc.tuple(fc.constantFrom(...WORDS), glue), {maxLength: 4}).map((parts) => parts.map(([w, g]) => w + g).join(''))
const docArb = fc.record({
  _id: fc.constantFrom(...IDS),
  _type: fc.constantFrom('article', 'author'),
  _updatedAt: fc.constantFrom('2026-01-01T00:00:01Z', '2026-01-01T00:00:02Z'),
  title: fc.oneof(text, fc.array(text, {maxLength: 2}), fc.constant(3)),
  name: text,
  author: fc.record({_type: fc.constant('reference'), _ref: fc.constantFrom(...IDS)}),
})
const opsArb = fc.array(fc.oneof({arbitrary: docArb.map((doc) => ({put: doc})), weight: 5}, {arbitrary: fc.constantFrom(...IDS).map((id) => ({delete: id})), weight: 1}), {maxLength: 12})
const termArb = fc.oneof(fc.constantFrom('lan*', 'lantern', 'tern*', 'x', '😀*', 'lan\u200btern', '*'), text)
const QUERIES = [
  '*[title match $t] | order(_updatedAt desc) [0...3]._id',
  '*[_type == "article" && (title match $t || name match $t)] | order(_id asc) [1...4]._id',
  '*[title match $t]._id',
  '*[lower(name) match $t]._id',
  '*[author->name match $t] | order(_id desc) [0...5]._id',
  '*[_type == "author"] | score(name match $t) | order(_id) {_id, _score}',
  // Text reaching `match` as `@` of a nested filter: the document's own, a constant's, another document's.
  '*[_type == "article" && count(title[@ match $t]) > 0] | order(_id) [0...5]._id',
  '*[_type == "article" && count(["lan\u200btern", name][@ match $t]) > 0]._id',
  '*[_type == "article" && count(*[_type == "author" && name match ^.name]) > 0]._id',
]

let dataDir: string
let store: SqliteStore
let datasets = 0
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'lake-invisible-'))
  store = new SqliteStore(dataDir)
})
afterAll(() => {
  store?.close()
  rmSync(dataDir, {recursive: true, force: true})
})

describe('the planner and invisible characters (property)', () => {
  it('answers what groq-js answers for the rewritten query', async () => {
    const access = new Access(grantsOfRoles(['editor']))
    await fc.assert(
      fc.asyncProperty(opsArb, opsArb, fc.constantFrom(...QUERIES), termArb, async (before, after, query, term) => {
        const live = new Dataset(store, new TransactionBus(), 'p', `invisible${datasets++}`)
        const model = new Map<string, SanityDocument>()
        const play = (ops: typeof before) => {
          for (const op of JSON.parse(JSON.stringify(ops)) as typeof before) {
            if ('delete' in op) {
              model.delete(op.delete)
              live.index.delete(op.delete)
            } else {
              const doc = op.put as unknown as SanityDocument
              model.set(doc._id, doc)
              live.index.put(doc)
            }
          }
        }
        const check = async () => {
          const params = {t: term}
          const dataset = [...model.values()]
          const expected = await (await evaluate(visibleMatch(parse(query, {params})), {dataset, params})).get()
          expect((await live.query(query, params, {access})).result).toEqual(expected)
        }
        play(before)
        await check()
        play(after)
        await check()
      }),
      {numRuns: 400},
    )
  }, 120_000)
})
