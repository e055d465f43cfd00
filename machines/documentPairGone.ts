// The open pair deleted by someone else (SH-ED row "deleted while open", spec/editing-operations.md):
// both documents of a pair that existed are gone at the lake. From then on the pair sends nothing
// and takes no edits, so no keystroke recreates the document as a new, partial draft; the edits
// not stored yet are dropped from the queues and kept here, as the editor saw them, for the pane
// to offer. A pair that never existed (a new document) is not gone: it behaves as before.
import type {EditingState, PairDocuments} from '../core/editing/index.ts'
import type {MutationEvent} from '../core/lake/types.ts'

export interface PairGone {
  /** Who deleted it (the user id on the lake's event); null when a refetch found it gone. */
  identity: string | null
  /** The deleting transaction, to tell the pane's own Delete; null when a refetch found it gone. */
  transactionId: string | null
  /** The pair as the lake last had it here: what Restore brings back (its revision). */
  stored: PairDocuments
  /** The pair as the editor saw it, with the edits not stored yet. */
  shown: PairDocuments
  /** Edits had not been stored when it went: they were dropped (`shown` still has them). */
  unsaved: boolean
}

export function pairExists(documents: PairDocuments): boolean {
  return documents.draft !== null || documents.published !== null
}

/**
 * After HEAD moved from `before` to `after` (an event, or a refetch): whether the pair is gone now,
 * and the editing state to keep. A pair that comes back (restored, or created again) is no longer
 * gone; one that is gone stays so, and keeps no edits.
 */
export function trackGone(
  before: {editing: EditingState; gone: PairGone | null; unsaved: boolean},
  after: EditingState,
  event: MutationEvent | null,
): {editing: EditingState; gone: PairGone | null} {
  if (!after.loaded || pairExists(after.head)) return {editing: after, gone: null}
  if (before.gone) {
    // A refetch may have found it gone before the deletion's own event came: that event names who.
    const named = before.gone.identity === null && event?.transition === 'disappear'
    const gone = named ? {...before.gone, identity: event.identity, transactionId: event.transactionId} : before.gone
    return {editing: withoutEdits(after), gone}
  }
  // Never there (a new document, or the first fetch): nothing was deleted.
  if (!before.editing.loaded || !pairExists(before.editing.head)) return {editing: after, gone: null}
  return {
    editing: withoutEdits(after),
    gone: {
      identity: event?.identity ?? null,
      transactionId: event?.transactionId ?? null,
      stored: before.editing.head,
      shown: before.editing.edge,
      unsaved: before.unsaved,
    },
  }
}

/** No edits waiting or on their way: EDGE is HEAD (both documents gone). */
function withoutEdits(editing: EditingState): EditingState {
  if (editing.pending.length === 0 && editing.submitted.length === 0 && editing.edge === editing.head) return editing
  return {...editing, pending: [], submitted: [], edge: editing.head}
}

/** The revision to restore: the version the editor last had stored (the draft, else the published one). */
export function goneRevision(gone: PairGone, liveEdit: boolean): string | null {
  const shown = liveEdit ? gone.stored.published : (gone.stored.draft ?? gone.stored.published)
  return shown?._rev ?? null
}
