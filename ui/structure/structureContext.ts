// What every pane of the structure tool shares: the lake of the workspace, the user and their
// grants, the schema, the templates, and the addresses of the tool's states.
import type {CrossDatasetAccess} from '../form/references/referenceServices.ts'
import type {AssetServices} from '../form/assets/assetServices.ts'
import type {PublicUser} from '../../core/lake/types.ts'
import {createContext, useContext} from 'react'
import type {TemplateDefinition} from '../../core/config/defineConfig.ts'
import type {CurrentUser, Grant} from '../../core/lake/types.ts'
import type {ContentLake} from '../../core/ports.ts'
import type {StructureToolState} from '../../core/routing/structureTool.ts'
import type {DocumentDefinition} from '../../core/schema/index.ts'
import type {TypesByName} from '../../core/schema/index.ts'

export interface StructureEnvironment {
  lake: ContentLake
  projectId: string
  dataset: string
  user: CurrentUser
  /** The dataset's grants for the user; null until known (the lake enforces them anyway). */
  grants: Grant[] | null
  types: TypesByName
  documentTypes: DocumentDefinition[]
  templates: TemplateDefinition[]
  /** The URL of a state of this tool. */
  hrefOf: (state: StructureToolState) => string
  /** The URL of an intent in this workspace (a reference's 'edit' link). */
  intentHref: (name: string, params: Record<string, string>) => string
  /** Goes to a state of this tool (after a create, delete or duplicate). */
  go: (state: StructureToolState, options?: {replace?: boolean}) => void
  /** How cross-dataset reference fields reach other datasets. */
  crossDataset: CrossDatasetAccess
  /** Names and pictures of users (history's authors), batched by the project adapter. */
  users: (ids: string[]) => Promise<PublicUser[]>
  /** Uploads, the asset picker and image URLs of the workspace's dataset. */
  assets: AssetServices
}

export const StructureContext = createContext<StructureEnvironment | null>(null)

export function useStructure(): StructureEnvironment {
  const structure = useContext(StructureContext)
  if (!structure) throw new Error('A structure pane is rendered outside the structure tool')
  return structure
}

export function documentTypeOf(structure: StructureEnvironment, name: string): DocumentDefinition | null {
  return structure.documentTypes.find((type) => type.name === name) ?? null
}

export function typeTitleOf(type: {name: string; title?: string}): string {
  return typeof type.title === 'string' && type.title ? type.title : type.name
}
