// The magazine: forty articles with full rich-text bodies, linked to their authors, categories,
// products and each other.
import {asDraft, draftOf, imageValue, keyedReferences, pairState, reference, slug, type PairState, type SeedContext, type SeedDocument, type SeedEntry} from './context.ts'
import {DRAFT_AUTHOR_ID, PUBLISHED_AUTHOR_IDS} from './people.ts'
import {PortableTextWriter, plainText} from './portableText.ts'
import type {ProductPlan} from './products.ts'
import {categoryId} from './taxonomy.ts'
import {sentences, TAGS, wordCount} from './text.ts'

const ARTICLES: [title: string, ...categories: string[]][] = [
  ["A beginner's guide to hut-to-hut hiking", 'hiking', 'guides'],
  ['Ten days on the Kungsleden trail', 'hiking', 'travel'],
  ['How to read a topographic map', 'guides', 'hiking'],
  ['Packing light: the three-kilo base weight challenge', 'gear', 'hiking'],
  ['Bouldering at home: building a simple training wall', 'climbing'],
  ['First steps on real rock', 'climbing', 'guides'],
  ['Why we repair before we replace', 'sustainability', 'gear'],
  ['Bikepacking the coast from Bergen to Stavanger', 'cycling', 'travel'],
  ['Choosing a sea kayak for your first season', 'paddling', 'gear-reviews'],
  ['A three-course dinner on a single burner', 'outdoor-cooking', 'camping'],
  ['Winter camping without the misery', 'camping', 'guides'],
  ['Our new store opens in Trondheim', 'news'],
  ['The quiet joy of night hikes', 'hiking'],
  ['Layering explained: base, mid and shell', 'gear', 'guides'],
  ['Six headlamps tested in the dark season', 'gear-reviews'],
  ['Leave no trace, revisited', 'sustainability'],
  ['Paddling the fjords at dawn', 'paddling', 'travel'],
  ['A weekend of sport climbing on Kalymnos', 'climbing', 'travel'],
  ['Trail running for hikers', 'hiking'],
  ['Planning a route with GeoJSON', 'guides'],
  ['Campfire bread in twenty minutes', 'outdoor-cooking'],
  ['What makes a good sleeping bag', 'gear-reviews', 'camping'],
  ['Cycling through the Dolomites on a budget', 'cycling', 'travel'],
  ['Community clean-up day: the results', 'news', 'sustainability'],
  ['Navigating in fog with a compass', 'guides'],
  ['Rope care and retirement', 'climbing', 'gear'],
  ['Family-friendly hikes near Oslo', 'hiking'],
  ['Our spring collection is made from recycled fabric', 'news', 'sustainability'],
  ['Dehydrating your own trail meals', 'outdoor-cooking'],
  ['Riding gravel through the winter', 'cycling'],
  ['Canoe camping for beginners', 'paddling', 'camping'],
  ['Ten years of Trailhead', 'news'],
  ['Staying safe above the tree line', 'guides', 'hiking'],
  ['The best water filters, reviewed', 'gear-reviews'],
  ['Travelling by train to the mountains', 'travel', 'sustainability'],
  ['Multi-pitch climbing: a checklist', 'climbing', 'guides'],
  ['The case for slow adventures', 'travel'],
  ['Fixing a puncture on the trail', 'cycling', 'guides'],
  ['Storm-proofing your tent pitch', 'camping', 'guides'],
  ['Meet the team behind our repair workshop', 'news', 'sustainability'],
]

const STATES: PairState[] = ['published', 'published', 'published', 'edited', 'draft']

const GEOJSON_SNIPPET = `{
  "type": "Feature",
  "properties": {"name": "Besseggen ridge"},
  "geometry": {
    "type": "LineString",
    "coordinates": [[8.7341, 61.4975], [8.7716, 61.5021], [8.8214, 61.5063]]
  }
}`

export const articleId = (title: string) => `article-${slug(title).current}`

export interface ArticlePlan {
  id: string
  state: PairState
}

export function articlePlan(): ArticlePlan[] {
  return ARTICLES.map(([title], index) => ({id: articleId(title), state: pairState(index, STATES)}))
}

