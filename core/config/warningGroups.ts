// The configuration warnings as the configuration-issues dialog lists them (SH-ROUTE-041): grouped
// by where they sit (a workspace's tools, one of its schema types, the rest), each with its path
// written relative to its group, so the heading says "Schema type post" once and the rows say
// "tags › of[0] › slug" instead of repeating `config[0].schema.types.post` on every line.
import type {ConfigPath, ConfigProblem, ConfigWarningCode} from './problems.ts'

export type WarningArea = 'tools' | 'schema-type' | 'other'

export type WarningGroup = {
  /** Stable and unique within one list: a React key. */
  key: string
  /** The workspace's position in a list of workspaces; null for a lone workspace object. */
  workspace: number | null
  warnings: GroupedWarning[]
} & WarningSubject

/** A 'schema-type' group is about one type, named by `subject`. */
type WarningSubject = {area: 'schema-type'; subject: string} | {area: Exclude<WarningArea, 'schema-type'>; subject: null}

export interface GroupedWarning {
  code: ConfigWarningCode
  schemaCode?: string
  message: string
  /** Where below the group, readable ('tags › of[0] › slug'); '' when the problem is the group's subject itself. */
  path: string
}

/** Groups in the order their first warning came in; warnings keep their order within a group. */
export function groupConfigWarnings(warnings: readonly ConfigProblem<ConfigWarningCode>[]): WarningGroup[] {
  const groups = new Map<string, WarningGroup>()
  for (const warning of warnings) {
    const place = placeOf(warning.path)
    const key = `${place.workspace ?? ''}/${place.area}/${place.subject ?? ''}`
    let group = groups.get(key)
    if (!group) {
      group = {key, workspace: place.workspace, ...subjectOf(place), warnings: []}
      groups.set(key, group)
    }
    group.warnings.push({
      code: warning.code,
      ...(warning.schemaCode === undefined ? {} : {schemaCode: warning.schemaCode}),
      message: warning.message,
      path: formatReadablePath(place.rest),
    })
  }
  return [...groups.values()]
}

/** `['tags', 'of', 0, 'slug']` → 'tags › of[0] › slug': an index belongs to the name before it. */
export function formatReadablePath(path: ConfigPath): string {
  const segments: string[] = []
  for (const part of path) {
    if (typeof part === 'number') {
      const index = `[${part}]`
      if (segments.length === 0) segments.push(index)
      else segments[segments.length - 1] += index
    } else {
      segments.push(part)
    }
  }
  return segments.join(' › ')
}

type Place = WarningSubject & {workspace: number | null; rest: ConfigPath}

// Paths start with the workspace's index only when the configuration is a list of workspaces
// (core/config/workspaceList.ts); a workspace property is never a number.
function placeOf(path: ConfigPath): Place {
  const [first, ...afterWorkspace] = path
  const workspace = typeof first === 'number' ? first : null
  const within = workspace === null ? path : afterWorkspace
  const [area, second, typeName, ...belowType] = within
  if (area === 'schema' && second === 'types' && typeof typeName === 'string') {
    return {workspace, area: 'schema-type', subject: typeName, rest: belowType}
  }
  if (area === 'tools') return {workspace, area: 'tools', subject: null, rest: within}
  return {workspace, area: 'other', subject: null, rest: within}
}

function subjectOf(place: Place): WarningSubject {
  return place.area === 'schema-type' ? {area: place.area, subject: place.subject} : {area: place.area, subject: null}
}
