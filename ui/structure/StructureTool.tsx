// The structure tool: document types → documents of a type → the document editor, side by side on
// wide screens and one at a time (with a back link) on narrow ones. Its state (type, document id,
// template) lives in the URL through core/routing's structure router.
import {useCallback, useMemo, useRef, type ReactNode} from 'react'
import {useTranslation} from 'react-i18next'
import type {TemplateDefinition} from '../../core/config/defineConfig.ts'
import type {CurrentUser} from '../../core/lake/types.ts'
import {routerStatePath} from '../../core/routing/routerState.ts'
import type {StructureToolState} from '../../core/routing/structureTool.ts'
import type {ToolDescriptor, ToolState} from '../../core/routing/types.ts'
import type {DocumentDefinition, SchemaTypeDefinition} from '../../core/schema/index.ts'
import {useNavigation} from '../app/useNavigation.ts'
import {useBreakpoint} from '../shell/breakpoints.ts'
import {workspaceTypesOf} from '../app/workspaceTypes.ts'
import {StructureContext, type StructureEnvironment} from './structureContext.ts'
import {TypesPane} from './TypesPane.tsx'
import {DocumentListPane, DocumentPane} from './paneLoaders.ts'
import {WhenLoaded} from '../app/WhenLoaded.tsx'
import {useWorkspaceLake} from './useWorkspaceLake.ts'
import {createHttpContentLake, createHttpProject} from '../../adapters/http/index.ts'
import {createAssetServices} from '../form/assets/assetServices.ts'
import type {AssetSourceSettings} from '../../core/config/assetSourceSettings.ts'
import type {DirectUploads} from '../../core/config/directUploads.ts'
import type {ContentLake} from '../../core/ports.ts'
import type {CrossDatasetTarget} from '../../core/references/crossDataset.ts'
import {useRetryTrigger} from '../app/connectivity.tsx'
import type {CrossDatasetAccess} from '../form/references/referenceServices.ts'
import {Loading} from '../components/Spinner.tsx'
import styles from './StructureTool.module.css'
import {usePaneFocusRescue} from './paneFocus.ts'

export interface StructureToolProps {
  workspace: {basePath: string; projectId: string; dataset: string; apiHost: string; tools: readonly ToolDescriptor[]}
  schema: {types: readonly SchemaTypeDefinition[]; templates: readonly TemplateDefinition[]}
  tool: {name: string; title: string}
  toolState: ToolState
  session: {user: CurrentUser; token: string | null}
  /** Cross-dataset references: allowed or not, and where this studio edits other datasets. */
  crossDataset?: CrossDatasetSettings
  /** Whether images and files may be uploaded from the editor's computer (ED-UP-040); both when not given. */
  directUploads?: DirectUploads
  /** The workspace's asset sources per kind (`form.<kind>.assetSources`); the built-in ones when not set. */
  assetSources?: AssetSourceSettings
}

export interface CrossDatasetSettings {
  enabled: boolean
  workspaceHref: CrossDatasetAccess['workspaceHref']
}


const ALL_UPLOADS: DirectUploads = {image: true, file: true}
const BUILT_IN_SOURCES: AssetSourceSettings = {image: undefined, file: undefined}

/** How many panes fit: all three from the 4th breakpoint (1200 px), two from the 2nd (600 px). */
function visiblePaneCount(breakpoint: number): number {
  if (breakpoint >= 4) return 3
  return breakpoint >= 2 ? 2 : 1
}

