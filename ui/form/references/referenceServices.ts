// What reference fields need from the studio: the workspace's lake, the schema with its search
// specs, one availability checker per lake (so every reference on screen shares its batches and
// cache), and the address of the 'edit' intent that opens a referenced document.
import {createAvailabilityChecker, type AvailabilityChecker} from '../../../core/references/availability.ts'
import {crossDatasetHref, crossDatasetTargetOf, crossDatasetTypes, type CrossDatasetTarget} from '../../../core/references/crossDataset.ts'
import {CROSS_DATASET_PREVIEW_BATCH_MS} from '../../../core/references/previewBatches.ts'
import {createPreviewStore, type PreviewStore} from '../../../core/preview/previewStore.ts'
import {watchDocuments} from './watchDocuments.ts'
import {fetchReferencePreviews, type ReferencePreview} from './referencePreviews.ts'
import type {ContentLake} from '../../../core/ports.ts'
import type {TypesByName} from '../../../core/schema/index.ts'
import type {SearchSpec} from '../../../core/search/searchSpecs.ts'
import {searchDepthOf} from '../../../core/search/constants.ts'
import {EDIT_INTENT} from '../../../core/routing/constants.ts'
import type {TemplateDefinition} from '../../../core/config/defineConfig.ts'

export interface ReferenceServices {
  lake: ContentLake
  types: TypesByName
  /** The search specs of the schema's types, as deep as the dataset's index settings allow (asked once per dataset). */
  searchSpecs(): Promise<readonly SearchSpec[]>
  availability: AvailabilityChecker
  /** Previews of referenced documents: one store per dataset, batched and kept live by its listener. */
  previews: PreviewStore<ReferencePreview>
  /** The link that opens a document for editing (in a new tab); null when nothing here can open it. */
  editHref: (id: string, type: string) => string | null
  /** Creating documents from a reference field; absent where the form cannot open one beside it. */
  create?: ReferenceCreation
  /** The workspace's project: a cross-dataset reference's targets are in it unless it names another. */
  projectId: string
  /** The target dataset of a cross-dataset reference, as services of their own. */
  crossDataset: CrossDatasetReferences
  /** Set on the services of a cross-dataset reference's target dataset. */
  target?: CrossDatasetTarget
}

/** What the studio lets cross-dataset references reach (seeds: cross-dataset references). */
export interface CrossDatasetAccess {
  /** Off in the workspace's configuration: such fields show a warning card with a clear action. */
  enabled: boolean
  /** The lake of another dataset, the same one for every field that asks (shared caches). */
  lakeFor(target: CrossDatasetTarget): ContentLake
  /** The edit intent of a workspace of this studio on that project and dataset, if there is one. */
  workspaceHref(target: CrossDatasetTarget): ((id: string, type: string) => string) | null
}

export interface CrossDatasetReferences {
  enabled: boolean
  /** The services of a cross-dataset field's target dataset; null when the field names none. */
  servicesFor(definition: Readonly<Record<string, unknown>>): ReferenceServices | null
}

export interface NewDocumentChoice {
  template: TemplateDefinition
  type: string
  /** 'Unable to create:' and the reasons, or null when the user may create it. */
  denied: string | null
}

export interface ReferenceCreation {
  /** The templates of these types, each with whether the user may create from it. */
  choices(types: readonly string[]): NewDocumentChoice[]
  /** Opens the new document to the right of this one, to be filled in there. */
  openBeside(type: string, id: string, template: string): void
}

const checkers = new WeakMap<ContentLake, AvailabilityChecker>()
const searchDepths = new WeakMap<ContentLake, Promise<number>>()

/** The dataset's search depth from its index settings; 0 (the default depth) when the lake has none or cannot say. */
function searchDepth(lake: ContentLake): Promise<number> {
  let depth = searchDepths.get(lake)
  if (!depth) {
    depth = lake.indexSettings ? lake.indexSettings().then(searchDepthOf, () => 0) : Promise.resolve(0)
    searchDepths.set(lake, depth)
  }
  return depth
}

