// The search machine's `search` actor in the browser: one GROQ request to the workspace's lake,
// then the rows scored and drafts collapsed by core (scoreHits). Aborted when the machine leaves
// `fetching`, so a superseded request stops using the network too.
import {fromPromise} from 'xstate'
import type {ContentLake} from '../../core/ports.ts'
import {scoreHits, type SearchRow} from '../../core/search/scoreHits.ts'
import type {SearchSpec} from '../../core/search/searchSpecs.ts'
import type {SearchHit} from '../../core/search/types.ts'
import type {SearchActorInput} from '../../machines/search.ts'

/** The adapter adds the `studio.` prefix to request tags itself. */
const adapterTag = (tag: string) => tag.replace(/^studio\./, '')

export function lakeSearchActor(lake: ContentLake, specs: readonly SearchSpec[]) {
  return fromPromise<SearchHit[], SearchActorInput>(async ({input, signal}) => {
    const {request, terms, ordering} = input
    const rows = await lake.query<SearchRow[]>(request.query, request.params, {tag: adapterTag(request.tag), signal})
    return scoreHits(Array.isArray(rows) ? rows : [], specs, terms.query, ordering)
  })
}
