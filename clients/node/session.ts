// The headless core driven from Node, as the studio drives it from React: the HTTP adapters for
// the lake, the document-pair machine for reading and editing a document, the operations machine
// for publishing, validation with the workspace's schema before a publish. Nothing here is
// specific to a terminal; cli.ts is the command line around it.
import {createActor, waitFor, type ActorRefFrom} from 'xstate'
import {createHttpAuth, createHttpContentLake, createHttpProject} from '../../adapters/http/index.ts'
import {
  BUNDLES,
  DEFAULT_LOCALE,
  draftIdOf,
  markerTitlePath,
  pairFromDocResponse,
  publishedIdOf,
  typesByNameOf,
  validateDocument,
  type ContentLake,
  type CurrentUser,
  type Grant,
  type LocalPatch,
  type OperationName,
  type PairDocuments,
  type SchemaTypeDefinition,
  type TypesByName,
  type ValidationMarker,
} from '../../core/index.ts'
import {
  documentOperationsActors,
  documentOperationsMachine,
  documentPairActors,
  documentPairMachine,
  flushPair,
  operationRefusal,
  summarize,
  type OperationError,
} from '../../machines/index.ts'

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
  /** The workspace's schema types: which types are live-edit, and what a publish is checked against. */
  types: TypesByName | null
}

/** How long a step may wait on the lake before the client gives up with a message. */
const STEP_TIMEOUT_MS = 30_000

export class ClientError extends Error {}

/** The studio's own English texts of its structure tool, for the messages the studio would show. */
const STRUCTURE_TEXTS = BUNDLES.find((bundle) => bundle.locale === DEFAULT_LOCALE && bundle.namespace === 'structure')?.resources ?? {}

