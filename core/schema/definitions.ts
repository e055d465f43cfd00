// The shape of a schema as a studio configuration declares it: plain objects, one per type, that
// the schema compiler later resolves into form, validation and preview behaviour. Properties are
// the ones the editing seed reads (§3 'Schema options read'); everything else is left out.

/** Evaluated per render; a callback that throws or returns a non-boolean counts as false (seed §8). */
export type ConditionalProperty = boolean | ((context: ConditionalContext) => boolean)

export interface ConditionalContext {
  document: Record<string, unknown> | undefined
  parent: unknown
  value: unknown
  currentUser: {id: string; name?: string; roles: {name: string; title?: string}[]} | null
}

export interface InitialValueContext {
  projectId: string
  dataset: string
  currentUser: ConditionalContext['currentUser']
}

export type InitialValueResolver<V = unknown> = (
  params: Record<string, unknown> | undefined,
  context: InitialValueContext,
) => V | Promise<V>

/** A stored value (JSON-like), or a function that works it out when a document or item is created. */
export type InitialValueProperty<V = InitialValue> = V | InitialValueResolver<V>

export type InitialValue = string | number | boolean | null | readonly unknown[] | {readonly [key: string]: unknown}

/** Receives the Rule builder (a later issue) and returns one rule or a list of rules. */
export type ValidationBuilder = (rule: any) => unknown

export interface PreviewValue {
  title?: unknown
  subtitle?: unknown
  description?: unknown
  media?: unknown
  imageUrl?: unknown
  date?: unknown
}

export interface PreviewConfig {
  /** Preview key → dotted path into the value, e.g. `{title: 'title', author: 'author.name'}`. */
  select?: Record<string, string>
  prepare?: (selection: Record<string, any>) => PreviewValue
}

export interface SortOrdering {
  name: string
  title: string
  by: {field: string; direction: 'asc' | 'desc'}[]
}

/** An option of a list: a bare value, or a value with the title an editor sees. */
export type OptionListItem<V = string> = V | {title: string; value: V}

export type ListDirection = 'horizontal' | 'vertical'

export interface ModalOptions {
  type?: 'dialog' | 'popover'
  /** Seed §2: 1 by default. */
  width?: number | 'auto'
}

export interface FieldsetDefinition {
  name: string
  title?: string
  description?: string
  hidden?: ConditionalProperty
  readOnly?: ConditionalProperty
  options?: {collapsible?: boolean; collapsed?: boolean; columns?: number; modal?: ModalOptions}
}

export interface FieldGroupDefinition {
  name: string
  title?: string
  description?: string
  icon?: unknown
  default?: boolean
  hidden?: ConditionalProperty
}

interface BaseDefinition {
  name: string
  title?: string
  description?: string
  hidden?: ConditionalProperty
  readOnly?: ConditionalProperty
  initialValue?: InitialValueProperty
  validation?: ValidationBuilder
  deprecated?: {reason: string}
  placeholder?: string
  icon?: unknown
}

export interface StringDefinition extends BaseDefinition {
  type: 'string'
  options?: {
    list?: OptionListItem<string>[]
    layout?: 'dropdown' | 'radio'
    direction?: ListDirection
    spellCheck?: boolean
  }
}

export interface TextDefinition extends BaseDefinition {
  type: 'text'
  /** Seed §9: 10 rows by default. */
  rows?: number
  options?: {spellCheck?: boolean}
}

export interface NumberDefinition extends BaseDefinition {
  type: 'number'
  options?: {list?: OptionListItem<number>[]; layout?: 'dropdown' | 'radio'; direction?: ListDirection}
}

export interface BooleanDefinition extends BaseDefinition {
  type: 'boolean'
  options?: {layout?: 'switch' | 'checkbox'}
}

export interface EmailDefinition extends BaseDefinition {
  type: 'email'
}

export interface UrlDefinition extends BaseDefinition {
  type: 'url'
}

export interface DateDefinition extends BaseDefinition {
  type: 'date'
  options?: {dateFormat?: string}
}

export interface DatetimeDefinition extends BaseDefinition {
  type: 'datetime'
  /** Seed §5: values are rounded down to `timeStep` minutes, 1 by default. */
  options?: {dateFormat?: string; timeFormat?: string; timeStep?: number}
}

export type SlugSource = string | ((document: Record<string, unknown>, context: {parent: unknown}) => unknown)

export interface SlugDefinition extends BaseDefinition {
  type: 'slug'
  options?: {
    source?: SlugSource
    /** Seed §9: 200 when not set. */
    maxLength?: number
    slugify?: (input: string, schemaType: unknown, context: unknown) => string | Promise<string>
  }
}

export interface GeopointDefinition extends BaseDefinition {
  type: 'geopoint'
}

export interface ObjectDefinition extends BaseDefinition {
  type: 'object'
  fields: FieldDefinition[]
  fieldsets?: FieldsetDefinition[]
  groups?: FieldGroupDefinition[]
  preview?: PreviewConfig
  options?: {collapsible?: boolean; collapsed?: boolean; columns?: number; modal?: ModalOptions}
}

