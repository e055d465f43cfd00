// Slugs (ED-VAL-055 … 060): an object with a non-empty `current` that no other document of the
// same type uses. The default uniqueness check is one GROQ query (LAKE-CALL-026) that leaves out
// both ids of this document's pair, so the draft never collides with its own published version.
import {draftIdOf, publishedIdOf} from '../../documents/ids.ts'
import type {Path} from '../../editing/paths.ts'
import {MESSAGES, builtIn} from '../messages.ts'
import type {Failure, QueryFn, SlugIsUnique} from '../types.ts'

export function isInArray(path: Path): boolean {
  return path.some((segment) => typeof segment !== 'string')
}

/** The slug's field path in GROQ; array steps become `[]`, so every item's slug is compared. */
export function groqFieldPath(path: Path): string {
  let out = ''
  for (const segment of path) {
    if (typeof segment === 'string') out += out === '' ? segment : `.${segment}`
    else out += '[]'
  }
  return out
}

/** The default uniqueness query: true when no other document of the type holds `slug` at `path`. */
export function slugUniqueQuery(
  slug: string,
  {documentId, documentType, path}: {documentId: string; documentType: string; path: Path},
): {query: string; params: Record<string, unknown>} {
  const field = groqFieldPath(path)
  const match = isInArray(path) ? `$slug in ${field}.current` : `${field}.current == $slug`
  return {
    query: `!defined(*[_type == $docType && !(_id in [$draft, $published]) && ${match}][0]._id)`,
    params: {docType: documentType, draft: draftIdOf(documentId), published: publishedIdOf(documentId), slug},
  }
}

/** `isUnique` over a query port: what a studio uses unless the schema brings its own. */
export function defaultSlugIsUnique(query: QueryFn): SlugIsUnique {
  return async (slug, context) => {
    const {query: groq, params} = slugUniqueQuery(slug, context)
    return (await query(groq, params)) === true
  }
}

export interface SlugCheck {
  document: {_id?: unknown; _type?: unknown} | undefined
  path: Path | undefined
  isUnique: SlugIsUnique | undefined
  onWarning?: (message: string) => void
}

export async function slugFailures(value: unknown, {document, path, isUnique, onWarning}: SlugCheck): Promise<Failure[]> {
  if (value === undefined || value === null) return []
  if (typeof value !== 'object' || Array.isArray(value)) return [builtIn('slugNotObject')]
  const current = (value as {current?: unknown}).current
  if (typeof current !== 'string' || current === '') return [builtIn('slugMissingCurrent')]
  if (!isUnique) return []
  if (!document || typeof document._id !== 'string' || typeof document._type !== 'string' || !path) {
    throw new Error(MESSAGES.slugNeedsContext)
  }
  if (isInArray(path)) onWarning?.(MESSAGES.slugInArray(groqFieldPath(path)))
  const unique = await isUnique(current, {documentId: publishedIdOf(document._id), documentType: document._type, path})
  return unique ? [] : [builtIn('slugNotUnique', current)]
}
