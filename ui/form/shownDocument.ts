// The document the form shows and edits from the pair's EDGE: the draft when there is one (the
// published version until the first edit creates it), or the published document of a live-edit type.
import type {SanityDocument} from '../../core/lake/types.ts'
import type {EditingState} from '../../core/editing/index.ts'
import type {DocumentPairActor} from '../../machines/documentOperationsActors.ts'

type PairSnapshot = ReturnType<DocumentPairActor['getSnapshot']>

export function shownOf(editing: EditingState): SanityDocument | null {
  const {edge, spec} = editing
  return spec.liveEdit ? edge.published : (edge.draft ?? edge.published)
}

export function shownDocument(snapshot: PairSnapshot): SanityDocument | null {
  return shownOf(snapshot.context.editing)
}
