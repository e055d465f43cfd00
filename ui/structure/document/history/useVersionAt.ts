// The pair as it was at a revision (the documents-at endpoint), for the read-only revision view
// and as the starting point of a range's changes.
import {useCallback, useEffect, useState} from 'react'
import {draftIdOf, publishedIdOf} from '../../../../core/documents/ids.ts'
import type {PairDocuments} from '../../../../core/editing/index.ts'
import type {ContentLake} from '../../../../core/ports.ts'

export type VersionAt = {state: 'loading'} | {state: 'failed'; retry: () => void} | {state: 'ready'; pair: PairDocuments}

/** `at`: a revision, a time, or null for "before any history" (both versions missing). */
export function useVersionAt(lake: ContentLake, documentId: string, at: {revision: string} | {time: string} | null): VersionAt {
  const key = at === null ? '' : 'revision' in at ? `r:${at.revision}` : `t:${at.time}`
  const [attempt, setAttempt] = useState(0)
  const [version, setVersion] = useState<{key: string; value: VersionAt}>({key: '', value: {state: 'loading'}})
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  useEffect(() => {
    if (at === null) {
      setVersion({key, value: {state: 'ready', pair: {draft: null, published: null}}})
      return
    }
    let current = true
    const id = publishedIdOf(documentId)
    lake.documentsAt([id, draftIdOf(id)], at, {tag: 'history.revision'}).then(
      (documents) => {
        if (!current) return
        const byId = (wanted: string) => documents.find((doc) => doc._id === wanted) ?? null
        setVersion({key, value: {state: 'ready', pair: {draft: byId(draftIdOf(id)), published: byId(id)}}})
      },
      (error: unknown) => {
        console.warn('Could not load the revision', error)
        if (current) setVersion({key, value: {state: 'failed', retry}})
      },
    )
    return () => {
      current = false
    }
    // `key` stands for `at`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lake, documentId, key, attempt, retry])
  return version.key === key ? version.value : {state: 'loading'}
}
