// State of the form's sections that outlives them for the session (ED-FORM-002): a collapsed
// fieldset stays collapsed when its tab is left and opened again, or the document is reopened.
// Kept in memory only; a reload starts from the schema's options again.
import {useCallback, useState} from 'react'

const remembered = new Map<string, unknown>()

export function useSessionState<T>(key: string, initial: T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => (remembered.has(key) ? (remembered.get(key) as T) : initial))
  const set = useCallback(
    (next: T) => {
      remembered.set(key, next)
      setValue(next)
    },
    [key],
  )
  return [value, set]
}