function searchSpecsOf(lake: ContentLake, types: TypesByName): () => Promise<readonly SearchSpec[]> {
  let specs: Promise<readonly SearchSpec[]> | null = null
  // The search's field machinery loads with the first search, not with every document's form.
  return () =>
    (specs ??= Promise.all([searchDepth(lake), import('../../../core/search/searchSpecs.ts')]).then(([depth, {createSearchSpecs}]) => createSearchSpecs([...types.values()], depth)))
}
const previewStores = new WeakMap<ContentLake, PreviewStore<ReferencePreview>>()

function schedule(run: () => void, ms: number): () => void {
  const timer = setTimeout(run, ms)
  return () => clearTimeout(timer)
}

/** A store of the previews of one dataset's documents, with `types` previewing them. */
function previewStore(lake: ContentLake, types: TypesByName, fetchWindowMs?: number): PreviewStore<ReferencePreview> {
  return createPreviewStore({fetch: (ids) => fetchReferencePreviews(lake, ids, types), schedule, watch: watchDocuments(lake), fetchWindowMs})
}

function previewStoreOf(lake: ContentLake, types: TypesByName): PreviewStore<ReferencePreview> {
  let store = previewStores.get(lake)
  if (!store) {
    store = previewStore(lake, types)
    previewStores.set(lake, store)
  }
  return store
}

function checkerOf(lake: ContentLake): AvailabilityChecker {
  let checker = checkers.get(lake)
  if (!checker) {
    checker = createAvailabilityChecker({
      fetchOmitted: (ids) => lake.getDocuments(ids, {excludeContent: true, tag: 'references.availability'}),
    })
    checkers.set(lake, checker)
  }
  return checker
}

const NO_CROSS_DATASET: CrossDatasetAccess = {
  enabled: false,
  lakeFor: () => {
    throw new Error('Cross-dataset references are not available here')
  },
  workspaceHref: () => null,
}

/** One set of services per field definition: its target types are its own (the other schema is not known). */
const crossDatasetServices = new WeakMap<object, ReferenceServices>()

function crossDatasetReferences(access: CrossDatasetAccess, projectId: string): CrossDatasetReferences {
  return {
    enabled: access.enabled,
    servicesFor(definition) {
      const target = crossDatasetTargetOf(definition, projectId)
      if (!target || !access.enabled) return null
      const lake = access.lakeFor(target)
      const known = crossDatasetServices.get(definition)
      if (known?.lake === lake) return known
      const types = crossDatasetTypes(definition)
      const workspaceHref = access.workspaceHref(target)
      const services: ReferenceServices = {
        lake,
        types,
        searchSpecs: searchSpecsOf(lake, types),
        availability: checkerOf(lake),
        // Previews of other datasets go out after 10 ms (seeds: preview batching).
        previews: previewStore(lake, types, CROSS_DATASET_PREVIEW_BATCH_MS),
        editHref: (id, type) => crossDatasetHref(definition.studioUrl, {id, type}, workspaceHref),
        projectId: target.projectId,
        crossDataset: {enabled: false, servicesFor: () => null},
        target,
      }
      crossDatasetServices.set(definition, services)
      return services
    },
  }
}

export function createReferenceServices(
  lake: ContentLake,
  types: TypesByName,
  intentHref: (name: string, params: Record<string, string>) => string,
  options: {projectId: string; create?: ReferenceCreation; crossDataset?: CrossDatasetAccess},
): ReferenceServices {
  return {
    create: options.create,
    lake,
    types,
    searchSpecs: searchSpecsOf(lake, types),
    availability: checkerOf(lake),
    previews: previewStoreOf(lake, types),
    editHref: (id, type) => intentHref(EDIT_INTENT, {id, type}),
    projectId: options.projectId,
    crossDataset: crossDatasetReferences(options.crossDataset ?? NO_CROSS_DATASET, options.projectId),
  }
}
