// The live document list of a type as React state. A retry resubscribes.
import {startTransition, useEffect, useState} from 'react'
import type {ContentLake} from '../../core/ports.ts'
import {documentList, type DocumentListState} from './documentList.ts'
import {reuseEntries} from './listEntries.ts'
import {typingPause} from '../app/typingPause.ts'
import {holdWhileTyping} from './holdWhileTyping.ts'

/**
 * While the editor types, list updates wait for a pause in typing (at most this long): the list
 * redraws after every save, and that redraw landing between two keystrokes held one of them back.
 */
export const LIST_UPDATE_MAX_WAIT_MS = 3000

export function useDocumentList(lake: ContentLake, type: string, projection: string): {state: DocumentListState; retry: () => void} {
  const [state, setState] = useState<DocumentListState>({status: 'loading'})
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    // Held twice: the save that starts a query waits for the pause (no request per save while
    // typing), and so does a result that arrives as typing starts again.
    const subscription = documentList(lake, type, projection, holdWhileTyping(typingPause, LIST_UPDATE_MAX_WAIT_MS))
      .pipe(holdWhileTyping(typingPause, LIST_UPDATE_MAX_WAIT_MS))
      .subscribe((next) =>
        // A transition as well: re-rendering a long list yields to input instead of holding a frame.
        startTransition(() =>
          setState((previous) => listAfter(previous, next)),
        ),
      )
    return () => subscription.unsubscribe()
  }, [lake, type, projection, attempt])
  return {state, retry: () => setAttempt((n) => n + 1)}
}

/**
 * The list to show: a refresh that fails (the lake unreachable for a moment) or starts again keeps
 * the documents already shown, with the failure beside them, rather than emptying the pane.
 */
export function listAfter(previous: DocumentListState, next: DocumentListState): DocumentListState {
  if (previous.status !== 'ready') return next
  if (next.status === 'ready') return {...next, entries: reuseEntries(previous.entries, next.entries)}
  if (next.status === 'error') return {...previous, refreshError: next.message}
  return previous
}
