// The headless core driven from Node, as the studio drives it from React: the HTTP adapters for
// the lake, the document-pair machine for reading and editing a document, the operations machine
// for publishing. Nothing here is specific to a terminal; cli.ts is the command line around it.
import {createActor, waitFor, type ActorRefFrom} from 'xstate'
import {createHttpAuth, createHttpContentLake, createHttpProject} from '../../adapters/http/index.ts'
import {draftIdOf, publishedIdOf} from '../../core/documents/ids.ts'
import type {LocalPatch, PairDocuments} from '../../core/editing/index.ts'
import type {CurrentUser, Grant} from '../../core/lake/types.ts'
import type {ContentLake} from '../../core/ports.ts'
import type {OperationName} from '../../core/operations/index.ts'
import {documentOperationsMachine} from '../../machines/documentOperations.ts'
import {documentOperationsActors, flushPair} from '../../machines/documentOperationsActors.ts'
import {documentPairMachine} from '../../machines/documentPair.ts'
import {documentPairActors} from '../../machines/documentPairActors.ts'

export interface LakeAddress {
  /** The lake's base URL, e.g. http://localhost:3333 */
  url: string
  projectId: string
  dataset: string
}

export interface Session {
  lake: ContentLake
  user: CurrentUser
  grants: Grant[] | null
}

/** How long a step may wait on the lake before the client gives up with a message. */
const STEP_TIMEOUT_MS = 30_000

export class ClientError extends Error {}

/** Signs in with e-mail and password (or takes a token) and answers the lake as that user. */
export async function signIn(address: LakeAddress, credentials: {token: string} | {email: string; password: string}): Promise<Session> {
  const base = {apiHost: address.url, projectId: address.projectId, dataset: address.dataset, withCredentials: false}
  const token =
    'token' in credentials ? credentials.token : await createHttpAuth({...base, token: null}).signInWithPassword(credentials.email, credentials.password)
  const config = {...base, token}
  const user = await createHttpAuth(config).currentUser()
  if (!user) throw new ClientError('The lake did not accept the credentials')
  const grants = await createHttpProject(config)
    .grants(address.dataset)
    .catch(() => null)
  return {lake: createHttpContentLake(config), user, grants}
}

export type PairActor = ActorRefFrom<typeof documentPairMachine>

export interface OpenPair {
  pair: PairActor
  type: string
  close(): void
}

/** Opens a document's pair (draft and published) through the pair machine, loaded and listening. */
export async function openPair(session: Session, id: string): Promise<OpenPair> {
  const publishedId = publishedIdOf(id)
  const type = await session.lake.query<string | null>('*[_id in [$published, $draft]][0]._type', {published: publishedId, draft: draftIdOf(publishedId)})
  if (!type) throw new ClientError(`No document with the id "${publishedId}" (or you may not read it)`)
  const pair = createActor(documentPairMachine.provide({actors: documentPairActors(session.lake)}), {input: {publishedId, type}})
  pair.start()
  await waitFor(pair, (s) => s.matches({edit: 'ready'}) || s.context.error !== null, {timeout: STEP_TIMEOUT_MS})
  const {error} = pair.getSnapshot().context
  if (error) {
    pair.stop()
    throw new ClientError(error.message)
  }
  return {pair, type, close: () => pair.stop()}
}

export function documentsOf(pair: PairActor): PairDocuments {
  return pair.getSnapshot().context.editing.edge
}

/** Edits through the same path as the studio's inputs, then waits until the lake has them. */
export async function edit(opened: OpenPair, patches: LocalPatch[]): Promise<PairDocuments> {
  opened.pair.send({type: 'edit', patches})
  try {
    return await flushPair(opened.pair)
  } catch (error) {
    throw new ClientError((error as Error).message)
  }
}

/** Runs a document operation (publish, unpublish, discardChanges, …) through the operations machine. */
export async function runOperation(session: Session, opened: OpenPair, operation: OperationName): Promise<void> {
  const publishedId = opened.pair.getSnapshot().context.editing.spec.publishedId
  const operations = createActor(documentOperationsMachine.provide({actors: documentOperationsActors({pair: opened.pair, lake: session.lake})}), {
    input: {publishedId, type: opened.type, grants: session.grants, identity: session.user.id},
  })
  operations.start()
  try {
    await waitFor(operations, (s) => s.context.pair.ready, {timeout: STEP_TIMEOUT_MS})
    operations.send({type: 'operation.execute', operation})
    const done = await waitFor(operations, (s) => s.context.completed?.operation === operation || s.context.error !== null, {timeout: STEP_TIMEOUT_MS})
    const {error} = done.context
    if (error) throw new ClientError(`${operation} refused: ${error.message}`)
    // The operation's transaction is stored; wait for the pair to hear of it, so what is read next is after it.
    const transactionId = done.context.completed?.transactionId
    if (transactionId) await waitFor(opened.pair, (s) => [s.context.editing.head.draft?._rev, s.context.editing.head.published?._rev].includes(transactionId), {timeout: STEP_TIMEOUT_MS})
  } finally {
    operations.stop()
  }
}
