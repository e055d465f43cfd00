// The live document list of a type as React state. A retry resubscribes.
import {startTransition, useEffect, useState} from 'react'
import type {ContentLake} from '../../core/ports.ts'
import {documentList, type DocumentListState} from './documentList.ts'
import {reuseEntries} from './listEntries.ts'

export function useDocumentList(lake: ContentLake, type: string, projection: string): {state: DocumentListState; retry: () => void} {
  const [state, setState] = useState<DocumentListState>({status: 'loading'})
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const subscription = documentList(lake, type, projection).subscribe((next) =>
      // A transition: re-rendering a long list after each saved keystroke batch yields to the
      // editor's typing instead of holding a frame for the whole list (PERFORMANCE.md).
      startTransition(() =>
        setState((previous) =>
          previous.status === 'ready' && next.status === 'ready' ? {...next, entries: reuseEntries(previous.entries, next.entries)} : next,
        ),
      ),
    )
    return () => subscription.unsubscribe()
  }, [lake, type, projection, attempt])
  return {state, retry: () => setAttempt((n) => n + 1)}
}
