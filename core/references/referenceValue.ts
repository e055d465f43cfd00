// A reference as stored, and what choosing a search hit writes (seeds: Reference). A hit whose
// published version exists, in a field that is not weak, makes a strong reference; otherwise the
// reference is weak, and when the target is not published yet it carries `_strengthenOnPublish`
// so that publishing this document makes it strong (core/operations/strengthen.ts).
import {isTrueish} from '../preview/booleanLike.ts'

export interface StrengthenOnPublish {
  type: string
  /** The field is weak: publishing keeps the reference weak. */
  weak?: boolean
  template?: {id: string; params?: Record<string, unknown>}
}

export interface ReferenceValue {
  _type: string
  _ref?: string
  _weak?: boolean
  _strengthenOnPublish?: StrengthenOnPublish
  _key?: string
  /** Cross-dataset references name where the target lives. */
  _projectId?: string
  _dataset?: string
}

/** One document a reference search found: its published id, type, and which versions exist. */
export interface ReferenceHit {
  id: string
  type: string
  published: boolean
  draft: boolean
}

/** What the reference field declares. */
export interface ReferenceField {
  /** The schema type of the value (`reference`, or a named alias of it). */
  typeName: string
  /** The document types it may point to. */
  to: readonly string[]
  weak: boolean
  /** Where a cross-dataset reference's targets live; absent for a reference within the dataset. */
  crossDataset?: {projectId: string; dataset: string}
}

export class ReferenceChoiceError extends Error {}

/** The allowed target types of a reference field definition (`to: [{type}]` or one `{type}`). */
export function referenceTargetTypes(definition: Readonly<Record<string, unknown>>): string[] {
  const to = definition.to
  const list = Array.isArray(to) ? to : to && typeof to === 'object' ? [to] : []
  return list.flatMap((entry) => (entry && typeof (entry as {type?: unknown}).type === 'string' ? [(entry as {type: string}).type] : []))
}

/** `disableNew` hides create-new (ED-REF-023), given as `true` or a boolean-like text (ED-PREV-006). */
export function createNewDisabled(definition: Readonly<Record<string, unknown>>): boolean {
  return isTrueish((definition.options as {disableNew?: unknown} | undefined)?.disableNew)
}

export function referenceFieldOf(typeName: string, definition: Readonly<Record<string, unknown>>, crossDataset?: ReferenceField['crossDataset'] | null): ReferenceField {
  const field: ReferenceField = {typeName, to: referenceTargetTypes(definition), weak: definition.weak === true}
  return crossDataset ? {...field, crossDataset} : field
}

/**
 * The value for a chosen hit. Throws when the id was not among the hits (nothing else may be
 * chosen) or when its type is not one the field allows.
 */
export function referenceForChoice(hits: readonly ReferenceHit[], id: string, field: ReferenceField, key?: string): ReferenceValue {
  const hit = hits.find((candidate) => candidate.id === id)
  if (!hit) throw new ReferenceChoiceError(`Tried to choose "${id}", which is not among the search results`)
  if (!field.to.includes(hit.type)) throw new ReferenceChoiceError(`Invalid search result type: "${hit.type}" is not one of ${field.to.map((t) => `"${t}"`).join(', ')}`)
  const base: ReferenceValue = {...(key ? {_key: key} : {}), _type: field.typeName, _ref: hit.id}
  if (field.crossDataset) {
    // Nothing in this dataset would strengthen it later: the field's own strength, as it is.
    if (!hit.published) throw new ReferenceChoiceError(`Tried to choose "${id}", which is not published in the dataset "${field.crossDataset.dataset}"`)
    return {...base, _projectId: field.crossDataset.projectId, _dataset: field.crossDataset.dataset, ...(field.weak ? {_weak: true} : {})}
  }
  if (hit.published && !field.weak) return base
  if (hit.published) return {...base, _weak: true}
  return {...base, _weak: true, _strengthenOnPublish: {type: hit.type, ...(field.weak ? {weak: true} : {})}}
}

/** The value for a document created from the field: weak until both are published. */
export function referenceToNewDocument(id: string, type: string, field: ReferenceField, template?: StrengthenOnPublish['template'], key?: string): ReferenceValue {
  return {
    ...(key ? {_key: key} : {}),
    _type: field.typeName,
    _ref: id,
    _weak: true,
    _strengthenOnPublish: {type, ...(field.weak ? {weak: true} : {}), ...(template ? {template} : {})},
  }
}

/** Turns a reference weak or strong, dropping a strengthen mark (the editor decided). */
export function withStrength(value: ReferenceValue, weak: boolean): ReferenceValue {
  const {_weak, _strengthenOnPublish, ...rest} = value
  return weak ? {...rest, _weak: true} : rest
}

/** The same reference without its strengthen-on-publish mark. */
export function withoutStrengthenMark(value: ReferenceValue): ReferenceValue {
  const {_strengthenOnPublish, ...rest} = value
  return rest
}

export function isReferenceValue(value: unknown): value is ReferenceValue {
  return !!value && typeof value === 'object' && !Array.isArray(value) && typeof (value as {_ref?: unknown})._ref === 'string'
}
