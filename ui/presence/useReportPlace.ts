// A pane says where the editor is while it is open: its document, and the field in focus.
import {useEffect, useId} from 'react'
import type {Path} from '../../core/editing/paths.ts'
import {usePresence} from './presenceContext.ts'

export function useReportPlace(documentId: string, path: Path): void {
  const presence = usePresence()
  const key = useId()
  const report = presence?.report
  useEffect(() => {
    report?.(key, {documentId, path: [...path]})
  }, [report, key, documentId, path])
  useEffect(() => () => report?.(key, null), [report, key])
}
