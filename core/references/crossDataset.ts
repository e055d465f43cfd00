// Cross-dataset references (seeds: reference, cross-dataset reference search): the target lives in
// another dataset (and possibly another project), whose schema this studio does not have. What the
// field knows of its target types is their name, title and preview selection, so those stand in
// for the schema: the preview reads what the selection names, and the search looks in the same
// text fields. Only published documents can be chosen: nothing would ever strengthen a reference
// to a draft in another dataset.
import {EDIT_INTENT} from '../routing/constants.ts'
import {encodeIntentSegments} from '../routing/intents.ts'
import type {DocumentDefinition, FieldDefinition, PreviewConfig, TypesByName} from '../schema/index.ts'

export interface CrossDatasetTarget {
  projectId: string
  dataset: string
}

interface TargetEntry {
  type: string
  title?: string
  preview?: PreviewConfig
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/

/** A field is cross-dataset when it names the dataset of its targets (a plain reference cannot). */
export function isCrossDatasetDefinition(definition: Readonly<Record<string, unknown>>): boolean {
  return typeof definition.dataset === 'string' && definition.dataset.length > 0
}

/** Where the targets live: the field's dataset, in its project or else the workspace's. */
export function crossDatasetTargetOf(definition: Readonly<Record<string, unknown>>, workspaceProjectId: string): CrossDatasetTarget | null {
  if (!isCrossDatasetDefinition(definition)) return null
  const projectId = typeof definition.projectId === 'string' && definition.projectId ? definition.projectId : workspaceProjectId
  return {projectId, dataset: definition.dataset as string}
}

function targetEntries(definition: Readonly<Record<string, unknown>>): TargetEntry[] {
  const to = definition.to
  const list = Array.isArray(to) ? to : to && typeof to === 'object' ? [to] : []
  return list.filter((entry): entry is TargetEntry => !!entry && typeof (entry as {type?: unknown}).type === 'string')
}

/** String fields, nested in objects, for every dotted path a selection names. */
function fieldsForPaths(paths: readonly string[]): FieldDefinition[] {
  const root: FieldDefinition[] = []
  for (const path of paths) {
    const segments = path.split('.')
    if (!segments.every((segment) => IDENTIFIER.test(segment))) continue
    let level = root
    for (const [index, name] of segments.entries()) {
      const last = index === segments.length - 1
      let field = level.find((candidate) => candidate.name === name) as (FieldDefinition & {fields?: FieldDefinition[]}) | undefined
      if (!field) {
        field = (last ? {name, type: 'string'} : {name, type: 'object', fields: []}) as FieldDefinition & {fields?: FieldDefinition[]}
        level.push(field)
      }
      if (last) break
      if (!field.fields) break
      level = field.fields
    }
  }
  return root
}

/**
 * Document types standing in for the target dataset's schema: each target type with the fields its
 * preview selects (as text) and that preview. A target without a selection previews by `title`.
 */
export function crossDatasetTypes(definition: Readonly<Record<string, unknown>>): TypesByName {
  const types = new Map<string, DocumentDefinition>()
  for (const entry of targetEntries(definition)) {
    const preview: PreviewConfig = entry.preview?.select && Object.keys(entry.preview.select).length > 0 ? entry.preview : {...entry.preview, select: {title: 'title'}}
    const paths = Object.values(preview.select ?? {}).filter((path): path is string => typeof path === 'string')
    types.set(entry.type, {
      type: 'document',
      name: entry.type,
      ...(entry.title ? {title: entry.title} : {}),
      fields: fieldsForPaths(paths),
      preview,
    } as DocumentDefinition)
  }
  return types as unknown as TypesByName
}

export type StudioUrlOption = string | ((document: {id: string; type?: string}) => string | null | undefined)

/**
 * The address that opens a target: the field's `studioUrl` (a function of id and type, or the base
 * address of the studio that edits the target dataset, to which the edit intent is added), else
 * the edit intent of a workspace of this studio on the target's project and dataset, else none.
 */
export function crossDatasetHref(
  studioUrl: unknown,
  document: {id: string; type: string},
  workspaceHref: ((id: string, type: string) => string) | null,
): string | null {
  if (typeof studioUrl === 'function') {
    const href = (studioUrl as Exclude<StudioUrlOption, string>)(document)
    return typeof href === 'string' && href ? href : null
  }
  if (typeof studioUrl === 'string' && studioUrl) {
    const base = studioUrl.replace(/\/+$/, '')
    return `${base}/${encodeIntentSegments({name: EDIT_INTENT, params: {id: document.id, type: document.type}}).join('/')}/`
  }
  return workspaceHref ? workspaceHref(document.id, document.type) : null
}
