// Hits from the rows of a search request (SH-SEARCH-036, SH-SEARCH-110, SH-SEARCH-141): each
// weighted path that matches the query tells a story, the stories add up to the hit's score, and
// a draft and its published document become one hit.
//
// A path's value matches as its best of:
//   exact   the whole query equals the value (case and outer spaces ignored)   weight × 1
//   word    every word of the query is a whole word of the value                weight × 0.5
//   prefix  every word of the query begins a word of the value (what `match`    weight × 0.25
//           with the trailing wildcard found)
// Scores are divided by the type's highest weight (the preview title's, usually), so a title that
// equals the query scores 1; the total is capped at 1.
import {isDraftId, publishedIdOf} from '../documents/ids.ts'
import {withoutInvisible} from './invisibleCharacters.ts'
import type {SearchSpec} from './searchSpecs.ts'
import type {SearchHit, SearchOrdering, SearchStory} from './types.ts'

export const WHY_EXACT = 'Exact match'
export const WHY_WORD = 'Word match'
export const WHY_PREFIX = 'Prefix match'

export type SearchRow = Record<string, unknown> & {_id: string; _type: string}

/** Lower-cased words: runs of letters and digits, as `match` tokenizes text (invisible characters ignored). */
export function wordsOf(text: string): string[] {
  return withoutInvisible(text).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
}

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(textsOf)
  return []
}

/** How one value matches the query: [factor, why], or null. */
export function matchOf(value: unknown, query: string): [number, string] | null {
  const whole = withoutInvisible(query).trim().toLowerCase()
  const words = wordsOf(query)
  if (whole === '' || words.length === 0) return null
  let best: [number, string] | null = null
  for (const text of textsOf(value)) {
    if (withoutInvisible(text).trim().toLowerCase() === whole) return [1, WHY_EXACT]
    const tokens = wordsOf(text)
    if (words.every((word) => tokens.includes(word))) best = [0.5, WHY_WORD]
    else if (!best && words.every((word) => tokens.some((token) => token.startsWith(word)))) best = [0.25, WHY_PREFIX]
  }
  return best
}

function storiesOf(row: SearchRow, spec: SearchSpec | undefined, query: string): SearchStory[] {
  if (!spec) return []
  const top = Math.max(...spec.paths.map(({weight}) => weight))
  return spec.paths.flatMap(({path, weight, key}) => {
    const match = matchOf(row[key], query)
    return match ? [{path, why: match[1], score: (weight * match[0]) / top}] : []
  })
}

function scoreOf(stories: readonly SearchStory[]): number {
  return Math.min(1, stories.reduce((sum, story) => sum + story.score, 0))
}

/**
 * The hits of one batch of rows, in row order, or by score (highest first, ties in row order) when
 * the ordering does not ignore the score.
 */
export function scoreHits(rows: readonly SearchRow[], specs: readonly SearchSpec[], query: string, ordering?: SearchOrdering | null): SearchHit[] {
  const specOf = new Map(specs.map((spec) => [spec.typeName, spec]))
  const hits = new Map<string, SearchHit>()
  for (const row of rows) {
    if (!row || typeof row._id !== 'string' || typeof row._type !== 'string') continue
    const stories = storiesOf(row, specOf.get(row._type), query)
    const score = scoreOf(stories)
    const id = publishedIdOf(row._id)
    const draft = isDraftId(row._id)
    const seen = hits.get(id)
    if (!seen) {
      hits.set(id, {_id: id, _type: row._type, score, stories, hasDraft: draft, hasPublished: !draft})
      continue
    }
    // The pair is one hit, where it first appeared, telling the better of the two stories.
    seen.hasDraft ||= draft
    seen.hasPublished ||= !draft
    if (score > seen.score) Object.assign(seen, {score, stories, _type: row._type})
  }
  const list = [...hits.values()]
  if (ordering && !ordering.ignoreScore) list.sort((a, b) => b.score - a.score)
  return list
}
