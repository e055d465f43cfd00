// What reference fields need from the studio: the workspace's lake, the schema with its search
// specs, one availability checker per lake (so every reference on screen shares its batches and
// cache), and the address of the 'edit' intent that opens a referenced document.
import {createAvailabilityChecker, type AvailabilityChecker} from '../../../core/references/availability.ts'
import {createPreviewBatches, type PreviewBatches} from '../../../core/references/previewBatches.ts'
import {fetchReferencePreviews, type ReferencePreview} from './referencePreviews.ts'
import type {ContentLake} from '../../../core/ports.ts'
import type {TypesByName} from '../../../core/schema/index.ts'
import {createSearchSpecs, type SearchSpec} from '../../../core/search/index.ts'
import {EDIT_INTENT} from '../../../core/routing/constants.ts'
import type {TemplateDefinition} from '../../../core/config/defineConfig.ts'

export interface ReferenceServices {
  lake: ContentLake
  types: TypesByName
  specs: readonly SearchSpec[]
  availability: AvailabilityChecker
  /** Previews of referenced documents, batched with everything else on screen asking at once. */
  previews: PreviewBatches<ReferencePreview>
  /** The link that opens a document for editing (in a new tab). */
  editHref: (id: string, type: string) => string
  /** Creating documents from a reference field; absent where the form cannot open one beside it. */
  create?: ReferenceCreation
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
const previewBatches = new WeakMap<ContentLake, PreviewBatches<ReferencePreview>>()

function previewBatchesOf(lake: ContentLake, types: TypesByName): PreviewBatches<ReferencePreview> {
  let batches = previewBatches.get(lake)
  if (!batches) {
    batches = createPreviewBatches({fetch: (ids) => fetchReferencePreviews(lake, ids, types), schedule: (run, ms) => void setTimeout(run, ms)})
    previewBatches.set(lake, batches)
  }
  return batches
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

export function createReferenceServices(
  lake: ContentLake,
  types: TypesByName,
  intentHref: (name: string, params: Record<string, string>) => string,
  create?: ReferenceCreation,
): ReferenceServices {
  return {
    create,
    lake,
    types,
    specs: createSearchSpecs([...types.values()]),
    availability: checkerOf(lake),
    previews: previewBatchesOf(lake, types),
    editHref: (id, type) => intentHref(EDIT_INTENT, {id, type}),
  }
}
