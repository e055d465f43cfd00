// The recently deleted documents of a type, read from the lake when the dialog opens (a snapshot:
// deletions are rare and the list is opened on purpose), with a retry after a failure.
import {useCallback, useEffect, useState} from 'react'
import type {DeletedDocument} from '../../../core/lake/types.ts'
import type {ContentLake} from '../../../core/ports.ts'

/** As many as an editor scans; older deletions stay in the lake. */
export const DELETED_LIST_LIMIT = 50

export type DeletedListState =
  | {status: 'loading'}
  | {status: 'ready'; documents: DeletedDocument[]}
  | {status: 'error'; message: string}

export function useDeletedDocuments(lake: ContentLake, type: string): {state: DeletedListState; retry: () => void} {
  const [state, setState] = useState<DeletedListState>({status: 'loading'})
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!lake.deletedDocuments) return
    const controller = new AbortController()
    setState({status: 'loading'})
    lake.deletedDocuments(type, {limit: DELETED_LIST_LIMIT, tag: 'structure.deleted', signal: controller.signal}).then(
      (documents) => setState({status: 'ready', documents}),
      (error: unknown) => !controller.signal.aborted && setState({status: 'error', message: error instanceof Error ? error.message : String(error)}),
    )
    return () => controller.abort()
  }, [lake, type, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return {state, retry}
}
