// The shop's catalogue: product lines crossed with kinds of item, each in a category.
import {asDraft, draftOf, imageValue, pairState, reference, slug, type PairState, type SeedContext, type SeedDocument, type SeedEntry} from './context.ts'
import {categoryId} from './taxonomy.ts'
import {PortableTextWriter} from './portableText.ts'
import {SUPPLIER_IDS, SUPPLIERS_DATASET} from './otherDatasets.ts'
import {DEMO_PROJECT_ID} from '../demoUsers.ts'

const LINES = ['Fjord', 'Summit', 'Tundra', 'Harbour', 'Aurora', 'Granite', 'Birch', 'Skerry', 'Glacier', 'Heather']

interface ItemKind {
  name: string
  category: string
  prefix: string
  price: [number, number]
  material: string
  /** Sold in sizes and colours. */
  variants?: boolean
  tags: string[]
}

const KINDS: ItemKind[] = [
  {name: 'Rain Jacket', category: 'gear', prefix: 'GEA', price: [149, 449], material: 'Recycled polyamide', variants: true, tags: ['waterproof', 'shell']},
  {name: 'Wool Sweater', category: 'gear', prefix: 'GEA', price: [89, 199], material: 'Merino wool', variants: true, tags: ['warm', 'wool']},
  {name: 'Trail Backpack', category: 'hiking', prefix: 'HIK', price: [79, 259], material: 'Ripstop nylon', tags: ['backpack', 'day trip']},
  {name: 'Camping Mug', category: 'outdoor-cooking', prefix: 'COO', price: [12, 29], material: 'Titanium', tags: ['kitchen', 'lightweight']},
  {name: 'Headlamp', category: 'gear', prefix: 'GEA', price: [25, 89], material: 'Aluminium', tags: ['light', 'winter']},
  {name: 'Sleeping Bag', category: 'camping', prefix: 'CAM', price: [129, 499], material: 'Recycled down', tags: ['sleep', 'warm']},
  {name: 'Trekking Poles', category: 'hiking', prefix: 'HIK', price: [49, 149], material: 'Carbon fibre', tags: ['poles', 'lightweight']},
  {name: 'Climbing Harness', category: 'climbing', prefix: 'CLI', price: [59, 139], material: 'Polyester webbing', variants: true, tags: ['climbing', 'safety']},
  {name: 'Thermal Flask', category: 'outdoor-cooking', prefix: 'COO', price: [19, 45], material: 'Stainless steel', tags: ['kitchen', 'winter']},
  {name: 'Dome Tent', category: 'camping', prefix: 'CAM', price: [199, 649], material: 'Silicone-coated nylon', tags: ['tent', 'shelter']},
  {name: 'Dry Bag', category: 'paddling', prefix: 'PAD', price: [15, 39], material: 'TPU-coated nylon', tags: ['waterproof', 'storage']},
  {name: 'Saddle Bag', category: 'cycling', prefix: 'CYC', price: [39, 119], material: 'Waxed canvas', tags: ['bikepacking', 'storage']},
]

const COLOURS = ['black', 'white', 'sand', 'forest', 'ocean']
const SIZES = ['S', 'M', 'L', 'XL']
const CURRENCIES = ['EUR', 'EUR', 'NOK', 'USD', 'GBP']
const STATES: PairState[] = ['published', 'published', 'published', 'published', 'published', 'published', 'published', 'edited', 'published', 'draft']
const PRODUCT_COUNT = 30

export interface ProductPlan {
  id: string
  published: boolean
}

export function productPlan(): ProductPlan[] {
  return Array.from({length: PRODUCT_COUNT}, (_, index) => ({
    id: `product-${slug(productName(index)).current}`,
    published: pairState(index, STATES) !== 'draft',
  }))
}

function productName(index: number): string {
  // Walk the grid diagonally so neighbouring products differ in both line and kind.
  return `${LINES[index % LINES.length]} ${KINDS[(index * 7) % KINDS.length].name}`
}

