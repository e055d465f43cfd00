// Which documents of a dataset change, for the preview store: one listener for the whole dataset
// (without results: only the ids are needed), opened while any preview is shown. A welcome after a
// reconnect means changes may have been missed. A listener the lake refuses leaves the store to
// poll instead.
import type {ChangedDocuments} from '../../../core/preview/previewStore.ts'
import type {ContentLake} from '../../../core/ports.ts'

export const PREVIEW_LISTEN_TAG = 'preview.documents'
const EVERY_DOCUMENT = '*[!(_id in path("_.**"))]'

export function watchDocuments(lake: ContentLake): (changed: (ids: ChangedDocuments) => void, failed: () => void) => () => void {
  return (changed, failed) => {
    let welcomed = false
    const subscription = lake.listen(EVERY_DOCUMENT, {}, {includeResult: false, includePreviousRevision: false, tag: PREVIEW_LISTEN_TAG}).subscribe({
      next: (event) => {
        if (event.type === 'mutation') changed([event.documentId])
        else if (event.type === 'welcome') {
          if (welcomed) changed('all')
          welcomed = true
        } else if (event.type === 'channelError' || event.type === 'disconnect') failed()
      },
      error: () => failed(),
    })
    return () => subscription.unsubscribe()
  }
}
