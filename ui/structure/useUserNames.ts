// Display names of users (history's authors, who deleted a document), looked up together through
// the project adapter; until they arrive, or when they cannot be had, callers show the ids.
import {useEffect, useState} from 'react'
import {useStructure} from './structureContext.ts'

export function useUserNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const {users} = useStructure()
  const key = [...new Set(ids)].sort().join(',')
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map())
  useEffect(() => {
    if (key === '') return
    let current = true
    users(key.split(',')).then(
      (found) => current && setNames(new Map(found.map((user) => [user.id, user.displayName]))),
      // The ids show instead; the list is still worth reading.
      (error: unknown) => console.warn('Could not look up user names', error),
    )
    return () => {
      current = false
    }
  }, [users, key])
  return names
}
