// The configuration turned into the workspaces the studio runs: defaults filled in (name
// 'default', base path '/', a title, the structure tool), base paths joined with the studio's,
// composable lists resolved. Run validateConfig first: this does its best with an invalid
// configuration but does not report anything.
import {joinPath, splitPath} from '../routing/paths.ts'
import {builtInToolBehaviour} from '../routing/structureTool.ts'
import type {RoutableWorkspace, ToolDescriptor} from '../routing/types.ts'
import type {SchemaTypeDefinition} from '../schema/definitions.ts'
import {resolveComposable} from './composable.ts'
import {DEFAULT_BASE_PATH, DEFAULT_WORKSPACE_NAME} from './constants.ts'
import type {
  AuthConfig,
  I18nConfig,
  SingleWorkspaceConfig,
  StudioOptions,
  TemplateDefinition,
  ToolConfig,
  WorkspaceConfig,
} from './defineConfig.ts'
import {isPlainObject, type ConfigReport} from './problems.ts'
import {defaultTemplates} from './templates.ts'
import {validateConfig} from './validateConfig.ts'
import {checkTools} from './validateTools.ts'
import {workspaceEntries} from './workspaceList.ts'

export interface ResolvedTool extends ToolDescriptor {
  options?: Record<string, unknown>
}

export interface ResolvedWorkspace extends RoutableWorkspace {
  name: string
  title: string
  subtitle?: string
  icon?: unknown
  /** The full base path: the studio's base path followed by the workspace's; '/' at the root. */
  basePath: string
  projectId: string
  dataset: string
  apiHost?: string
  auth: AuthConfig
  schema: {types: SchemaTypeDefinition[]; templates: TemplateDefinition[]}
  tools: ResolvedTool[]
  i18n: I18nConfig
  /** The workspace as configured. */
  config: SingleWorkspaceConfig | WorkspaceConfig
}

export function resolveWorkspaces(config: unknown, options: StudioOptions = {}): ResolvedWorkspace[] {
  const workspaces: ResolvedWorkspace[] = []
  for (const entry of workspaceEntries(config)) {
    if (!isPlainObject(entry.value)) continue
    const workspace = entry.value as unknown as SingleWorkspaceConfig
    const name = typeof workspace.name === 'string' ? workspace.name : DEFAULT_WORKSPACE_NAME
    const types = listOr<SchemaTypeDefinition>(workspace.schema?.types, [])
    workspaces.push({
      name,
      title: workspace.title ?? titleFromName(name),
      subtitle: workspace.subtitle,
      icon: workspace.icon,
      basePath: joinBasePaths(options.basePath, workspace.basePath ?? DEFAULT_BASE_PATH),
      projectId: workspace.projectId,
      dataset: workspace.dataset,
      apiHost: workspace.apiHost,
      auth: workspace.auth ?? {},
      schema: {types, templates: listOr<TemplateDefinition>(workspace.schema?.templates, defaultTemplates(types))},
      tools: checkTools(workspace.tools, []).usable.map(toolDescriptor),
      i18n: workspace.i18n ?? {},
      config: workspace,
    })
  }
  return workspaces
}

export type LoadedConfig =
  | {type: 'valid'; workspaces: ResolvedWorkspace[]; warnings: ConfigReport['warnings']}
  | {type: 'invalid'; errors: ConfigReport['errors']; warnings: ConfigReport['warnings']}

/** Validation and resolution in one: what the studio does at start. */
export function loadStudioConfig(config: unknown, options: StudioOptions = {}): LoadedConfig {
  const {errors, warnings} = validateConfig(config, options)
  if (errors.length > 0) return {type: 'invalid', errors, warnings}
  return {type: 'valid', workspaces: resolveWorkspaces(config, options), warnings}
}

/** '/studio' + '/news' → '/studio/news'; no studio base path or '/' adds nothing. */
export function joinBasePaths(studioBasePath: string | undefined, workspaceBasePath: string): string {
  return joinPath([...splitPath(studioBasePath ?? ''), ...splitPath(workspaceBasePath)])
}

/** 'default' → 'Default', 'news-room' → 'News Room'. */
export function titleFromName(name: string): string {
  return name
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ')
}

function toolDescriptor(tool: ToolConfig): ResolvedTool {
  const own = Object.fromEntries(Object.entries(tool).filter(([, value]) => value !== undefined)) as Partial<ToolConfig>
  return {...builtInToolBehaviour(tool.name), ...own, name: tool.name, title: own.title ?? titleFromName(tool.name)}
}

function listOr<T>(value: unknown, previous: T[]): T[] {
  const resolved = resolveComposable<T>(value, previous, '', [])
  return resolved.ok ? resolved.value : previous
}
