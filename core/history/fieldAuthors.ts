// Who changed which field over a stretch of history (issue 17: review changes with authors): the
// transactions' effects replayed over the document as the editor sees it — the draft when there is
// one, else the published version — and each top-level field whose value differs after a
// transaction credited to its author. Publishing moves the draft's content unchanged, so it
// credits nobody; discarding a draft credits whoever discarded it with what came back.
import {applyDocumentEffect} from '../mendoza/documentEffects.ts'
import type {MendozaPatch} from '../mendoza/encode.ts'
import {draftIdOf, publishedIdOf} from '../documents/ids.ts'
import type {HistoryTransaction} from './chunks.ts'

type Doc = Record<string, unknown>

export interface FieldChanges {
  /** Authors per top-level field, in the order they first changed it. */
  authors: Map<string, string[]>
  /** The document as the editor saw it after the last transaction (null: none). */
  after: Doc | null
}

const SYSTEM_FIELDS = new Set(['_id', '_rev', '_updatedAt', '_createdAt'])

function shown(pair: {draft: Doc | null; published: Doc | null}): Doc | null {
  return pair.draft ?? pair.published
}

function changedFields(before: Doc | null, after: Doc | null): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  return [...keys].filter((key) => !SYSTEM_FIELDS.has(key) && JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]))
}

/**
 * Replays `transactions` (oldest first) from the pair as it was before them (`start`; both null for
 * the whole history) and credits each changed field to the transaction's author.
 */
export function fieldAuthors(
  transactions: readonly HistoryTransaction[],
  publishedId: string,
  start: {draft: Doc | null; published: Doc | null} = {draft: null, published: null},
): FieldChanges {
  const id = publishedIdOf(publishedId)
  const draftId = draftIdOf(id)
  const authors = new Map<string, string[]>()
  let pair = start
  for (const transaction of transactions) {
    const before = shown(pair)
    const draftEffect = transaction.effects[draftId]
    const publishedEffect = transaction.effects[id]
    pair = {
      draft: draftEffect ? applyDocumentEffect(pair.draft, draftEffect.apply as MendozaPatch, transaction.id) : pair.draft,
      published: publishedEffect ? applyDocumentEffect(pair.published, publishedEffect.apply as MendozaPatch, transaction.id) : pair.published,
    }
    for (const field of changedFields(before, shown(pair))) {
      const list = authors.get(field) ?? []
      if (!list.includes(transaction.author)) list.push(transaction.author)
      authors.set(field, list)
    }
  }
  return {authors, after: shown(pair)}
}
