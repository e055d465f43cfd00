// An inverted index from `match` tokens to documents, per field. A string is filed under its
// field: the nearest attribute name above it, arrays included (`tags: ["a"]` and `seo.title`
// file under `tags` and `title`). A path that ends in attribute `title` can only reach strings
// filed under `title`, so its hits are a superset of the documents where it matches. Blocks
// (objects with a string `_type` and a `children` array) also file their joined span text, the
// text `pt::text` reads, under their field in a separate namespace: spans are joined without a
// separator, so a word may straddle two spans and only the joined text holds it.
import {holdsInvisible} from '../../core/search/invisibleCharacters.ts'
import {searchSlot} from './idSet.ts'
import {asciiLower, literalPrefix, termRegExp, textTokens} from './matchText.ts'

/** The text `pt::text` reads from one block, or null when the object is not a block. */
function blockText(value: Record<string, unknown>): string | null {
  if (typeof value._type !== 'string' || !Array.isArray(value.children)) return null
  let text = ''
  for (const child of value.children) {
    if (child && typeof child === 'object' && child._type === 'span' && typeof child.text === 'string') text += child.text
  }
  return text
}

export type Namespace = 'strings' | 'blocks'

/**
 * Fields never filed: system values and keys that every document has many of, which nobody
 * searches. A `match` on them is not narrowed (see textCandidates.ts).
 */
export const UNFILED_FIELDS: ReadonlySet<string> = new Set(['_key', '_ref', '_rev', '_createdAt', '_updatedAt'])

type Sink = (namespace: Namespace, field: string, text: string) => void

function collect(value: unknown, field: string | null, sink: Sink): void {
  if (typeof value === 'string') {
    if (field !== null) sink('strings', field, value)
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, field, sink)
  } else if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>
    // The document itself is never filed: a path that resolves to it is not narrowed.
    if (field !== null) {
      const text = blockText(object)
      if (text !== null) sink('blocks', field, text)
    }
    for (const key of Object.keys(object)) collect(object[key], key, sink)
  }
}

/** Prefix buckets of one and two characters (ASCII letters lowercased). */
function bucketKeys(token: string): string[] {
  const head = asciiLower(token.slice(0, 2))
  return head.length === 2 ? [head[0], head] : [head]
}

/**
 * One field's postings: ascending arrays of slots. Building them is a push per token (Sets of
 * ids took ten times longer for 100k documents); a rewritten document is found by binary search.
 */
class FieldPostings {
  readonly postings = new Map<string, number[]>()
  readonly buckets = new Map<string, Set<string>>()

  /** Adds a slot to a token's list; a document adding the same token twice changes nothing. */
  add(token: string, slot: number): void {
    let list = this.postings.get(token)
    if (!list) {
      this.postings.set(token, (list = []))
      for (const key of bucketKeys(token)) {
        let bucket = this.buckets.get(key)
        if (!bucket) this.buckets.set(key, (bucket = new Set()))
        bucket.add(token)
      }
    }
    const last = list.length === 0 ? -1 : list[list.length - 1]
    if (last < slot) list.push(slot)
    else if (last !== slot) {
      const at = searchSlot(list, slot)
      if (list[at] !== slot) list.splice(at, 0, slot)
    }
  }

  remove(token: string, slot: number): void {
    const list = this.postings.get(token)
    if (!list) return
    const at = searchSlot(list, slot)
    if (list[at] !== slot) return
    list.splice(at, 1)
    if (list.length > 0) return
    this.postings.delete(token)
    for (const key of bucketKeys(token)) {
      const bucket = this.buckets.get(key)
      bucket?.delete(token)
      if (bucket?.size === 0) this.buckets.delete(key)
    }
  }

  /** The posting lists of the tokens that satisfy a term. */
  listsFor(test: RegExp, prefix: string, into: number[][]): number {
    const vocabulary = prefix === '' ? this.postings.keys() : (this.buckets.get(prefix.slice(0, 2)) ?? [])
    let total = 0
    for (const token of vocabulary) {
      if (!test.test(token)) continue
      const list = this.postings.get(token)!
      into.push(list)
      total += list.length
    }
    return total
  }
}

/** The posting lists of the tokens a term was found in, and their total length. */
export interface TermHits {
  lists: number[][]
  total: number
}

export interface FieldRef {
  namespace: Namespace
  field: string
}

