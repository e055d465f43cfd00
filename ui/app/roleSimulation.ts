// The role simulation the URL hash asks for (core/permissions/simulatedRoles.ts), kept for the
// tab's session: in-app navigation rewrites the path and drops the hash, and the simulation should
// last until `#_debug_roles=` (empty) ends it.
import {useSyncExternalStore} from 'react'
import {DEBUG_ROLES_HASH_PARAM, roleSimulationOf, type RoleSimulation} from '../../core/permissions/simulatedRoles.ts'

const STORAGE_KEY = 'studio.debug-roles'

let current: {key: string; simulation: RoleSimulation | null} | null = null

function read(): RoleSimulation | null {
  let stored: string | null = null
  try {
    if (window.location.hash.includes(DEBUG_ROLES_HASH_PARAM)) {
      const simulation = roleSimulationOf(window.location.hash)
      if (simulation) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(simulation))
      else window.sessionStorage.removeItem(STORAGE_KEY)
    }
    stored = window.sessionStorage.getItem(STORAGE_KEY)
  } catch {
    // Storage refused (privacy settings): the hash alone decides.
    return roleSimulationOf(window.location.hash)
  }
  const key = stored ?? ''
  // One object per value, so React sees no change when nothing changed.
  if (current?.key !== key) current = {key, simulation: stored ? (JSON.parse(stored) as RoleSimulation) : null}
  return current.simulation
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange)
  return () => window.removeEventListener('hashchange', onChange)
}

export function useRoleSimulation(): RoleSimulation | null {
  return useSyncExternalStore(subscribe, read, () => null)
}
