// What every field of a document form shares: the pair it edits, the schema, whether the whole
// document is read-only, and the initial value a new document starts from.
import {createContext, useContext, type ComponentType} from 'react'
import type {LocalPatch, PathSubscriptions} from '../../core/editing/index.ts'
import type {ConditionalContext, EvaluateConditional, FormLayout, InitialValueContext} from '../../core/schema/index.ts'
import type {ObjectScope} from './fieldPath.ts'
import type {MarkerSource} from './markerSource.ts'
import type {DocumentPairActor} from '../../machines/documentOperationsActors.ts'
import type {validationMachine} from '../../machines/validation.ts'
import type {ActorRefFrom} from 'xstate'
import type {TypesByName} from '../../core/schema/index.ts'
import type {ReferenceServices} from './references/referenceServices.ts'
import type {AssetServices} from './assets/assetServices.ts'

export interface FormEnvironment {
  pair: DocumentPairActor
  types: TypesByName
  /** The user may not edit the document (no update grant). */
  readOnly: boolean
  /** Shown, and written with the first edit, while the document does not exist yet. */
  initialValue: Readonly<Record<string, unknown>> | null
  currentUser: ConditionalContext['currentUser']
  /** What initial-value functions of new array items are given (project, dataset, user). */
  initialValueContext?: InitialValueContext
  /** Applies local patches to the pair (EDGE at once, committed later). */
  edit: (patches: LocalPatch[]) => void
  /** The lake and schema services reference fields search and check with; absent, they only show. */
  references?: ReferenceServices
  /** Uploads and the asset picker of image and file fields; absent, those fields only show. */
  assets?: AssetServices
  /** The document's validation, whose markers the fields show; absent in forms that do not validate. */
  validation?: ActorRefFrom<typeof validationMachine>
}

/** What the form adds for its members: one conditional evaluator, so each issue is logged once. */
export interface FormRuntime extends FormEnvironment {
  evaluate: EvaluateConditional
  /** The document the form shows (or the initial value), subscribed to by path. */
  values: PathSubscriptions
  /** The validation's markers, read per field (useMarkers). */
  markers: MarkerSource
  /** Names the open document, so collapsed sections are remembered per document for the session. */
  documentKey: string
  /** Renders an object's members (ui/form/LayoutBody.tsx), handed down to keep imports acyclic. */
  LayoutBody: ComponentType<{layout: FormLayout; scope: ObjectScope; label: string}>
}

export const FormContext = createContext<FormRuntime | null>(null)

export function useForm(): FormRuntime {
  const form = useContext(FormContext)
  if (!form) throw new Error('A form field is rendered outside a document form')
  return form
}