function supplierReference(id: string) {
  return {_type: 'crossDatasetReference', _ref: id, _weak: true, _projectId: DEMO_PROJECT_ID, _dataset: SUPPLIERS_DATASET}
}

/** Which of the demo's product pictures (server/seed/demoImages.ts, by title) shows a kind of product. */
const PICTURE_OF_KIND: Record<string, string> = {
  'Rain Jacket': 'Jacket',
  'Wool Sweater': 'Jacket',
  'Trail Backpack': 'Backpack',
  'Camping Mug': 'Water bottle',
  Headlamp: 'Lantern',
  'Sleeping Bag': 'Tent',
  'Trekking Poles': 'Backpack',
  'Climbing Harness': 'Backpack',
  'Thermal Flask': 'Water bottle',
  'Dome Tent': 'Tent',
  'Dry Bag': 'Backpack',
  'Saddle Bag': 'Backpack',
}

/** The picture of the product's kind, every third product a second one beside it (keys from the index: no random draw). */
function productImages(ctx: SeedContext, index: number, kind: string): Record<string, unknown> {
  const pictures = ctx.images.products
  if (pictures.length === 0) return {}
  const at = Math.max(0, pictures.findIndex((picture) => picture.title === PICTURE_OF_KIND[kind]))
  const chosen = index % 3 === 1 ? [pictures[at], pictures[(at + 1) % pictures.length]] : [pictures[at]]
  return {images: chosen.map((picture, n) => imageValue(picture, {alt: picture.title}, {key: `image${index}x${n}`, hotspot: true}))}
}

export function products(ctx: SeedContext): SeedEntry[] {
  const text = new PortableTextWriter(ctx.random)
  return productPlan().map(({id}, index) => {
    const kind = KINDS[(index * 7) % KINDS.length]
    const name = productName(index)
    const sku = `${kind.prefix}-${String(1000 + index * 37).padStart(4, '0')}`
    const price = ctx.random.amount(kind.price[0], kind.price[1])
    const inStock = ctx.random.chance(0.8)
    const doc: SeedDocument = {
      _id: id,
      _type: 'product',
      name,
      slug: slug(name, 80),
      sku,
      category: reference(categoryId(kind.category)),
      description: [text.paragraph({decorate: true}, 2), text.paragraph({}, 2)],
      ...productImages(ctx, index, kind.name),
      price,
      currency: ctx.random.pick(CURRENCIES),
      inStock,
      ...(inStock ? {stockCount: ctx.random.int(1, 240)} : {}),
      tags: [...kind.tags, ...(ctx.random.chance(0.3) ? ['new'] : [])],
      specifications: {
        weight: ctx.random.int(80, 3200),
        width: ctx.random.int(5, 60),
        height: ctx.random.int(5, 80),
        depth: ctx.random.int(2, 40),
        material: kind.material,
        waterproof: kind.tags.includes('waterproof'),
      },
      releaseDate: ctx.date(-ctx.random.int(0, 900)),
      // Every third product names its supplier, kept in the suppliers dataset (no random draw: the
      // rest of the seed stays as it was).
      ...(index % 3 === 0 ? {supplier: supplierReference(SUPPLIER_IDS[(index / 3) % SUPPLIER_IDS.length])} : {}),
    }
    if (kind.variants) {
      doc.variants = ctx.random.sample(COLOURS, 2).flatMap((colour) =>
        ctx.random.sample(SIZES, 2).map((size) => ({
          _type: 'productVariant',
          _key: ctx.random.key(),
          title: `${colour[0].toUpperCase()}${colour.slice(1)} / ${size}`,
          sku: `${sku}-${colour[0].toUpperCase()}${size}`,
          colour,
          size,
          price,
          stock: ctx.random.int(0, 60),
        })),
      )
    }
    const state = pairState(index, STATES)
    if (state === 'draft') return {draft: asDraft(doc)}
    if (state === 'edited') {
      return {
        published: doc,
        draft: draftOf(doc, (draft) => {
          draft.price = Math.round(price * 80) / 100
          draft.tags = [...(draft.tags as string[]), 'sale']
        }),
      }
    }
    return {published: doc}
  })
}
