// Evaluates a grant's GROQ filter against documents. The two filters every built-in role uses are
// answered without groq-js; any other filter is evaluated in one batch.
import {evaluate, parse} from 'groq-js'
import {DRAFT_DOCUMENTS, EVERY_DOCUMENT} from '../../core/permissions/roles.ts'
import type {SanityDocument} from '../../core/lake/types.ts'

export async function matchingIds(filter: string, docs: SanityDocument[]): Promise<Set<string>> {
  if (filter === EVERY_DOCUMENT) return new Set(docs.map((d) => d._id))
  if (filter === DRAFT_DOCUMENTS) return new Set(docs.filter((d) => d._id.startsWith('drafts.')).map((d) => d._id))
  const result = await (await evaluate(parse(`*[${filter}]._id`), {dataset: docs})).get()
  return new Set(Array.isArray(result) ? result.map(String) : [])
}
