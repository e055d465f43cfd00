// When a document operation cannot run, and why (editing seed §4), from the pair's state alone.
import type {SanityDocument} from '../lake/types.ts'

export const OPERATION_NAMES = ['publish', 'unpublish', 'discardChanges', 'delete', 'duplicate'] as const
export type OperationName = (typeof OPERATION_NAMES)[number]

export type DisabledReason =
  | 'LIVE_EDIT_ENABLED'
  | 'ALREADY_PUBLISHED'
  | 'NO_CHANGES'
  | 'NOT_PUBLISHED'
  | 'NOTHING_TO_DELETE'
  | 'NOTHING_TO_DUPLICATE'

export interface PairState {
  draft: SanityDocument | null
  published: SanityDocument | null
  liveEdit: boolean
}

export function publishDisabled({draft, published, liveEdit}: PairState): DisabledReason | false {
  if (liveEdit) return 'LIVE_EDIT_ENABLED'
  if (!draft) return published ? 'ALREADY_PUBLISHED' : 'NO_CHANGES'
  return false
}

export function unpublishDisabled({published, liveEdit}: PairState): DisabledReason | false {
  // The seed gives no name for the live-edit case; the publish reason says what is meant.
  if (liveEdit) return 'LIVE_EDIT_ENABLED'
  return published ? false : 'NOT_PUBLISHED'
}

export function discardChangesDisabled({draft, published}: PairState): DisabledReason | false {
  if (!draft) return 'NO_CHANGES'
  // A document never published is deleted, not discarded.
  return published ? false : 'NOT_PUBLISHED'
}

export function deleteDisabled({draft, published}: PairState): DisabledReason | false {
  return draft || published ? false : 'NOTHING_TO_DELETE'
}

export function duplicateDisabled({draft, published}: PairState): DisabledReason | false {
  return draft || published ? false : 'NOTHING_TO_DUPLICATE'
}

const RULES: Record<OperationName, (pair: PairState) => DisabledReason | false> = {
  publish: publishDisabled,
  unpublish: unpublishDisabled,
  discardChanges: discardChangesDisabled,
  delete: deleteDisabled,
  duplicate: duplicateDisabled,
}

export function disabledReason(operation: OperationName, pair: PairState): DisabledReason | false {
  return RULES[operation](pair)
}
