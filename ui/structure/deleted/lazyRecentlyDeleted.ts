// The list pane's 'Recently deleted' dialog (the deleted documents' query, list and read-only view)
// opens from the pane's menu, never with the first screen: it loads when first opened and is
// fetched once the browser is idle, so the click does not wait on a download.
import {preloadableLazy} from '../../app/preloadableLazy.ts'

export const RecentlyDeletedDialog = preloadableLazy(() => import('./RecentlyDeletedDialog.tsx').then((module) => ({default: module.RecentlyDeletedDialog})))
