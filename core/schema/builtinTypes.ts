// The types every schema has without declaring them (editing seed §3 'Built-in types', 'Rich
// date', 'Asset document', 'Portable text block'), written as ordinary definitions so the compiler
// resolves them like the configuration's own. A configured type may replace `richDate` or `span`
// (older schemas declare their own); the intrinsic names and `sanity.*` cannot be taken.
import type {FieldDefinition, IntrinsicTypeName, SchemaTypeDefinition} from './definitions.ts'

const number = (name: string, title?: string): FieldDefinition => ({name, title, type: 'number'})
const string = (name: string, title?: string): FieldDefinition => ({name, title, type: 'string'})
const readOnly = (field: FieldDefinition): FieldDefinition => ({...field, readOnly: true})

/** Crop edges are fractions 0…1 cut from each side; all 0 by default. */
const imageCrop: SchemaTypeDefinition = {
  name: 'sanity.imageCrop',
  title: 'Image crop',
  type: 'object',
  fields: [number('top'), number('bottom'), number('left'), number('right')],
}

/** The hotspot is centred at 0.5/0.5 with full size by default. */
const imageHotspot: SchemaTypeDefinition = {
  name: 'sanity.imageHotspot',
  title: 'Image hotspot',
  type: 'object',
  fields: [number('x'), number('y'), number('height'), number('width')],
}

const imageDimensions: SchemaTypeDefinition = {
  name: 'sanity.imageDimensions',
  title: 'Image dimensions',
  type: 'object',
  fields: [number('height'), number('width'), number('aspectRatio')],
}

const imagePaletteSwatch: SchemaTypeDefinition = {
  name: 'sanity.imagePaletteSwatch',
  title: 'Image palette swatch',
  type: 'object',
  fields: [string('background'), string('foreground'), number('population'), string('title')],
}

export const PALETTE_SWATCHES = ['darkMuted', 'lightVibrant', 'darkVibrant', 'vibrant', 'dominant', 'lightMuted', 'muted'] as const

const imagePalette: SchemaTypeDefinition = {
  name: 'sanity.imagePalette',
  title: 'Image palette',
  type: 'object',
  fields: PALETTE_SWATCHES.map((name) => ({name, type: 'sanity.imagePaletteSwatch'})),
}

const imageMetadata: SchemaTypeDefinition = {
  name: 'sanity.imageMetadata',
  title: 'Image metadata',
  type: 'object',
  fields: [
    {name: 'location', type: 'geopoint'},
    {name: 'dimensions', type: 'sanity.imageDimensions'},
    {name: 'palette', type: 'sanity.imagePalette'},
    string('lqip'),
    string('blurHash'),
    {name: 'hasAlpha', type: 'boolean'},
    {name: 'isOpaque', type: 'boolean'},
  ],
}

/** The fields of an asset document an editor may fill in; the rest are the lake's (ED-INPUT-045). */
const assetFields = (): FieldDefinition[] => [
  readOnly(string('originalFilename', 'Original file name')),
  string('label', 'Label'),
  string('title', 'Title'),
  {name: 'description', title: 'Description', type: 'text'},
  string('creditLine', 'Credit'),
  readOnly({name: 'source', type: 'object', fields: [string('name'), string('id'), {name: 'url', type: 'url'}]}),
  readOnly(string('extension')),
  readOnly({name: 'url', type: 'url'}),
  readOnly(number('size')),
  readOnly(string('mimeType')),
  readOnly(string('sha1hash')),
]

const imageAsset: SchemaTypeDefinition = {
  name: 'sanity.imageAsset',
  title: 'Image',
  type: 'document',
  fields: [...assetFields(), readOnly({name: 'metadata', type: 'sanity.imageMetadata'})],
}

const fileAsset: SchemaTypeDefinition = {
  name: 'sanity.fileAsset',
  title: 'File',
  type: 'document',
  fields: assetFields(),
}

/** The legacy rich date (ED-DATE-008). */
const richDate: SchemaTypeDefinition = {
  name: 'richDate',
  title: 'Rich date',
  type: 'object',
  fields: [string('local'), {name: 'utc', type: 'datetime'}, string('timezone'), number('offset')],
}

/** A run of text in a portable-text block, with the decorators and annotation keys applied to it. */
const span: SchemaTypeDefinition = {
  name: 'span',
  title: 'Span',
  type: 'object',
  fields: [{name: 'text', type: 'text'}, {name: 'marks', type: 'array', of: [{type: 'string'}]}],
}

export const BUILTIN_TYPES: readonly SchemaTypeDefinition[] = [
  imageCrop, imageHotspot, imageDimensions, imagePaletteSwatch, imagePalette, imageMetadata,
  imageAsset, fileAsset, richDate, span,
]

/** Built-in types a configuration may declare again; its declaration wins. */
export const REPLACEABLE_BUILTIN_TYPES: ReadonlySet<string> = new Set(['richDate', 'span'])

/**
 * The value shape of intrinsic types that are objects in the lake. Reference keys are system keys
 * (leading '_'), so an input never renders them as fields; they are here for what reads values.
 */
export const INTRINSIC_FIELDS: Partial<Record<IntrinsicTypeName, readonly FieldDefinition[]>> = {
  slug: [string('current', 'Current'), string('source', 'Source')],
  geopoint: [number('lat', 'Latitude'), number('lng', 'Longitude'), number('alt', 'Altitude')],
  reference: [string('_ref'), {name: '_weak', type: 'boolean'}],
  crossDatasetReference: [string('_ref'), {name: '_weak', type: 'boolean'}, string('_dataset'), string('_projectId')],
  image: [
    {name: 'asset', type: 'reference', to: [{type: 'sanity.imageAsset'}]},
    {name: 'hotspot', type: 'sanity.imageHotspot'},
    {name: 'crop', type: 'sanity.imageCrop'},
  ],
  file: [{name: 'asset', type: 'reference', to: [{type: 'sanity.fileAsset'}]}],
  block: [
    string('style'),
    string('listItem'),
    number('level'),
    // `children` (spans and inline objects) and `markDefs` (annotations) depend on the block's
    // own definition: the compiler adds them.
  ],
}

/** Styles, lists and decorators of a block that declares none (editing seed §2 'Rich-text editor'). */
export const DEFAULT_BLOCK_STYLES = ['normal', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'] as const
export const DEFAULT_BLOCK_LISTS = ['bullet', 'number'] as const
export const DEFAULT_BLOCK_DECORATORS = ['strong', 'em', 'underline', 'strike-through', 'code'] as const
