// Titles, subtitles and draft status for search hits, fetched in one query per batch of hits with
// each type's preview projection (the same one the structure tool's lists use).
import {draftIdOf} from '../../core/documents/ids.ts'
import type {ContentLake} from '../../core/ports.ts'
import type {DocumentDefinition, TypesByName} from '../../core/schema/index.ts'
import type {SearchHit} from '../../core/search/types.ts'
import {listEntriesOf, pairStatusOf, type ListRow, type PairStatus} from '../structure/listEntries.ts'
import {previewOf, previewProjection, selectionOfRow, type Preview} from '../../core/preview/index.ts'

export interface HitPreview {
  preview: Preview
  status: PairStatus | null
  /** The draft's update time, for the status dot's tooltip. */
  editedAt?: string
}

const documentTypeOf = (types: TypesByName, name: string) => {
  const type = types.get(name)
  return type && type.type === 'document' ? (type as DocumentDefinition) : null
}

/** One query for the previews of `hits`, keyed by published id; hits of unknown types are left out. */
export async function fetchHitPreviews(lake: ContentLake, hits: readonly SearchHit[], types: TypesByName, signal?: AbortSignal): Promise<Map<string, HitPreview>> {
  const idsByType = new Map<string, string[]>()
  for (const hit of hits) {
    if (!documentTypeOf(types, hit._type)) continue
    const ids = idsByType.get(hit._type) ?? []
    ids.push(hit._id, draftIdOf(hit._id))
    idsByType.set(hit._type, ids)
  }
  if (idsByType.size === 0) return new Map()
  const parts: string[] = []
  const params: Record<string, unknown> = {}
  ;[...idsByType.entries()].forEach(([typeName, ids], index) => {
    params[`ids${index}`] = ids
    parts.push(`"r${index}": *[_id in $ids${index}] ${previewProjection(documentTypeOf(types, typeName)!, types, {revision: true})}`)
  })
  const answer = await lake.query<Record<string, ListRow[]>>(`{${parts.join(', ')}}`, params, {tag: 'search.previews', signal})
  const previews = new Map<string, HitPreview>()
  ;[...idsByType.keys()].forEach((typeName, index) => {
    const config = documentTypeOf(types, typeName)!.preview
    for (const entry of listEntriesOf(answer?.[`r${index}`] ?? [])) {
      const row = entry.draft ?? entry.published!
      previews.set(entry.id, {preview: previewOf(config, selectionOfRow(row)), status: pairStatusOf(entry), editedAt: entry.draft?._updatedAt})
    }
  })
  return previews
}
