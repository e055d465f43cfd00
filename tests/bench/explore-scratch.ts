import {generateDocuments} from './generate.ts'
import {DatasetIndex} from '../../server/dataset/datasetIndex.ts'
const N = 100000
const {documents} = generateDocuments(N, 20261122, {searchText: true})
const json = documents.map((d) => JSON.stringify(d))
const bytes = json.reduce((a, s) => a + s.length, 0)
;(documents as any).length = 0
const gc = (globalThis as any).gc
const heap = () => { gc(); gc(); return Math.round(process.memoryUsage().heapUsed / 2 ** 20) }
const h0 = heap()
const docs = json.map((s) => JSON.parse(s))
const h1 = heap()
const index = new DatasetIndex(docs)
const h2 = heap()
index.prepare()
const h3 = heap()
;(index as any).idsMatchingTerm
console.log({jsonMB: Math.round(bytes / 2 ** 20), base: h0, docs: h1 - h0, indexNoText: h2 - h1, textAndSorted: h3 - h2})
index.sortedBy('rank'); index.sortedBy('rank')
console.log('one more sorted order MB', heap() - h3)