/** A text of the studio's structure namespace with its `{{placeholders}}` filled in. */
export function studioText(key: string, values: Record<string, string> = {}): string {
  return (STRUCTURE_TEXTS[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '')
}

/** What the studio's footer says when an operation is refused or fails (ui/structure/document/DocumentFooter.tsx). */
export function operationErrorText(error: OperationError): string {
  const message = error.reason === 'DISABLED' ? studioText(`reason.${error.message}`) : error.message
  return studioText('action.failed', {action: studioText(`action.${error.operation}`), message})
}

/**
 * Signs in with e-mail and password (or takes a token) and answers the lake as that user. Give the
 * workspace's schema types to edit live-edit types as the studio does and to be able to publish.
 */
export async function signIn(
  address: LakeAddress,
  credentials: {token: string} | {email: string; password: string},
  options: {schemaTypes?: readonly SchemaTypeDefinition[]} = {},
): Promise<Session> {
  const base = {apiHost: address.url, projectId: address.projectId, dataset: address.dataset, withCredentials: false}
  const token =
    'token' in credentials ? credentials.token : await createHttpAuth({...base, token: null}).signInWithPassword(credentials.email, credentials.password)
  const config = {...base, token}
  const user = await createHttpAuth(config).currentUser()
  if (!user) throw new ClientError('The lake did not accept the credentials')
  const grants = await createHttpProject(config)
    .grants(address.dataset)
    .catch(() => null)
  return {lake: createHttpContentLake(config), user, grants, types: options.schemaTypes ? typesByNameOf(options.schemaTypes) : null}
}

export type PairActor = ActorRefFrom<typeof documentPairMachine>

export interface OpenPair {
  pair: PairActor
  type: string
  liveEdit: boolean
  close(): void
}

/**
 * Opens a document's pair (draft and published) through the pair machine, loaded and listening.
 * A document the user may not read is said so, not opened as a new, empty one.
 */
export async function openPair(session: Session, id: string): Promise<OpenPair> {
  const publishedId = publishedIdOf(id)
  const ids = {publishedId, draftId: draftIdOf(publishedId)}
  let found: PairDocuments
  try {
    found = pairFromDocResponse(ids, await session.lake.getDocuments([ids.publishedId, ids.draftId], {tag: 'client.open'}))
  } catch (error) {
    throw new ClientError((error as Error).message)
  }
  const type = (found.draft ?? found.published)?._type
  if (!type) throw new ClientError(`No document with the id "${publishedId}"`)
  const definition = session.types?.get(type) as {liveEdit?: unknown} | undefined
  // As the studio decides it (ui/structure/document/DocumentPane.tsx).
  const liveEdit = Boolean(definition?.liveEdit)
  const pair = createActor(documentPairMachine.provide({actors: documentPairActors(session.lake)}), {input: {publishedId, type, liveEdit}})
  pair.start()
  await waitFor(pair, (s) => s.matches({edit: 'ready'}) || s.context.error !== null, {timeout: STEP_TIMEOUT_MS})
  const {error} = pair.getSnapshot().context
  if (error) {
    pair.stop()
    throw new ClientError(error.message)
  }
  return {pair, type, liveEdit, close: () => pair.stop()}
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

/**
 * The document's validation markers, as the studio's validation finds them for the document the
 * editor shows (the draft, else the published version; the published one of a live-edit type).
 */
export async function validate(session: Session, opened: OpenPair): Promise<ValidationMarker[]> {
  if (!session.types) throw new ClientError('The document cannot be checked without the schema: sign in with the workspace\'s schema types')
  const {draft, published} = documentsOf(opened.pair)
  const shown = opened.liveEdit ? published : (draft ?? published)
  if (!shown) return []
  const {lake} = session
  return validateDocument(shown, session.types, {
    locale: DEFAULT_LOCALE,
    // A referenced document that exists but may not be read counts as there, as in the studio.
    // Asked without content: a document the lake does not leave out for existence is there.
    isPublished: async (id) => {
      const {omitted} = await lake.getDocuments([publishedIdOf(id)], {excludeContent: true, tag: 'validation.reference'})
      return !(omitted ?? []).some((entry) => entry.reason === 'existence')
    },
    query: (query, params) => lake.query(query, params, {tag: 'validation.slug'}),
  })
}

/** One line per validation error: where (the fields' titles, as the studio's validation list names them) and what. */
export function validationErrorLines(markers: readonly ValidationMarker[], opened: OpenPair, types: TypesByName): string[] {
  const {draft, published} = documentsOf(opened.pair)
  const shown = opened.liveEdit ? published : (draft ?? published)
  return markers
    .filter((marker) => marker.level === 'error')
    .map((marker) => `${markerTitlePath(marker.path, opened.type, types, shown).join(' / ') || studioText('validation.panel.document')}: ${marker.message}`)
}

/**
 * Runs a document operation (publish, unpublish, discardChanges, …) through the operations machine.
 * Refusals carry the studio's texts; a publish is refused, as the studio's Publish is, while the
 * document has validation errors.
 */
export async function runOperation(session: Session, opened: OpenPair, operation: OperationName): Promise<void> {
  const publishedId = opened.pair.getSnapshot().context.editing.spec.publishedId
  const operations = createActor(documentOperationsMachine.provide({actors: documentOperationsActors({pair: opened.pair, lake: session.lake})}), {
    input: {publishedId, type: opened.type, liveEdit: opened.liveEdit, grants: session.grants, identity: session.user.id},
  })
  operations.start()
  try {
    const ready = await waitFor(operations, (s) => s.context.pair.ready, {timeout: STEP_TIMEOUT_MS})
    const refusal = operationRefusal(ready.context, operation)
    if (refusal) throw new ClientError(operationErrorText(refusal))
    if (operation === 'publish') {
      const markers = await validate(session, opened)
      if (summarize(markers).error > 0) {
        const message = studioText('action.failed', {action: studioText('action.publish'), message: studioText('validation.publish-blocked')})
        throw new ClientError([message, ...validationErrorLines(markers, opened, session.types!).map((line) => `  ${line}`)].join('\n'))
      }
    }
    operations.send({type: 'operation.execute', operation})
    const done = await waitFor(operations, (s) => s.context.completed?.operation === operation || s.context.error !== null, {timeout: STEP_TIMEOUT_MS})
    const {error} = done.context
    if (error) throw new ClientError(operationErrorText(error))
    // The operation's transaction is stored; wait for the pair to hear of it, so what is read next is after it.
    const transactionId = done.context.completed?.transactionId
    if (transactionId) await waitFor(opened.pair, (s) => [s.context.editing.head.draft?._rev, s.context.editing.head.published?._rev].includes(transactionId), {timeout: STEP_TIMEOUT_MS})
  } finally {
    operations.stop()
  }
}
