// The core from your own code (docs/node-client.md shows this file): open a document's pair, set
// a field as the studio's inputs do, wait until the lake has it, then publish it.
//   LAKE_URL=http://localhost:3333 LAKE_TOKEN=… node clients/node/example.ts category-hiking "New title"
import {createActor, waitFor} from 'xstate'
import {createHttpContentLake} from '../../adapters/http/index.ts'
import {parsePath, type LocalPatch, type OperationName, type PairDocuments} from '../../core/index.ts'
import {documentOperationsActors, documentOperationsMachine, documentPairActors, documentPairMachine, flushPair} from '../../machines/index.ts'

const [id = 'category-hiking', title = 'Hiking and trekking'] = process.argv.slice(2)
const lake = createHttpContentLake({
  apiHost: process.env.LAKE_URL ?? 'http://localhost:3333',
  projectId: 'demo',
  dataset: 'production',
  token: process.env.LAKE_TOKEN ?? null,
  withCredentials: false,
})

// The pair machine loads the draft and the published version and listens to both.
const pair = createActor(documentPairMachine.provide({actors: documentPairActors(lake)}), {input: {publishedId: id, type: 'category'}})
pair.start()
const loaded = await waitFor(pair, (s) => s.matches({edit: 'ready'}) || s.context.error !== null)
if (loaded.context.error) throw new Error(loaded.context.error.message)

// Local patches go to EDGE at once; flushPair commits them and resolves once the lake has them.
const patch: LocalPatch = {type: 'set', path: parsePath('title'), value: title}
pair.send({type: 'edit', patches: [patch]})
const saved: PairDocuments = await flushPair(pair)
console.log('draft:', saved.draft?.title)

// The operations machine checks the disabled reason and the permission, then sends one transaction.
// (The studio also blocks Publish while validation finds errors: see runOperation in session.ts.)
const operation: OperationName = 'publish'
const operations = createActor(documentOperationsMachine.provide({actors: documentOperationsActors({pair, lake})}), {input: {publishedId: id, type: 'category'}})
operations.start()
await waitFor(operations, (s) => s.context.pair.ready)
operations.send({type: 'operation.execute', operation})
const done = await waitFor(operations, (s) => s.context.completed !== null || s.context.error !== null)
console.log(done.context.error ? `${operation} refused: ${done.context.error.message}` : `${operation}: done`)
operations.stop()
pair.stop()
