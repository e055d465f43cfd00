// Per-document permission checks (shell seed §6, editing seed §6): which grants an operation
// needs on the draft and the published document, and the denial text the studio shows.
import type {Grant, Permission, SanityDocument} from '../lake/types.ts'
import {documentGrant, NO_DOCUMENT_GRANTS} from './grants.ts'
import type {OperationName} from './disabledReasons.ts'

export const DOCUMENT_PERMISSIONS = ['delete', 'discardDraft', 'publish', 'unpublish', 'update', 'duplicate', 'create'] as const
export type DocumentPermission = (typeof DOCUMENT_PERMISSIONS)[number]

/** The check each operation of the operations machine answers to. */
export const OPERATION_PERMISSION: Record<OperationName, DocumentPermission> = {
  publish: 'publish',
  unpublish: 'unpublish',
  discardChanges: 'discardDraft',
  delete: 'delete',
  duplicate: 'duplicate',
}

export interface PairPermissionInput {
  grants: readonly Grant[]
  publishedId: string
  draftId: string
  type: string
  liveEdit: boolean
  draft: SanityDocument | null
  published: SanityDocument | null
  /** The user id, for grant filters that use `identity()`. */
  identity?: string
}

export interface PermissionResult {
  granted: boolean
  /** Empty when granted; otherwise 'Unable to {permission}:' and one line per reason. */
  reason: string
  reasons: string[]
}

interface Part {
  permission: Permission
  doc: SanityDocument | null
  action: string
}

/** A document that would be created, for evaluating filters against it. */
function toBe(input: PairPermissionInput, id: string, content?: SanityDocument | null): SanityDocument {
  const {_id: _i, _rev: _r, ...rest} = content ?? ({} as Partial<SanityDocument>)
  return {_createdAt: '', _updatedAt: '', ...rest, _id: id, _type: input.type, _rev: ''} as SanityDocument
}

// Which grants each check needs (SH-PERM-025), mirroring the lake's write rule: `create` for a
// document that does not exist yet, `update` for one that does (deleting included).
function liveEditParts(check: DocumentPermission, input: PairPermissionInput): Part[] {
  const {published, publishedId} = input
  switch (check) {
    case 'create':
      return [{permission: 'create', doc: toBe(input, publishedId), action: 'create the document'}]
    case 'update':
      return published
        ? [{permission: 'update', doc: published, action: 'edit the document'}]
        : [{permission: 'create', doc: toBe(input, publishedId), action: 'create the document'}]
    case 'duplicate':
      return [{permission: 'create', doc: toBe(input, publishedId, published), action: 'create the copy'}]
    case 'delete':
      return [{permission: 'update', doc: published, action: 'delete the document'}]
    case 'publish':
    case 'unpublish':
    case 'discardDraft':
      return [{permission: 'update', doc: published, action: 'edit the document'}]
  }
}

function draftParts(check: DocumentPermission, input: PairPermissionInput): Part[] {
  const {draft, published, draftId, publishedId} = input
  switch (check) {
    case 'create':
      return [{permission: 'create', doc: toBe(input, draftId), action: 'create the draft'}]
    case 'update':
      return draft
        ? [{permission: 'update', doc: draft, action: 'edit the draft'}]
        : [{permission: 'create', doc: toBe(input, draftId, published), action: 'create the draft'}]
    case 'publish':
      return [
        published
          ? {permission: 'update', doc: published, action: 'replace the published document'}
          : {permission: 'create', doc: toBe(input, publishedId, draft), action: 'create the published document'},
        {permission: 'update', doc: draft, action: 'delete the draft'},
      ]
    case 'unpublish':
      return [
        {permission: 'update', doc: published, action: 'delete the published document'},
        ...(draft || !published ? [] : [{permission: 'create' as const, doc: toBe(input, draftId, published), action: 'create the draft'}]),
      ]
    case 'discardDraft':
      return [{permission: 'update', doc: draft, action: 'delete the draft'}]
    case 'delete':
      return [
        {permission: 'update', doc: published, action: 'delete the published document'},
        {permission: 'update', doc: draft, action: 'delete the draft'},
      ]
    case 'duplicate':
      return [{permission: 'create', doc: toBe(input, draftId, draft ?? published), action: 'create the copy'}]
  }
}

export function isDocumentPermission(value: string): value is DocumentPermission {
  return (DOCUMENT_PERMISSIONS as readonly string[]).includes(value)
}

/**
 * One check for a pair. Live-edit types are checked once, against the published document; other
 * types combine parts on the draft and the published document, and every part must be granted.
 */
export function checkPairPermission(check: string, input: PairPermissionInput): PermissionResult {
  if (!isDocumentPermission(check)) throw new Error(`Could not match permission: ${check}`)
  const reasons: string[] = []
  if (input.type === '*') {
    reasons.push(`not allowed to ${check}: the type "*" is never granted`)
  } else if (input.grants.length === 0) {
    reasons.push(NO_DOCUMENT_GRANTS)
  } else {
    const parts = input.liveEdit ? liveEditParts(check, input) : draftParts(check, input)
    for (const part of parts) {
      const answer = documentGrant(input.grants, part.permission, part.doc, input.identity)
      if (!answer.granted) reasons.push(`not allowed to ${part.action}: ${answer.reason}`)
    }
  }
  if (reasons.length === 0) return {granted: true, reason: '', reasons}
  return {granted: false, reason: [`Unable to ${check}:`, ...reasons].join('\n\t'), reasons}
}