export function StructureTool({workspace, schema, tool, toolState, session, crossDataset, directUploads = ALL_UPLOADS, assetSources = BUILT_IN_SOURCES}: StructureToolProps) {
  const {t} = useTranslation('structure')
  const {lake, grants} = useWorkspaceLake({...workspace, token: session.token})
  const retryNow = useRetryTrigger()
  const crossDatasetAccess = useMemo<CrossDatasetAccess>(() => {
    // One lake per other dataset, so every field reaching it shares its batches and caches.
    const lakes = new Map<string, ContentLake>()
    const lakeFor = ({projectId, dataset}: CrossDatasetTarget) => {
      const key = `${projectId}/${dataset}`
      let other = lakes.get(key)
      if (!other) {
        other = createHttpContentLake({apiHost: workspace.apiHost, projectId, dataset, token: session.token, withCredentials: !session.token}, {listen: {retryNow}})
        lakes.set(key, other)
      }
      return other
    }
    return {enabled: crossDataset?.enabled ?? true, lakeFor, workspaceHref: crossDataset?.workspaceHref ?? (() => null)}
  }, [workspace.apiHost, session.token, retryNow, crossDataset])
  const {basePath, tools} = workspace
  const hrefOf = useCallback(
    (state: StructureToolState) => routerStatePath(basePath, {tool: tool.name, toolState: state as ToolState}, tools),
    [basePath, tools, tool.name],
  )
  const intentHref = useCallback(
    (name: string, params: Record<string, string>) => routerStatePath(basePath, {intent: {name, params}}, tools),
    [basePath, tools],
  )
  const navigation = useNavigation()
  const go = useCallback(
    (state: StructureToolState, options?: {replace?: boolean}) => navigation.send({type: 'navigate', to: hrefOf(state), replace: options?.replace}),
    [navigation, hrefOf],
  )
  const users = useMemo(() => {
    const project = createHttpProject({apiHost: workspace.apiHost, projectId: workspace.projectId, dataset: workspace.dataset, token: session.token, withCredentials: !session.token})
    return (ids: string[]) => project.users(ids)
  }, [workspace.apiHost, workspace.projectId, workspace.dataset, session.token])
  const assets = useMemo(
    () => createAssetServices(lake, {apiHost: workspace.apiHost, projectId: workspace.projectId, dataset: workspace.dataset, token: session.token}, directUploads, assetSources),
    [lake, workspace.apiHost, workspace.projectId, workspace.dataset, session.token, directUploads, assetSources],
  )
  const environment = useMemo<StructureEnvironment>(() => {
    const documentTypes = schema.types.filter((type): type is DocumentDefinition => type?.type === 'document')
    return {
      lake,
      projectId: workspace.projectId,
      dataset: workspace.dataset,
      user: session.user,
      grants,
      types: workspaceTypesOf(schema.types),
      documentTypes,
      templates: [...schema.templates],
      hrefOf,
      intentHref,
      go,
      crossDataset: crossDatasetAccess,
      users,
      assets,
    }
  }, [lake, workspace.projectId, workspace.dataset, session.user, grants, schema, hrefOf, intentHref, go, crossDatasetAccess, users, assets])

  const {type: typeName, id, params, child} = toolState as StructureToolState
  const type = typeName ? (environment.documentTypes.find((candidate) => candidate.name === typeName) ?? null) : null
  const visible = visiblePaneCount(useBreakpoint())

  // The chain of panes the state opens; the last `visible` of them are shown.
  const chain: {key: string; render: (back: string | null, previousVisible: boolean) => ReactNode}[] = [
    {key: 'types', render: () => <TypesPane activeType={typeName ?? null} leaf={!id} />},
  ]
  if (typeName && !type) {
    chain.push({key: 'unknown', render: () => <p className={styles.empty}>{t('type.unknown', {type: typeName})}</p>})
  }
  if (type) {
    chain.push({
      key: `list:${type.name}`,
      render: (back) => (
        <WhenLoaded component={DocumentListPane} fallback={<Loading label={t('list.loading')} />}>
          <DocumentListPane type={type} openId={id ?? null} backHref={back} />
        </WhenLoaded>
      ),
    })
  }
  if (type && id) {
    chain.push({
      key: `document:${type.name}:${id}`,
      render: (back, previousVisible) => (
        <WhenLoaded component={DocumentPane} fallback={<Loading label={t('document.loading')} />}>
          <DocumentPane
            type={type}
            id={id}
            params={params}
            backHref={back}
            closeHref={previousVisible ? hrefOf({type: type.name}) : null}
            stateWithParams={(next) => ({type: type.name, id, params: next})}
          />
        </WhenLoaded>
      ),
    })
  }
  const childType = child && type && id ? (environment.documentTypes.find((candidate) => candidate.name === child.type) ?? null) : null
  if (child && childType && type && id) {
    // A document opened beside this one (created from one of its reference fields).
    chain.push({
      key: `child:${childType.name}:${child.id}`,
      render: (back) => (
        <WhenLoaded component={DocumentPane} fallback={<Loading label={t('document.loading')} />}>
          <DocumentPane
            type={childType}
            id={child.id}
            params={child.params}
            backHref={back}
            closeHref={hrefOf({type: type.name, id, params})}
            stateWithParams={(next) => ({type: type.name, id, params, child: {type: child.type, id: child.id, params: next}})}
          />
        </WhenLoaded>
      ),
    })
  }
  const first = Math.max(0, chain.length - visible)
  const backOf = (index: number) => (index === 0 ? null : index === 1 ? hrefOf({}) : index === 2 ? hrefOf({type: typeName}) : hrefOf({type: typeName, id, params}))
  const placeholder = chain.length < visible ? (type ? t('list.choose') : t('types.choose')) : null
  const toolElement = useRef<HTMLDivElement>(null)
  usePaneFocusRescue(
    chain.slice(first).map((pane) => pane.key),
    toolElement,
    id ?? null,
    child?.id ?? null,
  )

  return (
    <StructureContext.Provider value={environment}>
      <div ref={toolElement} className={styles.tool}>
        {chain.slice(first).map((pane, offset) => {
          const index = first + offset
          return (
            <div key={pane.key} className={styles.slot} data-pane={pane.key.split(':')[0]}>
              {pane.render(index === first ? backOf(index) : null, index > first)}
            </div>
          )
        })}
        {placeholder && (
          <div className={styles.placeholder}>
            <p>{placeholder}</p>
          </div>
        )}
      </div>
    </StructureContext.Provider>
  )
}
