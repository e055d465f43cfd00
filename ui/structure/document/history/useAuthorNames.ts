// Display names of history authors, looked up together through the project's users; an id whose
// name cannot be had shows as itself.
import {useEffect, useState} from 'react'
import {useStructure} from '../../structureContext.ts'

export function useAuthorNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const {users} = useStructure()
  const key = [...new Set(ids)].sort().join(',')
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map())
  useEffect(() => {
    if (key === '') return
    let current = true
    users(key.split(',')).then(
      (found) => current && setNames(new Map(found.map((user) => [user.id, user.displayName]))),
      // The ids show instead; the history is still worth reading.
      (error: unknown) => console.warn('Could not look up the authors of the history', error),
    )
    return () => {
      current = false
    }
  }, [users, key])
  return names
}
