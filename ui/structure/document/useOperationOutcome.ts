// Where the editor goes after an operation: back to the list once the document is deleted, to the
// copy after a duplicate. Other operations keep the document open.
import {useSelector} from '@xstate/react'
import {useEffect} from 'react'
import {useStructure} from '../structureContext.ts'
import type {DocumentOperationsActor} from './DocumentActions.tsx'

export function useOperationOutcome(operations: DocumentOperationsActor, type: string): void {
  const {go} = useStructure()
  const completed = useSelector(operations, (s) => s.context.completed)
  useEffect(() => {
    if (completed?.operation === 'delete') go({type}, {replace: true})
    else if (completed?.operation === 'duplicate' && completed.duplicateId) go({type, id: completed.duplicateId})
  }, [completed, go, type])
}
