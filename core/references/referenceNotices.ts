// What a set reference tells the editor beside its card (seeds: Reference, reference problems),
// from the stored value, the field's schema and what the lake says of the target. At most one
// notice about the target's existence, then one about strength.
import type {Availability} from './availability.ts'
import type {ReferenceField, ReferenceValue} from './referenceValue.ts'

export type ReferenceNotice =
  /** The target exists but this user may not read it: 'missing read permissions'. */
  | {kind: 'permissionDenied'}
  /** A strong reference whose target does not exist: clear or replace. */
  | {kind: 'nonexistent'}
  /** A weak reference that will stay weak, to a document that does not exist: clear. */
  | {kind: 'weakNonexistent'}
  /** The target's type is not one the field allows. */
  | {kind: 'invalidType'; type: string}
  /** Stored weak where the schema says strong (offer strengthen) or the other way (offer weaken). */
  | {kind: 'strengthMismatch'; schemaWeak: boolean}
  /** Marked to be strengthened on publish, and the target is published now: remove the mark. */
  | {kind: 'strengthenReady'}

export interface TargetInfo {
  availability: Availability
  /** The target's `_type`, when it could be read. */
  type?: string
}

export function referenceNotices(value: ReferenceValue, field: ReferenceField, target: TargetInfo | null): ReferenceNotice[] {
  const notices: ReferenceNotice[] = []
  const marked = value._strengthenOnPublish !== undefined
  const weak = value._weak === true
  if (target) {
    const {availability} = target
    if (availability.reason === 'PERMISSION_DENIED') notices.push({kind: 'permissionDenied'})
    // A marked reference to nothing is to a document created from the field and not yet saved.
    else if (availability.reason === 'NOT_FOUND' && !marked) notices.push(weak ? {kind: 'weakNonexistent'} : {kind: 'nonexistent'})
    if (target.type !== undefined && !field.to.includes(target.type)) notices.push({kind: 'invalidType', type: target.type})
    if (marked && availability.published) notices.push({kind: 'strengthenReady'})
  }
  // A marked reference is weak on purpose until its target is published.
  if (!marked && weak !== field.weak) notices.push({kind: 'strengthMismatch', schemaWeak: field.weak})
  return notices
}
