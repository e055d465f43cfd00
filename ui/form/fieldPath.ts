// Where a member of the form sits in the document, and the patches an edit there becomes. Nested
// fields may be edited before their objects exist, so every edit first creates the objects above
// it (setIfMissing), outermost first: typing into `nested.inner.note` of an empty document stores
// `{nested: {inner: {note}}}` and never overwrites what someone else put there meanwhile.
import type {LocalPatch} from '../../core/editing/index.ts'
import type {Path} from '../../core/editing/paths.ts'
import {isKeySegment} from '../../core/editing/paths.ts'

/** An object the edited field lives in, and the value it starts from when missing. */
export interface Ancestor {
  path: Path
  proto: Record<string, unknown>
}

/** What a member of the form knows about the object it is rendered in. */
export interface ObjectScope {
  /** The object's path; empty for the document. */
  path: Path
  /** The objects from the document down to this one (not the document itself). */
  ancestors: readonly Ancestor[]
  /** The object, or something above it, is read-only: so is every member. */
  readOnly: boolean
}

export const DOCUMENT_SCOPE: ObjectScope = {path: [], ancestors: [], readOnly: false}

/**
 * The value a missing object starts from: a named object type (`seo`) records its type, as the
 * lake's readers (GROQ `_type` filters, previews) expect; an inline `object` has no name to record.
 * An image or file always has one (`image`, or its own type's name), as its uploads write it: a
 * credit typed before any upload must not leave an image without its `_type`.
 */
export function protoValueOf(type: {name: string; intrinsic: string}): Record<string, unknown> {
  if (type.intrinsic === 'image' || type.intrinsic === 'file') return {_type: type.name}
  return type.intrinsic === 'object' && type.name !== 'object' ? {_type: type.name} : {}
}

/** The scope of the members of an object field. */
export function childScope(scope: ObjectScope, path: Path, proto: Record<string, unknown>, readOnly: boolean): ObjectScope {
  return {path, ancestors: [...scope.ancestors, {path, proto}], readOnly: scope.readOnly || readOnly}
}

/**
 * The patches that store `next` at `path` (undefined unsets it) inside the given objects; an
 * atomic value (a choice, not typed text) is never squashed into a text diff.
 */
export function editPatches(ancestors: readonly Ancestor[], path: Path, next: unknown, atomic = false): LocalPatch[] {
  const create: LocalPatch[] = ancestors.map((ancestor) => ({type: 'setIfMissing', path: ancestor.path, value: ancestor.proto}))
  // Unsetting inside an object that does not exist has nothing to remove: creating it would leave
  // an empty object behind.
  if (next === undefined) return [{type: 'unset', path}]
  return [...create, atomic ? {type: 'set', path, value: next, atomic} : {type: 'set', path, value: next}]
}

/** The path as the conditional evaluator reports it: `{_key}` segments in the lake's syntax. */
export function reportPath(path: Path): (string | number)[] {
  return path.map((segment) => (isKeySegment(segment) ? `[_key==${JSON.stringify(segment._key)}]` : segment))
}

/** A string naming a member of a form, for remembering its state (collapsed, selected tab). */
export function memberKey(path: Path, member?: string): string {
  return JSON.stringify(member === undefined ? path : [...path, `#${member}`])
}