/** Published now, unpublished by a later transaction of the seed: nothing may hold a strong reference to it. */
export const ARTICLE_TO_UNPUBLISH = articlePlan()[1].id
/** A draft now, published by a later transaction of the seed. */
export const ARTICLE_TO_PUBLISH = articlePlan()[4].id

/** Articles that stay published: safe targets for strong references. */
export function stablePublishedArticleIds(): string[] {
  return articlePlan()
    .filter((a) => a.state !== 'draft' && a.id !== ARTICLE_TO_UNPUBLISH)
    .map((a) => a.id)
}

/** Most articles show one of the demo's landscapes (every sixth has none, so lists show both); every other one with its hotspot. */
function articleImage(ctx: SeedContext, index: number): Record<string, unknown> {
  const pictures = ctx.images.landscapes
  if (pictures.length === 0 || index % 6 === 5) return {}
  const picture = pictures[index % pictures.length]
  return {mainImage: imageValue(picture, {alt: picture.title}, {hotspot: index % 2 === 0})}
}

export function articles(ctx: SeedContext, productPlan: ProductPlan[]): SeedEntry[] {
  const {random} = ctx
  const text = new PortableTextWriter(random)
  const plan = articlePlan()
  const linkable = stablePublishedArticleIds()
  const publishedProducts = productPlan.filter((p) => p.published).map((p) => p.id)

  return ARTICLES.map(([title, ...categoryNames], index) => {
    const {id, state} = plan[index]
    const others = linkable.filter((other) => other !== id)
    const body = [
      text.paragraph({decorate: true}),
      text.heading('h2'),
      text.paragraph({decorate: true, link: true}),
      ...text.list('bullet'),
      text.paragraph({internalLink: random.pick(others), productMention: random.chance(0.35) ? random.pick(publishedProducts) : undefined}),
      index === 19 ? text.codeSnippet('json', 'besseggen.geojson', GEOJSON_SNIPPET) : text.callout(),
      text.heading('h3'),
      ...text.list('number', 3),
      text.quote(),
      text.paragraph({footnote: random.chance(0.5), decorate: true}),
    ]
    // The author who has not been published yet is credited on one unpublished article.
    const author = state === 'draft' && index === 9
      ? reference(DRAFT_AUTHOR_ID, {unpublishedType: 'author'})
      : reference(PUBLISHED_AUTHOR_IDS[index % PUBLISHED_AUTHOR_IDS.length])
    const coAuthors = random.chance(0.3)
      ? keyedReferences(ctx, random.sample(PUBLISHED_AUTHOR_IDS.filter((a) => a !== author._ref), random.int(1, 2)))
      : []
    const related = random.sample(plan.filter((a) => a.id !== id), random.int(0, 3))
    const doc: SeedDocument = {
      _id: id,
      _type: 'article',
      title,
      slug: slug(title, 96),
      excerpt: sentences(random, 2),
      ...articleImage(ctx, index),
      body,
      author,
      ...(coAuthors.length > 0 ? {coAuthors} : {}),
      categories: keyedReferences(ctx, categoryNames.map(categoryId)),
      tags: random.sample(TAGS, random.int(2, 4)),
      publishedAt: state === 'draft' ? ctx.at(random.int(3, 30), random.int(6, 10), 0) : ctx.at(-(index * 4 + random.int(1, 3)), random.int(6, 16), random.pick([0, 15, 30, 45])),
      featured: index % 7 === 0,
      readingTime: Math.max(1, Math.round(wordCount(plainText(body)) / 200)),
      // Weak: a related article may be unpublished or deleted without breaking this one.
      ...(related.length > 0
        ? {relatedArticles: related.map((a) => reference(a.id, {key: random.key(), weak: true}))}
        : {}),
      ...(random.chance(0.5)
        ? {seo: {_type: 'seo', metaTitle: title.slice(0, 60), metaDescription: sentences(random, 1).slice(0, 160), noIndex: false}}
        : {}),
    }
    if (state === 'draft') return {draft: asDraft(doc)}
    if (state === 'edited') {
      return {
        published: doc,
        draft: draftOf(doc, (draft) => {
          draft.excerpt = sentences(random, 2)
          draft.body = [...body, text.heading('h2', 'Update'), text.paragraph({decorate: true})]
          draft.tags = [...(draft.tags as string[]), 'updated']
        }),
      }
    }
    return {published: doc}
  })
}
