// The studio configuration: one workspace, or several each with its own name and base path
// (shell seed §3 'Workspace', §5 'Workspace configuration').
import type {IntentContext, IntentMatch, IntentParams, ToolRouter, ToolState} from '../routing/types.ts'
import type {InitialValueProperty, SchemaTypeDefinition} from '../schema/definitions.ts'
import type {AssetSourceDefinition} from '../assets/assetSources.ts'

export type LoginMethod = 'dual' | 'cookie' | 'token'

export interface AuthConfig {
  /** 'dual' when not set (shell seed §4). */
  loginMethod?: LoginMethod
  /** With a single provider, go straight to it instead of showing the chooser. */
  redirectOnSingle?: boolean
  providers?: {name: string; title: string; url: string; logo?: string}[]
}

/** A tool: the UI maps its name to a component; routing uses the rest (core/routing/types.ts). */
export interface ToolConfig {
  /** 'tool' is not allowed as a name (shell seed §5). */
  name: string
  title: string
  icon?: unknown
  options?: Record<string, unknown>
  /** Left out of the tool switcher; still reachable by URL. */
  hidden?: boolean
  /** Which intents the tool handles; a tool named 'structure' gets the structure tool's when it gives none. */
  canHandleIntent?: (intent: string, params: IntentParams) => IntentMatch
  getIntentState?: (intent: string, params: IntentParams, context: IntentContext) => ToolState
  /** How the tool's state is written below `{basePath}/{name}`; plain segments when not set. */
  router?: ToolRouter
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

/** A bundle of translated texts: one namespace in one locale (SH-I18N-003, SH-I18N-004). */
export interface LocaleBundleConfig {
  /** Required on workspace-level bundles; on a locale's own bundles it must equal the locale's id. */
  locale?: string
  namespace: string
  resources: Record<string, string> | (() => Promise<Record<string, string>>)
}

export interface LocaleConfig {
  id: string
  title: string
  bundles?: Composable<LocaleBundleConfig>
}

export interface I18nConfig {
  locales?: Composable<LocaleConfig>
  bundles?: Composable<LocaleBundleConfig>
}

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
  /** Defaults to the structure tool; a function receives that default list. */
  tools?: Composable<ToolConfig>
  auth?: AuthConfig
  i18n?: I18nConfig
  /**
   * Whether cross-dataset reference fields may reach their datasets (on when not set). Off, such a
   * field shows a warning card with a clear action instead of its input.
   */
  crossDatasetReferences?: boolean
  /** Settings of the form's inputs (ED§6: direct uploads can be switched off). */
  form?: FormConfig
}

/** An image or file input's settings in a workspace. */
export interface AssetInputConfig {
  /**
   * Whether editors may upload files from their computer into the input (drop, paste, Upload);
   * on when not set. Off, only the asset library is offered (ED-UP-040).
   */
  directUploads?: boolean
  /**
   * The sources the input offers: a list, or a function given the built-in ones (the library, and
   * for images a URL) that answers the list. Entries without a name or a component are left out.
   */
  assetSources?: AssetSourceDefinition[] | ((previous: AssetSourceDefinition[]) => AssetSourceDefinition[])
}

export interface FormConfig {
  image?: AssetInputConfig
  file?: AssetInputConfig
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

/** Settings of the studio as a whole, outside any workspace. */
export interface StudioOptions {
  /** Where the studio is mounted; workspace base paths are below it (SH-CONF-017). */
  basePath?: string
}
