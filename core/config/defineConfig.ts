// The studio configuration: one workspace, or several each with its own name and base path
// (shell seed §3 'Workspace', §5 'Workspace configuration').
import type {InitialValueProperty, SchemaTypeDefinition} from '../schema/definitions.ts'

export type LoginMethod = 'dual' | 'cookie' | 'token'

export interface AuthConfig {
  /** 'dual' when not set (shell seed §4). */
  loginMethod?: LoginMethod
  /** With a single provider, go straight to it instead of showing the chooser. */
  redirectOnSingle?: boolean
  providers?: {name: string; title: string; url: string; logo?: string}[]
}

export interface ToolConfig {
  /** 'tool' is not allowed as a name (shell seed §5). */
  name: string
  title: string
  icon?: unknown
  options?: Record<string, unknown>
}

export interface TemplateParameter {
  name: string
  type: string
  title?: string
}

/** A way to start a new document: its schema type and the initial value it gets. */
export interface TemplateDefinition {
  id: string
  schemaType: string
  title: string
  description?: string
  icon?: unknown
  value: InitialValueProperty<Record<string, unknown>>
  parameters?: TemplateParameter[]
}

/** A list, or a function that receives the defaults (or the previous layer's list) and returns the new list. */
export type Composable<T> = T[] | ((previous: T[]) => T[])

export interface SchemaConfig {
  types: Composable<SchemaTypeDefinition>
  templates?: Composable<TemplateDefinition>
}

interface WorkspaceOptions {
  title?: string
  subtitle?: string
  icon?: unknown
  projectId: string
  dataset: string
  /** The content lake's address; the embedded lake of this server when not set. */
  apiHost?: string
  schema: SchemaConfig
  tools?: Composable<ToolConfig>
  auth?: AuthConfig
}

/** A workspace among several: each needs a name and a base path. */
export interface WorkspaceConfig extends WorkspaceOptions {
  name: string
  basePath: string
}

/** A studio with one workspace may leave out its name ('default') and base path ('/'). */
export interface SingleWorkspaceConfig extends WorkspaceOptions {
  name?: string
  basePath?: string
}

export type StudioConfig = SingleWorkspaceConfig | WorkspaceConfig[]

export function defineConfig<T extends StudioConfig>(config: T): T {
  return config
}
