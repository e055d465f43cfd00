// Shape checks for patch operations, so a malformed patch is refused with a reason instead of
// half-applying or failing deep inside the patcher.
import {isRecord} from '../isRecord.ts'
import type {PatchOperations} from '../lake/types.ts'
import {pathProblem} from './pathSyntax.ts'

const PATCH_KEYS = new Set(['set', 'setIfMissing', 'unset', 'insert', 'inc', 'dec', 'diffMatchPatch', 'ifRevisionID', 'id', 'query', 'params'])

function checkPathMap(name: string, value: unknown, valueCheck?: (v: unknown) => string | null): string | null {
  if (value === undefined) return null
  if (!isRecord(value)) return `"${name}" must be an object of path → value`
  for (const [path, v] of Object.entries(value)) {
    if (!path) return `"${name}" has an empty path`
    const syntax = pathProblem(path)
    if (syntax) return `"${name}" has an invalid path ${JSON.stringify(path)}: ${syntax}`
    const problem = valueCheck?.(v)
    if (problem) return `"${name}.${path}": ${problem}`
  }
  return null
}

const finiteNumber = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? null : 'must be a finite number')
const patchString = (v: unknown) => (typeof v === 'string' ? null : 'must be a diff-match-patch string')

/** Returns a description of the first problem, or null when the operations are well formed. */
export function validatePatchOperations(ops: unknown): string | null {
  if (!isRecord(ops)) return 'patch must be an object'
  for (const key of Object.keys(ops)) {
    if (!PATCH_KEYS.has(key)) return `unknown patch operation "${key}"`
  }
  const p = ops as PatchOperations
  const problem =
    checkPathMap('set', p.set) ??
    checkPathMap('setIfMissing', p.setIfMissing) ??
    checkPathMap('inc', p.inc, finiteNumber) ??
    checkPathMap('dec', p.dec, finiteNumber) ??
    checkPathMap('diffMatchPatch', p.diffMatchPatch, patchString)
  if (problem) return problem
  if (p.unset !== undefined && (!Array.isArray(p.unset) || p.unset.some((path) => typeof path !== 'string' || !path))) {
    return '"unset" must be a list of paths'
  }
  for (const path of p.unset ?? []) {
    const syntax = pathProblem(path)
    if (syntax) return `"unset" has an invalid path ${JSON.stringify(path)}: ${syntax}`
  }
  if (p.insert !== undefined) {
    const insert = p.insert as unknown
    if (!isRecord(insert)) return '"insert" must be an object'
    const positions = ['before', 'after', 'replace'].filter((k) => k in insert)
    if (positions.length !== 1) return '"insert" needs exactly one of before, after or replace'
    const at = insert[positions[0]]
    if (typeof at !== 'string') return `"insert.${positions[0]}" must be a path`
    const syntax = pathProblem(at)
    if (syntax) return `"insert.${positions[0]}" is an invalid path ${JSON.stringify(at)}: ${syntax}`
    if (!Array.isArray(insert.items)) return '"insert.items" must be an array'
  }
  if (p.ifRevisionID !== undefined && typeof p.ifRevisionID !== 'string') return '"ifRevisionID" must be a string'
  return null
}
