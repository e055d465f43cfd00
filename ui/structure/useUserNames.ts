// Users (history's authors, who deleted a document), looked up together through the project
// adapter; until they arrive, or when they cannot be had, callers show the ids.
import {useEffect, useMemo, useState} from 'react'
import type {PublicUser} from '../../core/lake/types.ts'
import {useStructure} from './structureContext.ts'

export function useUsers(ids: readonly string[]): ReadonlyMap<string, PublicUser> {
  const {users} = useStructure()
  const key = [...new Set(ids)].sort().join(',')
  const [found, setFound] = useState<ReadonlyMap<string, PublicUser>>(new Map())
  useEffect(() => {
    if (key === '') return
    let current = true
    users(key.split(',')).then(
      (answer) => current && setFound(new Map(answer.map((user) => [user.id, user]))),
      // The ids show instead; the list is still worth reading.
      (error: unknown) => console.warn('Could not look up users', error),
    )
    return () => {
      current = false
    }
  }, [users, key])
  return found
}

/** Display names only, for sentences. */
export function useUserNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const users = useUsers(ids)
  return useMemo(() => new Map([...users].map(([id, user]) => [id, user.displayName])), [users])
}
