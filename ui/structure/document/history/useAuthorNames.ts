// History authors (name and picture), looked up together through the project's users; an id whose
// user cannot be had shows as itself.
import {useEffect, useMemo, useState} from 'react'
import type {PublicUser} from '../../../../core/lake/types.ts'
import {useStructure} from '../../structureContext.ts'

export function useAuthors(ids: readonly string[]): ReadonlyMap<string, PublicUser> {
  const {users} = useStructure()
  const key = [...new Set(ids)].sort().join(',')
  const [names, setNames] = useState<ReadonlyMap<string, PublicUser>>(new Map())
  useEffect(() => {
    if (key === '') return
    let current = true
    users(key.split(',')).then(
      (found) => current && setNames(new Map(found.map((user) => [user.id, user]))),
      // The ids show instead; the history is still worth reading.
      (error: unknown) => console.warn('Could not look up the authors of the history', error),
    )
    return () => {
      current = false
    }
  }, [users, key])
  return names
}

/** Display names only, for sentences. */
export function useAuthorNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const authors = useAuthors(ids)
  return useMemo(() => new Map([...authors].map(([id, user]) => [id, user.displayName])), [authors])
}
