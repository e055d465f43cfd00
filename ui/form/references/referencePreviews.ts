// The previews of referenced documents, however many and of whatever types: one query for all of
// them (both versions of each), each row projected with its own type's preview selection. The
// type need not be known beforehand: a reference stores only the id.
import {draftIdOf, publishedIdOf} from '../../../core/documents/ids.ts'
import type {ContentLake} from '../../../core/ports.ts'
import {previewOf, previewProjection, selectionOfRow, type Preview} from '../../../core/preview/index.ts'
import type {DocumentDefinition, TypesByName} from '../../../core/schema/index.ts'
import {groqString} from '../../../core/search/groqLiteral.ts'
import {listEntriesOf, pairStatusOf, type ListRow, type PairStatus} from '../../structure/listEntries.ts'

export interface ReferencePreview {
  type: string
  /** What the card shows: the draft's preview when there is a draft, else the published one (ED-PREV-009). */
  preview: Preview
  /** Reference info's previews of each version (ED-REF-003): title, subtitle, media; null where that version does not exist. */
  versions: {draft: Preview | null; published: Preview | null}
  status: PairStatus | null
  /** The draft's update time, for the status dot's tooltip. */
  editedAt?: string
}

export const REFERENCE_PREVIEWS_TAG = 'references.previews'

function documentTypes(types: TypesByName): DocumentDefinition[] {
  return [...types.values()].filter((type): type is DocumentDefinition => type?.type === 'document')
}

/** The query: every version of the ids, `preview.*` keys from the row's own type's selection. */
export function referencePreviewsQuery(types: TypesByName): string {
  const branches = documentTypes(types).map((type) => {
    const projection = previewProjection(type, types)
    return `_type == ${groqString(type.name)} => ${projection}`
  })
  const select = branches.length > 0 ? `, ...select(${branches.join(', ')})` : ''
  return `*[_id in $ids]{_id, _rev, _type, _updatedAt${select}}`
}

export async function fetchReferencePreviews(lake: ContentLake, ids: readonly string[], types: TypesByName, signal?: AbortSignal): Promise<Map<string, ReferencePreview>> {
  const published = [...new Set(ids.map(publishedIdOf))]
  if (published.length === 0) return new Map()
  const rows = await lake.query<ListRow[]>(referencePreviewsQuery(types), {ids: published.flatMap((id) => [id, draftIdOf(id)])}, {tag: REFERENCE_PREVIEWS_TAG, signal})
  const out = new Map<string, ReferencePreview>()
  for (const entry of listEntriesOf(Array.isArray(rows) ? rows : [])) {
    const row = entry.draft ?? entry.published!
    const type = types.get(row._type)
    const config = type && type.type === 'document' ? (type as DocumentDefinition).preview : undefined
    const draft = entry.draft ? previewOf(config, selectionOfRow(entry.draft)) : null
    const published = entry.published ? previewOf(config, selectionOfRow(entry.published)) : null
    out.set(entry.id, {type: row._type, preview: (draft ?? published)!, versions: {draft, published}, status: pairStatusOf(entry), editedAt: entry.draft?._updatedAt})
  }
  return out
}
