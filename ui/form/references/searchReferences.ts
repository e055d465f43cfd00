// One reference search (seeds: reference search): the field's filter resolved against the
// document, the query built for its target types, the rows collapsed into hits. A custom filter
// the lake cannot parse reads as the seeds' 'Invalid reference filter' message.
import {
  buildReferenceSearch,
  collapseReferenceHits,
  INVALID_REFERENCE_FILTER,
  resolveReferenceFilter,
  type FilterContext,
  type ReferenceField,
  type ReferenceHit,
} from '../../../core/references/index.ts'
import type {ReferenceServices} from './referenceServices.ts'

export async function searchReferences(
  services: Pick<ReferenceServices, 'lake' | 'searchSpecs' | 'target'>,
  field: ReferenceField,
  options: Readonly<Record<string, unknown>> | undefined,
  context: FilterContext,
  term: string,
  signal?: AbortSignal,
): Promise<ReferenceHit[]> {
  const {filter, params} = await resolveReferenceFilter(options, context)
  const specs = await services.searchSpecs()
  const request = buildReferenceSearch({term, specs, types: field.to, filter, filterParams: params, publishedOnly: services.target !== undefined})
  try {
    const rows = await services.lake.query<{_id: string; _type: string}[]>(request.query, request.params, {tag: request.tag, signal})
    return collapseReferenceHits(Array.isArray(rows) ? rows : [])
  } catch (error) {
    if (filter && (error as {type?: unknown}).type === 'queryParseError') throw new Error(INVALID_REFERENCE_FILTER)
    throw error
  }
}
