// A document's history as editors read it (shell seed §4, document history): the transactions of
// its draft and published versions, oldest first, grouped into chunks — created, edited draft,
// live edited, published, unpublished, draft discarded, deleted — from what each transaction did
// to the two versions (its mendoza effects), with draft edits and creates less than 5 minutes apart
// merged into one chunk whose authors are all of theirs. The document's first transaction is its
// `initial` chunk (labelled created); `create` is a creation after that (after a delete).
import {draftIdOf, publishedIdOf} from '../documents/ids.ts'

/** Consecutive draft edits closer than this merge into one chunk (seeds: 5 minutes). */
export const CHUNK_MERGE_WINDOW_MS = 5 * 60 * 1000

export type ChunkType = 'initial' | 'create' | 'editDraft' | 'editLive' | 'publish' | 'unpublish' | 'discardDraft' | 'delete'

/** Whether a version exists after the chunk; unknown before the loaded history says. */
export type VersionState = 'present' | 'missing' | 'unknown'

export interface Chunk {
  index: number
  /** The id of the chunk's last transaction (the revision it ends at). */
  id: string
  type: ChunkType
  /** Positions of its first and last transaction in the list given. */
  start: number
  end: number
  startTimestamp: string
  endTimestamp: string
  authors: string[]
  draftState: VersionState
  publishedState: VersionState
}

export interface HistoryTransaction {
  id: string
  timestamp: string
  author: string
  /** Mendoza `{apply, revert}` per document id the transaction touched. */
  effects: Readonly<Record<string, {apply: unknown; revert: unknown} | undefined>>
  /** The mutations, when the log gives them: a delete and a new draft in one transaction is a creation. */
  mutations?: readonly unknown[]
}

/** What one transaction did to one version. */
export type VersionChange = 'unedited' | 'created' | 'edited' | 'deleted'

/** A mendoza patch whose result is `null`: the whole value replaced by nothing. */
function isNullPatch(patch: unknown): boolean {
  return Array.isArray(patch) && patch.length === 2 && patch[0] === 0 && patch[1] === null
}

export function versionChange(effect: {apply: unknown; revert: unknown} | undefined): VersionChange {
  if (!effect) return 'unedited'
  if (isNullPatch(effect.apply)) return 'deleted'
  if (isNullPatch(effect.revert)) return 'created'
  return 'edited'
}

function stateAfter(change: VersionChange, before: VersionState): VersionState {
  if (change === 'unedited') return before
  return change === 'deleted' ? 'missing' : 'present'
}

/** What the version was before a transaction that did `change` to it, when nothing earlier said. */
function stateBefore(change: VersionChange, known: VersionState): VersionState {
  if (known !== 'unknown') return known
  if (change === 'created') return 'missing'
  if (change === 'edited' || change === 'deleted') return 'present'
  return 'unknown'
}

/**
 * The chunk type of one transaction, from what it did to the draft and the published version and
 * what exists afterwards (the seeds' rules: a delete that leaves the published version is a
 * discarded draft, one that leaves the draft is an unpublish; a draft edit right after a delete
 * creates the document again).
 */
export function transactionType(draft: VersionChange, published: VersionChange, after: {draft: VersionState; published: VersionState}, previous: ChunkType | null): ChunkType {
  if (draft === 'deleted' || published === 'deleted') {
    if (published !== 'deleted' && published !== 'unedited') return 'publish'
    if (draft === 'deleted' && published === 'unedited' && after.published === 'present') return 'discardDraft'
    if (published === 'deleted' && after.draft === 'present') return 'unpublish'
    if (after.published === 'present') return 'discardDraft'
    return 'delete'
  }
  if (published !== 'unedited') {
    // Published straight away (no draft): the first version is a creation, later ones live edits.
    return published === 'created' && after.draft !== 'present' && (previous === null || previous === 'delete') ? 'create' : 'editLive'
  }
  if (draft === 'created' && after.published !== 'present') return 'create'
  if (draft !== 'unedited' && previous === 'delete') return 'create'
  return 'editDraft'
}

const MERGEABLE: ReadonlySet<ChunkType> = new Set(['create', 'editDraft'])

function deletes(mutations: readonly unknown[] | undefined, ids: readonly string[]): boolean {
  return (mutations ?? []).some((mutation) => {
    const target = (mutation as {delete?: {id?: unknown}} | null)?.delete?.id
    return typeof target === 'string' && ids.includes(target)
  })
}

/**
 * The chunks of a document's history. `transactions` are oldest first; `publishedId` names the
 * document (its draft is `drafts.<id>`). The transaction that creates the document is `initial`;
 * a history that begins later (older transactions not loaded) begins with whatever came first.
 */
export function chunksOf(transactions: readonly HistoryTransaction[], publishedId: string): Chunk[] {
  const id = publishedIdOf(publishedId)
  const draftId = draftIdOf(id)
  const chunks: Chunk[] = []
  let draftState: VersionState = 'unknown'
  let publishedState: VersionState = 'unknown'
  for (const [position, transaction] of transactions.entries()) {
    const draft = versionChange(transaction.effects[draftId])
    const published = versionChange(transaction.effects[id])
    if (draft === 'unedited' && published === 'unedited') continue
    const draftBefore = stateBefore(draft, draftState)
    const publishedBefore = stateBefore(published, publishedState)
    draftState = stateAfter(draft, draftBefore)
    publishedState = stateAfter(published, publishedBefore)
    const previous = chunks.at(-1) ?? null
    let type = transactionType(draft, published, {draft: draftState, published: publishedState}, previous?.type ?? null)
    // Deleted and made again in one transaction (seeds): a creation.
    if (draftState === 'present' && draft !== 'deleted' && deletes(transaction.mutations, [draftId, id])) type = 'create'
    const createdNow = draftBefore !== 'present' && publishedBefore !== 'present' && (draft === 'created' || published === 'created')
    if (previous === null && createdNow) type = 'initial'
    // A creation says the document did not exist: the version it did not touch is missing.
    if (type === 'create' || type === 'initial') {
      if (draftState === 'unknown') draftState = 'missing'
      if (publishedState === 'unknown') publishedState = 'missing'
    }
    const mergeable =
      previous !== null &&
      MERGEABLE.has(previous.type) &&
      type === 'editDraft' &&
      Date.parse(transaction.timestamp) - Date.parse(previous.endTimestamp) < CHUNK_MERGE_WINDOW_MS
    if (mergeable) {
      previous.id = transaction.id
      previous.end = position
      previous.endTimestamp = transaction.timestamp
      if (!previous.authors.includes(transaction.author)) previous.authors.push(transaction.author)
      previous.draftState = draftState
      previous.publishedState = publishedState
      continue
    }
    chunks.push({
      index: chunks.length,
      id: transaction.id,
      type,
      start: position,
      end: position,
      startTimestamp: transaction.timestamp,
      endTimestamp: transaction.timestamp,
      authors: [transaction.author],
      draftState,
      publishedState,
    })
  }
  return chunks
}
