// The inputs whose code is large and that many documents never show: the date inputs (Temporal and
// the calendar), array editing (drag and drop, windowed lists), the rich-text editor, references
// (search, availability, notices), images and files (upload, picker), the small structured
// inputs (slug, geopoint, tags) and the dropdown select (React Aria's Select, listbox and popover).
// Each loads when a form first
// needs it; until then the field shows its title over a placeholder of the input's size, so nothing
// moves when the input arrives. preloadInputsFor starts the chunks a document type will need as
// soon as the route names it, beside the editor's own chunk, and prefetchInputs fetches the rest
// when the browser is idle, so an editor opening another kind of document does not wait.
import {useId, type ComponentProps, type ComponentType} from 'react'
import type {CompiledType} from '../../core/schema/index.ts'
import {preloadableLazy, useLoaded, type PreloadableLazy} from '../app/preloadableLazy.ts'
import {FieldCodeBoundary} from './FieldCodeBoundary.tsx'
import {FieldHeader} from './FieldHeader.tsx'
import type {FieldInfo} from './inputs/inputProps.ts'
import type {InputKind} from './inputKind.ts'
import {lazyKindsOf} from './lazyInputKinds.ts'
import styles from './Field.module.css'

const loadDates = () => import('./inputs/dateInputs.ts')

export const DateInput = preloadableLazy(() => loadDates().then((module) => ({default: module.DateInput})))
export const DateTimeInput = preloadableLazy(() => loadDates().then((module) => ({default: module.DateTimeInput})))
export const RichDateInput = preloadableLazy(() => loadDates().then((module) => ({default: module.RichDateInput})))
export const ArrayInput = preloadableLazy(() => import('./arrays/ArrayInput.tsx').then((module) => ({default: module.ArrayInput})))
export const PortableTextInput = preloadableLazy(() => import('./richtext/PortableTextInput.tsx').then((module) => ({default: module.PortableTextInput})))
export const ReferenceInput = preloadableLazy(() => import('./references/ReferenceInput.tsx').then((module) => ({default: module.ReferenceInput})))
export const AssetField = preloadableLazy(() => import('./assets/AssetField.tsx').then((module) => ({default: module.AssetField})))
const loadStructured = () => import('./inputs/structuredInputs.ts')
export const SlugInput = preloadableLazy(() => loadStructured().then((module) => ({default: module.SlugInput})))
export const GeopointInput = preloadableLazy(() => loadStructured().then((module) => ({default: module.GeopointInput})))
export const TagsInput = preloadableLazy(() => loadStructured().then((module) => ({default: module.TagsInput})))
export const SelectInput = preloadableLazy(() => import('./inputs/SelectInput.tsx').then((module) => ({default: module.SelectInput})))

const BY_KIND: Partial<Record<InputKind, PreloadableLazy<ComponentType<any>>>> = {
  date: DateInput,
  datetime: DateTimeInput,
  richDate: RichDateInput,
  array: ArrayInput,
  primitiveArray: ArrayInput,
  richText: PortableTextInput,
  reference: ReferenceInput,
  image: AssetField,
  file: AssetField,
  slug: SlugInput,
  geopoint: GeopointInput,
  tags: TagsInput,
  select: SelectInput,
}

/** `component` once its chunk is in; before that the field's header over an input-sized placeholder. */
export function Deferred<C extends ComponentType<any>>({component, info, props}: {component: PreloadableLazy<C>; info: FieldInfo; props: ComponentProps<C>}) {
  const loaded = useLoaded(component)
  const id = useId()
  if (loaded) {
    const Component = component as unknown as ComponentType<ComponentProps<C>>
    return (
      <FieldCodeBoundary info={info}>
        <Component {...props} />
      </FieldCodeBoundary>
    )
  }
  return (
    <div className={styles.field} aria-busy="true">
      <FieldHeader title={info.title} description={info.description} deprecated={info.deprecated} plain={{labelId: `${id}-label`, descriptionId: `${id}-description`}} />
      <div className={styles.inputPlaceholder} />
    </div>
  )
}

/** Starts loading the inputs a form of `type` will show. */
export function preloadInputsFor(type: CompiledType): void {
  for (const kind of lazyKindsOf(type)) void BY_KIND[kind]!.preload().catch(() => undefined)
}

/** Every lazy input, for when the browser has nothing better to do. */
export function prefetchInputs(): void {
  for (const component of new Set(Object.values(BY_KIND))) void component!.preload().catch(() => undefined)
}
