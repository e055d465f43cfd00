// The dialogs behind the document menu's Delete, Unpublish and 'Referenced by' (the referring
// documents' query and list) are shown after a click, never with the first screen: they load when
// first opened and are fetched once the browser is idle, so the click does not wait on a download.
import {preloadableLazy} from '../../app/preloadableLazy.ts'

export const ConfirmRemoveDialog = preloadableLazy(() => import('./ConfirmRemoveDialog.tsx').then((module) => ({default: module.ConfirmRemoveDialog})))
export const ReferencedByDialog = preloadableLazy(() => import('./ReferencedByDialog.tsx').then((module) => ({default: module.ReferencedByDialog})))

export function prefetchRemoveDialogs(): void {
  void ConfirmRemoveDialog.preload().catch(() => undefined)
  void ReferencedByDialog.preload().catch(() => undefined)
}
