// Role simulation (core/permissions/simulatedRoles.ts): which hash asks for which roles, and what
// each simulated role may do to a post's draft and published version (shell seed §6).
import {beforeAll, describe, expect, it} from 'vitest'
import {checkPairPermission, prepareGrantFilters, type PairPermissionInput} from '../../../core/operations/index.ts'
import type {Grant, SanityDocument} from '../../../core/lake/types.ts'
import {roleSimulationOf, SIMULATED_ROLE_NAMES, simulatedGrants, type SimulatedRoleName} from '../../../core/permissions/simulatedRoles.ts'

const doc = (id: string, fields: Record<string, unknown> = {}): SanityDocument => ({_id: id, _type: 'post', _rev: 'r', _createdAt: '', _updatedAt: '', ...fields})

function pair(grants: Grant[], fields: Record<string, unknown> = {}, type = 'post'): PairPermissionInput {
  return {grants, publishedId: 'a', draftId: 'drafts.a', type, liveEdit: false, draft: doc('drafts.a', {...fields, _type: type}), published: doc('a', {...fields, _type: type})}
}

const can = (role: SimulatedRoleName, permission: 'update' | 'publish' | 'create', fields: Record<string, unknown> = {}, restricted: string[] = [], type = 'post') =>
  checkPairPermission(permission, pair(simulatedGrants({roles: [role], restrictedTypes: restricted}), fields, type)).granted

beforeAll(async () => {
  for (const role of SIMULATED_ROLE_NAMES) await prepareGrantFilters(simulatedGrants({roles: [role], restrictedTypes: ['post']}))
})

describe('the debug hash', () => {
  it('names roles, with other debug flags beside it; unknown names are left out', () => {
    expect(roleSimulationOf('#_debug_roles=contributor')).toEqual({roles: ['contributor'], restrictedTypes: []})
    expect(roleSimulationOf('#_debug_search_score&_debug_roles=viewer,nobody,write')).toEqual({roles: ['viewer', 'write'], restrictedTypes: []})
    expect(roleSimulationOf('#_debug_roles=restricted&_debug_restricted_types=category,%20author')).toEqual({roles: ['restricted'], restrictedTypes: ['category', 'author']})
    expect(roleSimulationOf('#_debug_roles=')).toBeNull()
    expect(roleSimulationOf('#_debug_roles=nobody')).toBeNull()
    expect(roleSimulationOf('')).toBeNull()
  })
})

describe('what each simulated role may do', () => {
  it('administrator, editor and developer publish; contributor edits drafts only; viewer and read change nothing', () => {
    for (const role of ['administrator', 'editor', 'developer'] as const) expect(can(role, 'publish')).toBe(true)
    expect(can('contributor', 'update')).toBe(true)
    expect(can('contributor', 'publish')).toBe(false)
    for (const role of ['viewer', 'read'] as const) {
      expect(can(role, 'update')).toBe(false)
      expect(can(role, 'publish')).toBe(false)
    }
  })

  it('restricted works on drafts of the named types only', () => {
    expect(can('restricted', 'update', {}, ['post'])).toBe(true)
    expect(can('restricted', 'update', {}, ['category'])).toBe(false)
    expect(can('restricted', 'update', {}, [])).toBe(false)
    expect(can('restricted', 'publish', {}, ['post'])).toBe(false)
  })

  it('requiresApproval may not touch a locked document; write edits and publishes without history', () => {
    expect(can('requiresApproval', 'update')).toBe(true)
    expect(can('requiresApproval', 'update', {locked: true})).toBe(false)
    expect(can('write', 'publish')).toBe(true)
    expect(simulatedGrants({roles: ['write'], restrictedTypes: []}).flatMap((grant) => grant.permissions)).not.toContain('history')
  })
})
