// The other users present, grouped from the machine's sessions; recomputed only when the sessions change.
import {useSelector} from '@xstate/react'
import {useMemo} from 'react'
import {usersAtDocument, usersPresent} from '../../core/presence/grouping.ts'
import type {PresentUser} from '../../core/presence/types.ts'
import {usePresence} from './presenceContext.ts'

const NOBODY: PresentUser[] = []

export function usePresentUsers(): PresentUser[] {
  const presence = usePresence()
  const sessions = useSelector(presence?.actor, (s) => s?.context.sessions)
  return useMemo(() => (sessions ? usersPresent(sessions) : NOBODY), [sessions])
}

export function useUsersAtDocument(documentId: string): PresentUser[] {
  const users = usePresentUsers()
  return useMemo(() => usersAtDocument(users, documentId), [users, documentId])
}
