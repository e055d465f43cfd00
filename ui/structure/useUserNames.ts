// Users (history's authors, who deleted a document), looked up together through the project
// adapter; until they arrive, or when they cannot be had, callers show the ids. Users already
// looked up in this session are known at once (the history list and its review name the same
// people), so a second view never shows ids first.
import {useEffect, useMemo, useState} from 'react'
import type {PublicUser} from '../../core/lake/types.ts'
import {useStructure} from './structureContext.ts'

type LookUp = (ids: string[]) => Promise<PublicUser[]>

const known = new WeakMap<LookUp, Map<string, PublicUser>>()

function knownTo(lookUp: LookUp): Map<string, PublicUser> {
  let users = known.get(lookUp)
  if (!users) {
    users = new Map()
    known.set(lookUp, users)
  }
  return users
}

function pick(users: ReadonlyMap<string, PublicUser>, ids: readonly string[]): Map<string, PublicUser> {
  return new Map(ids.flatMap((id) => (users.has(id) ? [[id, users.get(id)!] as const] : [])))
}

export function useUsers(ids: readonly string[]): ReadonlyMap<string, PublicUser> {
  const {users} = useStructure()
  const key = [...new Set(ids)].sort().join(',')
  const [found, setFound] = useState<ReadonlyMap<string, PublicUser>>(() => pick(knownTo(users), key ? key.split(',') : []))
  useEffect(() => {
    if (key === '') return
    const wanted = key.split(',')
    const cache = knownTo(users)
    const missing = wanted.filter((id) => !cache.has(id))
    if (missing.length === 0) {
      setFound(pick(cache, wanted))
      return
    }
    let current = true
    users(missing).then(
      (answer) => {
        for (const user of answer) cache.set(user.id, user)
        if (current) setFound(pick(cache, wanted))
      },
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
