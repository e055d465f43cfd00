// The documents that refer to one, read when its delete dialog opens (LAKE-CALL-013): the first
// 101, split into those whose reference is strong (they keep it from being deleted) and weak ones,
// a document's draft and published version listed once.
import {useEffect, useState} from 'react'
import {holdsStrongReference} from '../../../core/documents/references.ts'
import {draftIdOf, isDraftId, publishedIdOf} from '../../../core/documents/ids.ts'
import type {ContentLake} from '../../../core/ports.ts'

export interface Referrer {
  id: string
  type: string
  title: string
}

export type ReferringDocuments =
  | {state: 'loading'}
  | {state: 'failed'}
  | {state: 'ready'; strong: Referrer[]; weak: Referrer[]; more: boolean}

/** K: the first 101 are read; 100 are shown and the 101st says there are more. */
const REFERRERS_READ = 101
const REFERRERS_SHOWN = 100

const QUERY = `*[references($id) && !(_id in [$id, $draftId])][0...${REFERRERS_READ}]`

export function useReferringDocuments(lake: ContentLake, id: string): ReferringDocuments {
  const [answer, setAnswer] = useState<ReferringDocuments>({state: 'loading'})
  useEffect(() => {
    let current = true
    const publishedId = publishedIdOf(id)
    lake
      .query<Record<string, unknown>[]>(QUERY, {id: publishedId, draftId: draftIdOf(publishedId)}, {tag: 'document.referring'})
      .then(
        (docs) => {
          if (!current) return
          // A draft and its published version are one document to the editor: listed once, as
          // the draft reads (the newer text), strong if either version holds a strong reference.
          const byDocument = new Map<string, {referrer: Referrer; strong: boolean}>()
          for (const doc of docs.slice(0, REFERRERS_SHOWN)) {
            const key = publishedIdOf(String(doc._id))
            const seen = byDocument.get(key)
            const strong = holdsStrongReference(doc, publishedId) || (seen?.strong ?? false)
            const referrer = seen && !isDraftId(String(doc._id)) ? seen.referrer : {...referrerOf(doc), id: key}
            byDocument.set(key, {referrer, strong})
          }
          const shown = [...byDocument.values()]
          setAnswer({
            state: 'ready',
            strong: shown.filter((entry) => entry.strong).map((entry) => entry.referrer),
            weak: shown.filter((entry) => !entry.strong).map((entry) => entry.referrer),
            more: docs.length > REFERRERS_SHOWN,
          })
        },
        () => current && setAnswer({state: 'failed'}),
      )
    return () => {
      current = false
    }
  }, [lake, id])
  return answer
}

function referrerOf(doc: Record<string, unknown>): Referrer {
  const titled = [doc.title, doc.name, doc.label].find((value) => typeof value === 'string' && value.trim() !== '') as string | undefined
  return {id: String(doc._id), type: String(doc._type), title: titled ?? String(doc._id)}
}
