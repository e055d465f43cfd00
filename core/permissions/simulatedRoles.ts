// Role simulation (shell seed §6): a debug hash parameter makes the studio evaluate permissions as
// if the user held other roles, so an administrator can see what a contributor would be offered.
// Only the studio's own checks change (disabled actions and their reasons); the lake still
// enforces the user's real grants on every request.
import type {Grant} from '../lake/types.ts'
import {DRAFT_DOCUMENTS, EVERY_DOCUMENT} from './roles.ts'

/** `#_debug_roles=contributor` (several comma-separated; `&` joins other debug flags). */
export const DEBUG_ROLES_HASH_PARAM = '_debug_roles'
/** For `restricted`: the document types it may work on, e.g. `_debug_restricted_types=category,author`. */
export const DEBUG_RESTRICTED_TYPES_HASH_PARAM = '_debug_restricted_types'

export const SIMULATED_ROLE_NAMES = ['administrator', 'editor', 'developer', 'contributor', 'viewer', 'read', 'restricted', 'requiresApproval', 'write'] as const
export type SimulatedRoleName = (typeof SIMULATED_ROLE_NAMES)[number]

export interface RoleSimulation {
  roles: SimulatedRoleName[]
  restrictedTypes: string[]
}

const EVERYTHING: Grant['permissions'] = ['read', 'create', 'update', 'history']

function grantsOfSimulatedRole(role: SimulatedRoleName, restrictedTypes: readonly string[]): Grant[] {
  switch (role) {
    case 'administrator':
    case 'editor':
    case 'developer':
      return [{filter: EVERY_DOCUMENT, permissions: EVERYTHING}]
    case 'contributor':
      return [
        {filter: EVERY_DOCUMENT, permissions: ['read']},
        {filter: DRAFT_DOCUMENTS, permissions: ['create', 'update', 'history']},
      ]
    case 'viewer':
    case 'read':
      return [{filter: EVERY_DOCUMENT, permissions: ['read', 'history']}]
    case 'restricted': {
      // The seeds name no types: the hash does (none given: nothing at all).
      if (restrictedTypes.length === 0) return []
      const types = restrictedTypes.map((type) => JSON.stringify(type)).join(', ')
      return [{filter: `${DRAFT_DOCUMENTS} && _type in [${types}]`, permissions: EVERYTHING}]
    }
    case 'requiresApproval':
      // The seeds leave "locked" open: a document with `locked == true` is.
      return [{filter: `${EVERY_DOCUMENT} && locked != true`, permissions: ['read', 'create', 'update']}]
    case 'write':
      // Not given by the seeds: writes every document, without its history.
      return [{filter: EVERY_DOCUMENT, permissions: ['read', 'create', 'update']}]
  }
}

/** `#a=1&b=2` as a map; core has no URLSearchParams (it runs without the DOM's globals). */
function hashParams(hash: string): Map<string, string> {
  const params = new Map<string, string>()
  for (const part of hash.replace(/^#/, '').split('&')) {
    if (!part) continue
    const at = part.indexOf('=')
    const decode = (text: string) => {
      try {
        return decodeURIComponent(text.replace(/\+/g, ' '))
      } catch {
        return text
      }
    }
    params.set(decode(at < 0 ? part : part.slice(0, at)), at < 0 ? '' : decode(part.slice(at + 1)))
  }
  return params
}

/** The simulation a location hash asks for, or null; unknown role names are left out. */
export function roleSimulationOf(hash: string): RoleSimulation | null {
  const params = hashParams(hash)
  const value = params.get(DEBUG_ROLES_HASH_PARAM)
  if (value === undefined) return null
  const roles = value
    .split(',')
    .map((name) => name.trim())
    .filter((name): name is SimulatedRoleName => (SIMULATED_ROLE_NAMES as readonly string[]).includes(name))
  if (roles.length === 0) return null
  const restrictedTypes = (params.get(DEBUG_RESTRICTED_TYPES_HASH_PARAM) ?? '')
    .split(',')
    .map((type) => type.trim())
    .filter(Boolean)
  return {roles, restrictedTypes}
}

/** The grants the studio evaluates while simulating: the union of the roles' grants. */
export function simulatedGrants(simulation: RoleSimulation): Grant[] {
  return simulation.roles.flatMap((role) => grantsOfSimulatedRole(role, simulation.restrictedTypes))
}
