// A listener's GROQ query, asked about one document at a time: does this revision match?
import {evaluate} from 'groq-js'
import type {SanityDocument} from '../../core/lake/types.ts'
import {parseGroq} from '../dataset/dataset.ts'

export type ListenFilter = (doc: SanityDocument) => Promise<boolean>

/** Parses once (throws the 400 `queryParseError` LakeError); evaluation errors count as no match. */
export function compileListenFilter(query: string, params: Record<string, unknown>, identity?: string): ListenFilter {
  const tree = parseGroq(query, params)
  return async (doc) => {
    try {
      const value = await (await evaluate(tree, {dataset: [doc], params, identity})).get()
      return Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== false
    } catch {
      return false
    }
  }
}
