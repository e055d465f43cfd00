// History review (a past version beside its changes) and the history dialog are opened by few
// visits to a document, so their code (the change list, word diffs, the timeline and selection
// machines) loads when first shown, is started early when the URL already names a revision, and is
// fetched when the browser is idle otherwise.
import {preloadableLazy} from '../../app/preloadableLazy.ts'

export const HistoryReview = preloadableLazy(() => import('./history/HistoryReview.tsx').then((module) => ({default: module.HistoryReview})))
export const HistoryDialog = preloadableLazy(() => import('./HistoryDialog.tsx').then((module) => ({default: module.HistoryDialog})))

export function prefetchHistory(): void {
  void HistoryReview.preload().catch(() => undefined)
  void HistoryDialog.preload().catch(() => undefined)
}
