// The demo schema covers every field type and option of the spec, and the first-run content fits
// it: known types, keyed array items, references that resolve, drafts and live edits as declared.
import {mkdtempSync, rmSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import studioConfig from '../../studio.config.ts'
import type {SingleWorkspaceConfig} from '../../core/config/index.ts'
import {INTRINSIC_TYPE_NAMES, compileSchema, type SchemaTypeDefinition} from '../../core/schema/index.ts'
import {Lake} from '../../server/dataset/lake.ts'
import {TransactionBus} from '../../server/listen/bus.ts'
import {seedDemoDocuments} from '../../server/seed/demoDocuments.ts'
import {ARCHIVE_DATASET, archivedArticles, SUPPLIERS_DATASET, suppliers} from '../../server/seed/content/otherDatasets.ts'
import {SqliteStore} from '../../server/storage/sqlite.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'
import {SchemaShape} from '../support/schemaShape.ts'

// The field types the editing seed names (§1 inputs, §3 built-in types and entities).
const SPEC_FIELD_TYPES = [
  'string', 'text', 'number', 'boolean', 'email', 'url', 'date', 'datetime', 'slug', 'geopoint',
  'object', 'document', 'array', 'reference', 'crossDatasetReference', 'image', 'file', 'block', 'richDate',
]

type Def = SchemaTypeDefinition & Record<string, any>

const workspace = studioConfig as SingleWorkspaceConfig
const types = workspace.schema.types as Def[]
const shape = new SchemaShape(types)
const documentTypes = types.filter((t) => t.type === 'document')

/** Every definition in the schema, nested ones included, with the object it sits in. */
function allDefinitions(): {def: Def; parent: Def | null}[] {
  const out: {def: Def; parent: Def | null}[] = []
  const visit = (def: Def, parent: Def | null) => {
    out.push({def, parent})
    for (const child of [...(def.fields ?? []), ...(def.of ?? []), ...(def.marks?.annotations ?? [])]) visit(child, def)
  }
  for (const type of types) visit(type, null)
  return out
}

const defs = allDefinitions().map((d) => d.def)
const some = (predicate: (def: Def) => boolean) => defs.some(predicate)
const kind = (def: Def) => shape.kindOf(def)
const valuesOf = (list: {value: string}[] | undefined) => (list ?? []).map((item) => item.value)

describe('demo schema', () => {
  it('has one workspace on the demo project', () => {
    expect(Array.isArray(studioConfig)).toBe(false)
    expect(workspace).toMatchObject({name: 'default', title: 'Demo studio', basePath: '/', projectId: 'demo', dataset: 'production'})
  })

  it('gives every type a unique name, and names only types that exist', () => {
    const names = types.map((t) => t.name)
    expect(new Set(names).size).toBe(names.length)
    expect(documentTypes.length).toBeGreaterThanOrEqual(8)
    const known = new Set<string>([...INTRINSIC_TYPE_NAMES, ...names])
    const unknown = defs.filter((d) => !known.has(d.type)).map((d) => `${d.name ?? '(member)'}: ${d.type}`)
    expect(unknown).toEqual([])
  })

  it('compiles without schema errors or warnings (SH-CONF-032)', () => {
    expect(compileSchema(types).problems).toEqual([])
  })

  it('uses every field type of the spec', () => {
    const used = new Set(defs.map((d) => d.type))
    expect(SPEC_FIELD_TYPES.filter((type) => !used.has(type))).toEqual([])
  })

  it('places fields only in fieldsets and groups their object declares', () => {
    const misplaced = allDefinitions().filter(({def, parent}) => {
      if (!parent) return false
      const fieldsets = (parent.fieldsets ?? []).map((f: {name: string}) => f.name)
      const groups = (parent.groups ?? []).map((g: {name: string}) => g.name)
      const wanted = def.group === undefined ? [] : [def.group].flat()
      return (def.fieldset !== undefined && !fieldsets.includes(def.fieldset)) || wanted.some((g: string) => !groups.includes(g))
    })
    expect(misplaced.map(({def}) => def.name)).toEqual([])
  })

  const features: [string, () => boolean][] = [
    ['text area with rows', () => some((d) => d.type === 'text' && typeof d.rows === 'number')],
    ['string select (dropdown)', () => some((d) => d.type === 'string' && Array.isArray(d.options?.list) && d.options.layout === 'dropdown')],
    ['radio, horizontal', () => some((d) => d.options?.layout === 'radio' && d.options.direction === 'horizontal')],
    ['radio, vertical', () => some((d) => d.options?.layout === 'radio' && d.options.direction === 'vertical')],
    ['number with an option list', () => some((d) => d.type === 'number' && Array.isArray(d.options?.list))],
    ['option list with titles and values', () => some((d) => (d.options?.list ?? []).some((i: unknown) => typeof i === 'object'))],
    ['boolean as switch', () => some((d) => d.type === 'boolean' && d.options?.layout === 'switch')],
    ['boolean as checkbox', () => some((d) => d.type === 'boolean' && d.options?.layout === 'checkbox')],
    ['checkbox list', () => some((d) => d.type === 'array' && Array.isArray(d.options?.list) && d.of.every((m: Def) => m.type === 'string'))],
    ['checkbox grid', () => some((d) => d.type === 'array' && Array.isArray(d.options?.list) && d.options.layout === 'grid')],
    ['tags', () => some((d) => d.type === 'array' && d.options?.layout === 'tags')],
    ['array of objects in a grid', () => some((d) => d.type === 'array' && d.options?.layout === 'grid' && d.of.some((m: Def) => kind(m) === 'object'))],
    ['array of primitive numbers', () => some((d) => d.type === 'array' && d.of.some((m: Def) => m.type === 'number'))],
    ['array of references', () => some((d) => d.type === 'array' && d.of.some((m: Def) => m.type === 'reference'))],
    ['array of several member types', () => some((d) => d.type === 'array' && !d.of.some((m: Def) => m.type === 'block') && d.of.length >= 3)],
    ['array item modal options', () => some((d) => d.options?.modal?.type === 'popover') && some((d) => d.options?.modal?.type === 'dialog')],
    ['reference to several types', () => some((d) => d.type === 'reference' && d.to.length > 1)],
    ['weak reference', () => some((d) => d.type === 'reference' && d.weak === true)],
    ['reference filter and disableNew', () => some((d) => d.type === 'reference' && d.options?.filter !== undefined && d.options.disableNew === true)],
    ['cross-dataset reference', () => some((d) => d.type === 'crossDatasetReference' && typeof d.dataset === 'string' && d.to.length > 0)],
    ['image with hotspot and fields', () => some((d) => d.type === 'image' && d.options?.hotspot === true && (d.fields ?? []).length > 0)],
    ['file with accept', () => some((d) => d.type === 'file' && typeof d.options?.accept === 'string')],
    ['slug with source and maxLength', () => some((d) => d.type === 'slug' && typeof d.options?.source === 'string' && typeof d.options.maxLength === 'number')],
    ['slug with source function and slugify', () => some((d) => d.type === 'slug' && typeof d.options?.source === 'function' && typeof d.options.slugify === 'function')],
    ['date with dateFormat', () => some((d) => d.type === 'date' && typeof d.options?.dateFormat === 'string')],
    ['datetime with dateFormat, timeFormat and timeStep', () => some((d) => d.type === 'datetime' && Boolean(d.options?.dateFormat && d.options.timeFormat) && typeof d.options?.timeStep === 'number')],
    ['nested object', () => some((d) => d.type === 'object' && (d.fields ?? []).some((f: Def) => f.type === 'object'))],
    ['collapsible fieldset', () => some((d) => (d.fieldsets ?? []).some((f: Def) => f.options?.collapsible === true))],
    ['collapsible object', () => some((d) => kind(d) === 'object' && d.options?.collapsible === true)],
    ['columns', () => some((d) => typeof d.options?.columns === 'number') && some((d) => (d.fieldsets ?? []).some((f: Def) => f.options?.columns))],
    ['field groups with a default', () => some((d) => (d.groups ?? []).some((g: Def) => g.default === true))],
    ['hidden, always and by condition', () => some((d) => d.hidden === true) && some((d) => typeof d.hidden === 'function')],
    ['read-only, always and by condition', () => some((d) => d.readOnly === true) && some((d) => typeof d.readOnly === 'function')],
    ['initial values, fixed and computed', () => some((d) => d.initialValue !== undefined && typeof d.initialValue !== 'function') && some((d) => typeof d.initialValue === 'function')],
    ['validation functions', () => defs.filter((d) => typeof d.validation === 'function').length >= 20],
    ['deprecated field', () => some((d) => typeof d.deprecated?.reason === 'string')],
    ['live-edit document types', () => documentTypes.filter((d) => d.liveEdit === true).length >= 2],
    ['preview with select and prepare', () => some((d) => d.preview?.select && typeof d.preview.prepare === 'function')],
    ['orderings', () => some((d) => (d.orderings ?? []).length > 0)],
    ['every block style', () => some((d) => d.type === 'block' && ['normal', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'].every((s) => valuesOf(d.styles).includes(s)))],
    ['every decorator', () => some((d) => d.type === 'block' && ['strong', 'em', 'underline', 'strike-through', 'code'].every((s) => valuesOf(d.marks?.decorators).includes(s)))],
    ['bullet and number lists', () => some((d) => d.type === 'block' && ['bullet', 'number'].every((s) => valuesOf(d.lists).includes(s)))],
    ['link annotation', () => some((d) => d.type === 'block' && (d.marks?.annotations ?? []).some((a: Def) => a.name === 'link'))],
    ['internal reference annotation', () => some((d) => d.type === 'block' && (d.marks?.annotations ?? []).some((a: Def) => a.fields?.some((f: Def) => f.type === 'reference')))],
    ['inline objects', () => some((d) => d.type === 'block' && (d.of ?? []).length > 0)],
    ['block objects, image among them', () => some((d) => d.type === 'array' && d.of.some((m: Def) => m.type === 'block') && d.of.some((m: Def) => m.type === 'image') && d.of.some((m: Def) => kind(m) === 'object'))],
  ]

  it.each(features)('offers %s', (_name, present) => {
    expect(present()).toBe(true)
  })

  it('has a shape check that notices content the schema does not allow', () => {
    const problems = shape.checkDocument({
      _id: 'bad',
      _type: 'article',
      title: 42,
      shoeSize: 44,
      slug: {current: 'no-type'},
      categories: [{_type: 'reference', _ref: 'category-news'}],
      tags: ['fine', 7],
      body: [{_type: 'block', _key: 'b1', style: 'h9', markDefs: [], children: [{_type: 'span', _key: 's1', text: 'x', marks: ['bogus']}]}],
    })
    const messages = problems.map((p) => p.message)
    expect(messages).toHaveLength(7)
    expect(messages).toEqual(expect.arrayContaining([
      'expected a string, got 42',
      'not a slug',
      'array item without _key',
      expect.stringContaining('no member type'),
      'style h9 is not allowed',
      'mark bogus is neither a decorator nor a mark definition',
      'field shoeSize does not exist on type article',
    ]))
  })

  it('offers templates, leaving out the settings singleton', () => {
    const compose = workspace.schema.templates
    expect(typeof compose).toBe('function')
    const defaults = documentTypes.map((t) => ({id: t.name, schemaType: t.name, title: t.title ?? t.name, value: {}}))
    const templates = typeof compose === 'function' ? compose(defaults) : []
    expect(templates.some((t) => t.schemaType === 'settings')).toBe(false)
    expect(templates.filter((t) => t.schemaType === 'article').length).toBe(2)
  })
})

interface StoredDoc {
  _id: string
  _type: string
  [key: string]: unknown
}

function walk(value: unknown, visit: (node: Record<string, unknown>, parentArray: boolean) => void, inArray = false): void {
  if (Array.isArray(value)) for (const item of value) walk(item, visit, true)
  else if (typeof value === 'object' && value !== null) {
    visit(value as Record<string, unknown>, inArray)
    for (const child of Object.values(value)) walk(child, visit)
  }
}

describe('demo content', () => {
  let lake: TestLake
  let docs: StoredDoc[]
  let assets: StoredDoc[]
  const byId = new Map<string, StoredDoc>()
  const publishedId = (id: string) => id.replace(/^drafts\./, '')

  beforeAll(async () => {
    lake = await startTestLake()
    const response = await lake.api(`/data/query/${lake.dataset}?query=${encodeURIComponent('*')}`, {role: 'editor'})
    expect(response.status).toBe(200)
    const all = ((await response.json()) as {result: StoredDoc[]}).result
    // The content; the pictures' asset documents are checked on their own.
    docs = all.filter((doc) => !doc._type.startsWith('sanity.'))
    assets = all.filter((doc) => doc._type === 'sanity.imageAsset')
    for (const doc of all) byId.set(doc._id, doc)
  })

  afterAll(async () => {
    await lake?.close()
  })

  it('seeds some hundred documents, and reports their number', () => {
    expect(docs.length).toBeGreaterThanOrEqual(100)
    expect(docs.length).toBeLessThanOrEqual(150)
    expect(lake.running.seed?.documents).toBe(docs.length)
  })

  it('stores its pictures as image assets through the upload path, and shows them in articles, products, authors and the showcase', async () => {
    expect(assets.length).toBeGreaterThanOrEqual(10)
    for (const asset of assets) {
      expect(asset).toMatchObject({mimeType: 'image/jpeg', extension: 'jpg', metadata: {dimensions: {width: expect.any(Number), height: expect.any(Number)}, lqip: expect.stringMatching(/^data:image\/jpeg/)}})
      expect(asset._id).toBe(`image-${asset.sha1hash}-${(asset.metadata as {dimensions: {width: number; height: number}}).dimensions.width}x${(asset.metadata as {dimensions: {width: number; height: number}}).dimensions.height}-jpg`)
    }
    const imageRefs = (doc: StoredDoc | undefined) => {
      const refs: string[] = []
      walk(doc, (node) => void (typeof node._ref === 'string' && node._ref.startsWith('image-') && refs.push(node._ref)))
      return refs
    }
    for (const type of ['article', 'product', 'author']) expect(docs.filter((d) => d._type === type && imageRefs(d).length > 0).length, type).toBeGreaterThanOrEqual(3)
    expect(imageRefs(byId.get('fieldShowcase-complete')).length).toBeGreaterThanOrEqual(4)
    // Every picture a document shows is one of the stored assets, and its file is served.
    const known = new Set(assets.map((asset) => asset._id))
    expect(docs.flatMap(imageRefs).filter((ref) => !known.has(ref))).toEqual([])
    const path = assets[0].path as string
    const served = await fetch(`${lake.url}/${path}`, {headers: {Authorization: `Bearer ${lake.tokens.editor}`}})
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
  })

  it('stores only documents of the schema document types, and of each type at least one', () => {
    const names = new Set(documentTypes.map((t) => t.name))
    expect(docs.filter((d) => !names.has(d._type)).map((d) => d._id)).toEqual([])
    expect([...names].filter((name) => !docs.some((d) => d._type === name))).toEqual([])
  })

  it('fits the schema: known fields, values of the declared kind, allowed marks and members', () => {
    const problems = docs.flatMap((doc) => shape.checkDocument(doc))
    expect(problems).toEqual([])
  })

  it('gives every object in an array a _key', () => {
    const missing: string[] = []
    for (const doc of docs) walk(doc, (node, inArray) => void (inArray && typeof node._key !== 'string' && missing.push(doc._id)))
    expect(missing).toEqual([])
  })

  it('points every reference at an existing document, and every strong one at a published document', () => {
    const broken: string[] = []
    for (const doc of docs) {
      walk(doc, (node) => {
        if (typeof node._ref !== 'string') return
        const target = node._ref
        if (typeof node._dataset === 'string') {
          // Cross-dataset: the target is in one of the project's other seeded datasets.
          const others = new Map([[ARCHIVE_DATASET, archivedArticles()], [SUPPLIERS_DATASET, suppliers()]])
          if (!others.get(node._dataset)?.some((other) => other._id === target)) broken.push(`${doc._id} → ${node._dataset}:${target}`)
          return
        }
        // The demo holds no dangling references at all, though weak ones would be allowed to dangle;
        // a weak one may point at a document that has a draft only.
        if (node._weak === true ? !byId.has(target) && !byId.has(`drafts.${target}`) : !byId.has(target)) {
          broken.push(`${doc._id} → ${target}${node._weak ? ' (weak)' : ''}`)
        }
      })
    }
    expect(broken).toEqual([])
  })

  it('has published-only, draft-only and edited pairs, and drafts that differ from their published version', () => {
    const drafts = docs.filter((d) => d._id.startsWith('drafts.'))
    const published = docs.filter((d) => !d._id.startsWith('drafts.'))
    const edited = drafts.filter((d) => byId.has(publishedId(d._id)))
    expect(drafts.length - edited.length).toBeGreaterThanOrEqual(5)
    expect(edited.length).toBeGreaterThanOrEqual(5)
    expect(published.filter((d) => !byId.has(`drafts.${d._id}`)).length).toBeGreaterThanOrEqual(50)
    const strip = ({_id, _rev, _createdAt, _updatedAt, ...rest}: StoredDoc) => rest
    for (const draft of edited) expect(strip(draft)).not.toEqual(strip(byId.get(publishedId(draft._id))!))
  })

  it('keeps live-edit documents published, without drafts', () => {
    const liveTypes = new Set(documentTypes.filter((t) => t.liveEdit).map((t) => t.name))
    const live = docs.filter((d) => liveTypes.has(d._type))
    expect(live.length).toBeGreaterThanOrEqual(5)
    expect(live.filter((d) => d._id.startsWith('drafts.')).map((d) => d._id)).toEqual([])
  })

  it('links articles to authors and categories, and products to a category', () => {
    const articles = docs.filter((d) => d._type === 'article')
    const products = docs.filter((d) => d._type === 'product')
    expect(articles.length).toBeGreaterThanOrEqual(30)
    expect(products.length).toBeGreaterThanOrEqual(20)
    for (const article of articles) {
      expect(byId.get((article.author as {_ref: string})._ref) ?? byId.get(`drafts.${(article.author as {_ref: string})._ref}`)).toMatchObject({_type: 'author'})
      for (const category of article.categories as {_ref: string}[]) expect(byId.get(category._ref)?._type).toBe('category')
    }
    for (const product of products) expect(byId.get((product.category as {_ref: string})._ref)?._type).toBe('category')
  })

  it('keeps a history: several revisions of edited documents, and transactions of deleted ones', () => {
    const {store} = lake.running
    const history = (id: string) => store.transactions(lake.projectId, lake.dataset, {documentIds: [id, `drafts.${id}`]})
    // A live-edit banner edited twice after creation.
    expect(history('siteBanner-national-day').length).toBe(3)
    // A redirect created, then deleted.
    expect(byId.has('redirect-spring-campaign')).toBe(false)
    expect(history('redirect-spring-campaign').length).toBe(2)
    // Every edited pair has at least the creation of its published version and of its draft.
    const edited = docs.filter((d) => d._id.startsWith('drafts.') && byId.has(publishedId(d._id)))
    for (const draft of edited) expect(history(publishedId(draft._id)).length).toBeGreaterThanOrEqual(2)
  })
})

describe('demo content seeding', () => {
  async function seedOnce(now: Date) {
    const dataDir = mkdtempSync(join(tmpdir(), 'demo-seed-'))
    const store = new SqliteStore(dataDir)
    try {
      store.createProject({id: 'demo', displayName: 'Demo', createdAt: now.toISOString()})
      store.createDataset({projectId: 'demo', name: 'production', aclMode: 'private'})
      const dataset = new Lake(store, new TransactionBus()).dataset('demo', 'production')
      const started = performance.now()
      const count = await seedDemoDocuments(dataset, {now})
      const ms = performance.now() - started
      const content = dataset.index
        .all()
        .map(({_rev, _updatedAt, ...rest}) => rest)
        .sort((a, b) => a._id.localeCompare(b._id))
      return {count, ms, content}
    } finally {
      store.close()
      rmSync(dataDir, {recursive: true, force: true})
    }
  }

  it('is deterministic for a given day, and fast', async () => {
    const now = new Date('2026-03-10T12:00:00Z')
    const first = await seedOnce(now)
    const second = await seedOnce(now)
    expect(second.count).toBe(first.count)
    expect(second.content).toEqual(first.content)
    expect(first.ms).toBeLessThan(2000)
  })
})
