import {mkdtempSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {grantsOfRoles} from '../../core/permissions/roles.ts'
import {Access} from '../../server/access/access.ts'
import {Dataset} from '../../server/dataset/dataset.ts'
import {TransactionBus} from '../../server/listen/bus.ts'
import {SqliteStore} from '../../server/storage/sqlite.ts'
import {generateDocuments} from '../../tests/bench/generate.ts'
const N = Number(process.env.N ?? 100000)
const {documents, sampleIds} = generateDocuments(N, 20261122, {searchText: true})
let i = 0; for (const d of documents) if (d._type === 'article') (d as any).rank = (i++ * 7919) % 1000
const store = new SqliteStore(mkdtempSync(join(tmpdir(), 'x-')))
const batch = []
for (let k = 0; k < documents.length; k += 1000) { const docs = documents.slice(k, k + 1000); batch.push({tx: {projectId: 'b', dataset: 'p', id: `t${k}`, timestamp: docs[0]._updatedAt, author: 'x', mutations: [], documentIds: docs.map((d) => d._id), effects: {}}, changes: docs.map((d) => ({id: d._id, before: null, after: d}))}) }
store.commitMany(batch as any)
let t = performance.now()
const ds = new Dataset(store, new TransactionBus(), 'b', 'p')
console.log('load ms', Math.round(performance.now() - t), 'rss MB', Math.round(process.memoryUsage().rss / 1e6))
const access = new Access(grantsOfRoles(['editor']))
const qs: [string, Record<string, unknown>][] = [
  ['*[_id == $id][0]{_id, title}', {id: sampleIds[3]}],
  ['*[_id in $ids]{_id}', {ids: sampleIds.slice(0, 20)}],
  ['*[_type == "article" && rank > 990] | order(rank desc)[0...50]{_id, rank}', {}],
  ['*[_type == "article" && rank == 7][0...20]{_id, "a": author->name}', {}],
  ['count(*[_type == "article" && defined(title)])', {}],
  ['*[_type == $t] | order(_updatedAt desc)[0...50]{_id, _type, _updatedAt, title}', {t: 'article'}],
  ['*[_type == $t] | order(_updatedAt desc)[0...50]{_id, _type, _updatedAt, title}', {t: 'page'}],
]
for (const [q, p] of qs) {
  const times: number[] = []
  for (let r = 0; r < 8; r++) { t = performance.now(); const o = await ds.query(q, p, {access, perspective: 'raw'}); times.push(performance.now() - t); if (r === 0) console.log(JSON.stringify(o.stats), JSON.stringify(o.result).slice(0, 80)) }
  times.sort((a, b) => a - b)
  console.log(q.slice(0, 70).padEnd(72), 'first', times[0].toFixed(2), 'p50', times[4].toFixed(2))
}
