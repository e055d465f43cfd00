// The current documents of one dataset, held in memory beside SQLite with the indexes queries
// plan over: by id, by type and by referenced id. SQLite stays the durable truth.
import type {SanityDocument} from '../../core/lake/types.ts'

function collectRefs(value: unknown, out: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, out)
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '_ref' && typeof v === 'string') out.add(v)
      else collectRefs(v, out)
    }
  }
}

export function referencesOf(doc: SanityDocument): Set<string> {
  const refs = new Set<string>()
  collectRefs(doc, refs)
  return refs
}

function addTo(index: Map<string, Set<string>>, key: string, id: string): void {
  let set = index.get(key)
  if (!set) index.set(key, (set = new Set()))
  set.add(id)
}

function removeFrom(index: Map<string, Set<string>>, key: string, id: string): void {
  const set = index.get(key)
  if (!set) return
  set.delete(id)
  if (set.size === 0) index.delete(key)
}

export class DatasetIndex {
  readonly #docs = new Map<string, SanityDocument>()
  readonly #order = new Map<string, number>()
  readonly #byType = new Map<string, Set<string>>()
  readonly #byRef = new Map<string, Set<string>>()
  readonly #refsOf = new Map<string, Set<string>>()
  #nextOrder = 0
  #all: SanityDocument[] | null = null

  constructor(docs: Iterable<SanityDocument> = []) {
    for (const doc of docs) this.put(doc)
  }

  get size(): number {
    return this.#docs.size
  }

  get(id: string): SanityDocument | undefined {
    return this.#docs.get(id)
  }

  has(id: string): boolean {
    return this.#docs.has(id)
  }

  /** Every document in the dataset's natural order (cached until the next write). */
  all(): SanityDocument[] {
    this.#all ??= [...this.#docs.values()]
    return this.#all
  }

  idsOfType(type: string): ReadonlySet<string> {
    return this.#byType.get(type) ?? new Set()
  }

  idsReferencing(id: string): ReadonlySet<string> {
    return this.#byRef.get(id) ?? new Set()
  }

  /** Documents for ids, in natural order, skipping ids that do not exist. */
  inOrder(ids: Iterable<string>): SanityDocument[] {
    const found: [number, SanityDocument][] = []
    for (const id of ids) {
      const doc = this.#docs.get(id)
      if (doc) found.push([this.#order.get(id)!, doc])
    }
    found.sort((a, b) => a[0] - b[0])
    return found.map(([, doc]) => doc)
  }

  put(doc: SanityDocument): void {
    const previous = this.#docs.get(doc._id)
    if (previous) this.#unindex(previous)
    else this.#order.set(doc._id, this.#nextOrder++)
    this.#docs.set(doc._id, doc)
    addTo(this.#byType, doc._type, doc._id)
    const refs = referencesOf(doc)
    this.#refsOf.set(doc._id, refs)
    for (const ref of refs) addTo(this.#byRef, ref, doc._id)
    this.#all = null
  }

  delete(id: string): void {
    const previous = this.#docs.get(id)
    if (!previous) return
    this.#unindex(previous)
    this.#docs.delete(id)
    this.#order.delete(id)
    this.#all = null
  }

  #unindex(doc: SanityDocument): void {
    removeFrom(this.#byType, doc._type, doc._id)
    for (const ref of this.#refsOf.get(doc._id) ?? []) removeFrom(this.#byRef, ref, doc._id)
    this.#refsOf.delete(doc._id)
  }
}
