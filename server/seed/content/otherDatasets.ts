// The demo project's other datasets, which the demo schema's cross-dataset references point to:
// an archive of past years' articles (the Field showcase's "Article in the archive") and the
// shop's suppliers (a product's "Supplier"). Small and fixed: what an editor needs to try the field.
import type {SeedDocument} from './context.ts'
import {slug} from './context.ts'

export const ARCHIVE_DATASET = 'archive'
export const SUPPLIERS_DATASET = 'suppliers'

const ARCHIVED_ARTICLES: {id: string; title: string; year: number; excerpt: string}[] = [
  {id: 'archive-first-issue', title: 'Our first issue: why we walk', year: 2016, excerpt: 'The magazine began with one question and a borrowed tent.'},
  {id: 'archive-alpine-huts', title: 'A summer of alpine huts', year: 2017, excerpt: 'Eleven huts, nine passes and one very long rainy week.'},
  {id: 'archive-night-trains', title: 'Night trains to the mountains', year: 2018, excerpt: 'Sleeper routes that get you to the trailhead by breakfast.'},
  {id: 'archive-repair-cafe', title: 'The repair café that fixed our boots', year: 2019, excerpt: 'Resoling, patching and re-waterproofing, with the people who do it.'},
  {id: 'archive-winter-coast', title: 'Walking the coast in winter', year: 2020, excerpt: 'Storm light, empty beaches and where to shelter when the tide turns.'},
  {id: 'archive-packrafting-101', title: 'Packrafting, the first season', year: 2021, excerpt: 'What we learned from a year of carrying a boat in a backpack.'},
]

const SUPPLIERS: {id: string; name: string; country: string}[] = [
  {id: 'supplier-fjellwear', name: 'Fjellwear AS', country: 'Norway'},
  {id: 'supplier-alpenstahl', name: 'Alpenstahl GmbH', country: 'Austria'},
  {id: 'supplier-cascade-textiles', name: 'Cascade Textiles', country: 'Canada'},
  {id: 'supplier-tatra-outdoor', name: 'Tatra Outdoor', country: 'Poland'},
  {id: 'supplier-kiso-works', name: 'Kiso Works', country: 'Japan'},
]

export const SUPPLIER_IDS = SUPPLIERS.map((supplier) => supplier.id)

export function archivedArticles(): SeedDocument[] {
  return ARCHIVED_ARTICLES.map((article) => ({
    _id: article.id,
    _type: 'article',
    title: article.title,
    slug: slug(article.title, 96),
    excerpt: article.excerpt,
    publishedAt: `${article.year}-06-01T08:00:00.000Z`,
  }))
}

export function suppliers(): SeedDocument[] {
  return SUPPLIERS.map((supplier) => ({_id: supplier.id, _type: 'supplier', name: supplier.name, country: supplier.country}))
}