export interface DocumentDefinition extends Omit<ObjectDefinition, 'type'> {
  type: 'document'
  /** Live-edit documents have a published version only: no draft, no publish. */
  liveEdit?: boolean
  orderings?: SortOrdering[]
}

export interface ArrayDefinition extends BaseDefinition {
  type: 'array'
  of: ArrayMemberDefinition[]
  options?: {
    layout?: 'list' | 'grid' | 'tags'
    /** On an array of primitives this makes a checkbox list. */
    list?: OptionListItem<string | number | boolean>[]
    /** Checkbox grids and item grids: 2 to 4 columns (seed §9). */
    columns?: number
    sortable?: boolean
    modal?: ModalOptions
  }
}

export interface ReferenceTarget {
  type: string
}

export type ReferenceFilter =
  | string
  | ((context: {document: Record<string, unknown>; parent: unknown; parentPath: unknown[]}) =>
      | {filter: string; params?: Record<string, unknown>}
      | Promise<{filter: string; params?: Record<string, unknown>}>)

export interface ReferenceDefinition extends BaseDefinition {
  type: 'reference'
  to: ReferenceTarget[]
  /** A weak reference may point at a document that does not exist or is not published. */
  weak?: boolean
  options?: {filter?: ReferenceFilter; filterParams?: Record<string, unknown>; /** `true`, or `'yes'`, `'true'`, `'1'` (ED-PREV-006). */ disableNew?: boolean | string}
}

export interface CrossDatasetReferenceDefinition extends BaseDefinition {
  type: 'crossDatasetReference'
  dataset: string
  projectId?: string
  to: (ReferenceTarget & {title?: string; icon?: unknown; preview?: PreviewConfig})[]
  weak?: boolean
  studioUrl?: string | ((document: {id: string; type?: string}) => string | null)
  options?: {filter?: ReferenceFilter; filterParams?: Record<string, unknown>}
}

export type ImageMetadataName = 'blurhash' | 'lqip' | 'palette' | 'exif' | 'location'

export interface FileDefinition extends BaseDefinition {
  type: 'file'
  fields?: FieldDefinition[]
  options?: {accept?: string; storeOriginalFilename?: boolean; sources?: unknown[]}
}

export interface ImageDefinition extends Omit<FileDefinition, 'type' | 'options'> {
  type: 'image'
  options?: FileDefinition['options'] & {/** `true`, or `'yes'`, `'true'`, `'1'` (ED-PREV-006). */ hotspot?: boolean | string; metadata?: ImageMetadataName[]}
}

export interface BlockDefinition extends BaseDefinition {
  type: 'block'
  styles?: {title: string; value: string}[]
  lists?: {title: string; value: string}[]
  marks?: {
    decorators?: {title: string; value: string; icon?: unknown}[]
    annotations?: ArrayMemberDefinition[]
  }
  /** Inline objects allowed among the spans. */
  of?: ArrayMemberDefinition[]
  options?: {spellCheck?: boolean}
}

/** A field or member whose type is another named type of the schema (e.g. `seo`, `blockContent`). */
export interface AliasDefinition extends BaseDefinition {
  type: string
  options?: Record<string, unknown>
}

export interface IntrinsicDefinitions {
  string: StringDefinition
  text: TextDefinition
  number: NumberDefinition
  boolean: BooleanDefinition
  email: EmailDefinition
  url: UrlDefinition
  date: DateDefinition
  datetime: DatetimeDefinition
  slug: SlugDefinition
  geopoint: GeopointDefinition
  object: ObjectDefinition
  document: DocumentDefinition
  array: ArrayDefinition
  reference: ReferenceDefinition
  crossDatasetReference: CrossDatasetReferenceDefinition
  image: ImageDefinition
  file: FileDefinition
  block: BlockDefinition
}

export type IntrinsicTypeName = keyof IntrinsicDefinitions

export const INTRINSIC_TYPE_NAMES: readonly IntrinsicTypeName[] = [
  'string', 'text', 'number', 'boolean', 'email', 'url', 'date', 'datetime', 'slug', 'geopoint',
  'object', 'document', 'array', 'reference', 'crossDatasetReference', 'image', 'file', 'block',
]

/** The definition that a `type` name calls for: an intrinsic one, or an alias of a named type. */
export type DefinitionOf<T extends string> = T extends IntrinsicTypeName ? IntrinsicDefinitions[T] : AliasDefinition

export type SchemaTypeDefinition = IntrinsicDefinitions[IntrinsicTypeName] | AliasDefinition

/** Where a field sits in its object's form. */
export interface FieldPlacement {
  fieldset?: string
  group?: string | string[]
}

export type FieldDefinition = SchemaTypeDefinition & FieldPlacement

/** An array member: a type definition whose name is optional (it defaults to the type's name). */
export type ArrayMemberOf<D> = D extends unknown ? Omit<D, 'name'> & {name?: string} : never

export type ArrayMemberDefinition = ArrayMemberOf<SchemaTypeDefinition>
