// Deterministic benchmark content: the same seed gives the same documents on every run and machine.
// A few types that reference each other, strings of realistic length, some drafts, and fields
// that are sometimes missing (so `defined(title)` has work to do).
import type {SanityDocument} from '../../core/lake/types.ts'

/** mulberry32: small, fast and good enough to shape test data. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const WORDS = (
  'lake river stone harbor lantern meadow copper signal orchard quiet amber willow ' +
  'granite falcon ember hollow northern paper velvet summit garden island canyon ' +
  'winter thread marble beacon forest silver harvest compass delta echo'
).split(' ')

export const BENCH_TYPES = ['article', 'author', 'category', 'comment', 'page'] as const

const SYLLABLES = 'ka lo mir ten sa vor qui dal ne rus bel tho ia gan fe lix or pu zen wa'.split(' ')

/**
 * Words for search text beyond the common ones, most frequent first: drawn log-uniformly by rank,
 * so the first few appear in many documents and the last ones in a handful (rare search terms).
 */
export const SEARCH_WORDS: readonly string[] = (() => {
  const next = random(7)
  const seen = new Set<string>(WORDS)
  const words: string[] = []
  while (words.length < 4000) {
    const length = 2 + Math.floor(next() * 3)
    const word = Array.from({length}, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join('')
    if (seen.has(word)) continue
    seen.add(word)
    words.push(word)
  }
  return words
})()

export {WORDS as COMMON_WORDS}

export interface GeneratedDataset {
  documents: SanityDocument[]
  /** Ids that exist, spread over the dataset, for fetch-by-id lookups. */
  sampleIds: string[]
}

export interface GenerateOptions {
  /**
   * Adds the text global search reads: an excerpt and an SEO title on articles, body blocks of
   * several spans (split anywhere, even inside a word), rare words, capitals and punctuation.
   * Drawn from a second random stream, so every other field stays as without it.
   */
  searchText?: boolean
}

export function generateDocuments(count: number, seed = 20261122, options: GenerateOptions = {}): GeneratedDataset {
  const next = random(seed)
  const text = options.searchText ? searchText(random(seed ^ 0x5bd1e995)) : null
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]
  const words = (min: number, max: number) => Array.from({length: int(min, max)}, () => pick(WORDS)).join(' ')
  const id = (type: string, n: number) => `${type}-${n.toString(36).padStart(5, '0')}`

  // Proportions of a content dataset: many articles and comments, fewer authors and categories.
  const authors = Math.max(1, Math.round(count * 0.02))
  const categories = Math.max(1, Math.round(count * 0.005))
  const pages = Math.max(1, Math.round(count * 0.03))
  const articles = Math.max(1, Math.round(count * 0.45))
  const comments = Math.max(0, count - authors - categories - pages - articles)

  const documents: SanityDocument[] = []
  const timestamp = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 61_000).toISOString()
  const system = (n: number) => ({_rev: `rev${n.toString(36)}`, _createdAt: timestamp(n), _updatedAt: timestamp(n + 7)})
  const ref = (to: string) => ({_type: 'reference', _ref: to, _key: `k${int(0, 1e9).toString(36)}`})

  for (let i = 0; i < authors; i++) {
    documents.push({_id: id('author', i), _type: 'author', name: words(2, 3), bio: words(10, 40), ...system(documents.length)})
  }
  for (let i = 0; i < categories; i++) {
    documents.push({_id: id('category', i), _type: 'category', title: words(1, 2), ...system(documents.length)})
  }
  for (let i = 0; i < pages; i++) {
    documents.push({_id: id('page', i), _type: 'page', title: words(2, 5), slug: {current: `page-${i}`}, ...system(documents.length)})
  }
  for (let i = 0; i < articles; i++) {
    const draft = next() < 0.1
    const doc: SanityDocument = {
      _id: `${draft ? 'drafts.' : ''}${id('article', i)}`,
      _type: 'article',
      author: ref(id('author', int(0, authors - 1))),
      categories: Array.from({length: int(0, 3)}, () => ref(id('category', int(0, categories - 1)))),
      body: Array.from({length: int(1, 4)}, (_, b) => ({
        _type: 'block',
        _key: `b${b}`,
        children: [{_type: 'span', _key: `s${b}`, text: words(8, 30)}],
      })),
      tags: Array.from({length: int(0, 4)}, () => pick(WORDS)),
      // A plain number for attribute filters and orderings, spread evenly over 0–999 and drawn
      // from no random stream, so every other field stays what it was before it existed.
      rank: (i * 7919) % 1000,
      ...system(documents.length),
    }
    // One article in five has no title yet.
    if (next() < 0.8) doc.title = words(3, 8)
    if (text) text.enrich(doc)
    documents.push(doc)
  }
  for (let i = 0; i < comments; i++) {
    documents.push({
      _id: id('comment', i),
      _type: 'comment',
      article: ref(id('article', int(0, articles - 1))),
      text: words(5, 25),
      ...system(documents.length),
    })
  }

  // Shuffle so types interleave in the natural order, as they do in a dataset edited over time.
  for (let i = documents.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[documents[i], documents[j]] = [documents[j], documents[i]]
  }
  const sampleIds = Array.from({length: 256}, () => documents[int(0, documents.length - 1)]._id)
  return {documents, sampleIds}
}

/** Rewrites an article's text for search benchmarks (see GenerateOptions.searchText). */
function searchText(next: () => number) {
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const word = () => {
    if (next() < 0.75) return WORDS[Math.floor(next() * WORDS.length)]
    return SEARCH_WORDS[Math.floor(Math.exp(next() * Math.log(SEARCH_WORDS.length + 1))) - 1]
  }
  const sentence = (min: number, max: number) => {
    const parts = Array.from({length: int(min, max)}, (_, i) => {
      const w = word()
      const shaped = i === 0 ? w[0].toUpperCase() + w.slice(1) : w
      return next() < 0.08 ? `${shaped},` : shaped
    })
    return `${parts.join(' ')}${next() < 0.5 ? '.' : ''}`
  }
  const spans = (block: number, body: string) => {
    const cuts = Array.from({length: int(0, 2)}, () => int(1, Math.max(1, body.length - 1))).sort((a, b) => a - b)
    const pieces = [0, ...cuts, body.length].slice(1).map((end, i, ends) => body.slice(i === 0 ? 0 : ends[i - 1], end))
    return pieces.map((piece, i) => ({_type: 'span', _key: `s${block}.${i}`, text: piece, marks: i === 1 ? ['em'] : []}))
  }
  return {
    enrich(doc: SanityDocument): void {
      doc.excerpt = sentence(6, 16)
      if (next() < 0.5) doc.seo = {_type: 'seo', title: sentence(3, 7)}
      const blocks = doc.body as {children: {text: string}[]}[]
      doc.body = blocks.map((block, b) => ({
        _type: 'block',
        _key: `b${b}`,
        style: 'normal',
        children: spans(b, `${block.children[0].text} ${sentence(2, 6)}`),
      }))
    },
  }
}