/** A field of a namespace as one map key. */
const placeKey = (namespace: Namespace, field: string) => `${namespace}\u0000${field}`
const placeOf = (place: string) => {
  const cut = place.indexOf('\u0000')
  return [place.slice(0, cut) as Namespace, place.slice(cut + 1)] as const
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null

/**
 * Walks every string of a document, unfiled fields included, and tells whether one holds an
 * invisible character (see visibleMatch.ts: only such documents need `match` to clean text).
 */
function collectNoting(doc: unknown, sink: Sink): boolean {
  let invisible = false
  collect(doc, null, (namespace, field, text) => {
    if (!invisible && namespace === 'strings' && holdsInvisible(text)) invisible = true
    if (!UNFILED_FIELDS.has(field)) sink(namespace, field, text)
  })
  return invisible
}

/** The tokens `add` files for a document, by namespace and field. */
function filedTokens(doc: unknown): {filed: Map<string, Set<string>>; invisible: boolean} {
  const filed = new Map<string, Set<string>>()
  const invisible = collectNoting(doc, (namespace, field, text) => {
    const place = placeKey(namespace, field)
    let tokens = filed.get(place)
    if (!tokens) filed.set(place, (tokens = new Set()))
    for (const token of textTokens(text)) tokens.add(token)
  })
  return {filed, invisible}
}

/**
 * Nothing is kept per document: a document's tokens are read again from its previous version
 * when it changes or goes, which halves the memory and the time to build.
 */
export class TextIndex {
  readonly #fields: Record<Namespace, Map<string, FieldPostings>> = {strings: new Map(), blocks: new Map()}
  /**
   * The tokens filed for the versions `replace` filed, so the next save of a document being
   * edited reads only its new version. Only edited documents are remembered, and only while their
   * version is the current one (the dataset holds it; a stored version is never changed in place).
   */
  readonly #lastFiled = new WeakMap<object, Map<string, Set<string>>>()
  /** The slots of documents with a string holding an invisible character. */
  readonly #invisible = new Set<number>()

  add(slot: number, doc: unknown): void {
    const invisible = collectNoting(doc, (namespace, field, text) => {
      let postings = this.#fields[namespace].get(field)
      if (!postings) this.#fields[namespace].set(field, (postings = new FieldPostings()))
      for (const token of textTokens(text)) postings.add(token, slot)
    })
    if (invisible) this.#invisible.add(slot)
  }

  /** Whether the document in this slot has a string holding an invisible character. */
  holdsInvisible(slot: number): boolean {
    return this.#invisible.has(slot)
  }

  /** How many documents have a string holding an invisible character. */
  get invisibleCount(): number {
    return this.#invisible.size
  }

  /**
   * Files a new version of the document in place of the one before. Only the tokens that came or
   * went are touched: a save of a long article changes a word or two, and removing and adding
   * every one of its tokens (each a search and a splice in a posting list) took most of the
   * save's time.
   */
  replace(slot: number, before: unknown, after: unknown): void {
    const was = (isObject(before) && this.#lastFiled.get(before)) || filedTokens(before).filed
    const {filed: now, invisible} = filedTokens(after)
    if (isObject(after)) this.#lastFiled.set(after, now)
    if (invisible) this.#invisible.add(slot)
    else this.#invisible.delete(slot)
    for (const [place, tokens] of was) {
      const kept = now.get(place)
      const [namespace, field] = placeOf(place)
      const postings = this.#fields[namespace].get(field)
      if (!postings) continue
      for (const token of tokens) if (!kept?.has(token)) postings.remove(token, slot)
      if (postings.postings.size === 0) this.#fields[namespace].delete(field)
    }
    for (const [place, tokens] of now) {
      const had = was.get(place)
      const [namespace, field] = placeOf(place)
      let postings = this.#fields[namespace].get(field)
      for (const token of tokens) {
        if (had?.has(token)) continue
        if (!postings) this.#fields[namespace].set(field, (postings = new FieldPostings()))
        postings.add(token, slot)
      }
    }
  }

  /** Removes what `add` filed for this version of the document. */
  remove(slot: number, doc: unknown): void {
    this.#invisible.delete(slot)
    collect(doc, null, (namespace, field, text) => {
      const postings = this.#fields[namespace].get(field)
      if (!postings) return
      for (const token of textTokens(text)) postings.remove(token, slot)
      if (postings.postings.size === 0) this.#fields[namespace].delete(field)
    })
  }

  /**
   * The documents where one of the fields has a token that satisfies the term, or null when
   * more than `limit` postings would have to be joined (too broad to be worth it).
   */
  hitsForTerm(fields: FieldRef[], term: string, limit: number): TermHits | null {
    const test = termRegExp(term)
    const prefix = literalPrefix(term)
    const lists: number[][] = []
    let total = 0
    for (const {namespace, field} of fields) {
      total += this.#fields[namespace].get(field)?.listsFor(test, prefix, lists) ?? 0
      if (total > limit) return null
    }
    return {lists, total}
  }
}
