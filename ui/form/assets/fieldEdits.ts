// An image or file field's edits (core/assets/assetEdits.ts) as the form's patches: relative paths
// put under the field, and the objects above it created first, as every nested edit does.
import {assetEditPatches, type AssetEdit} from '../../../core/assets/assetEdits.ts'
import type {LocalPatch} from '../../../core/editing/index.ts'
import type {Path} from '../../../core/editing/paths.ts'
import type {Ancestor} from '../fieldPath.ts'

/** Whether the value at `path` is an array item (its last step is a `_key`): clearing one keeps it (ED-IMG-010). */
export function isArrayItemPath(path: Path): boolean {
  const last = path.at(-1)
  return typeof last === 'object' && last !== null && '_key' in last
}

export function assetFieldPatches(edit: AssetEdit, current: unknown, where: {path: Path; ancestors: readonly Ancestor[]; typeName: string}): LocalPatch[] {
  const patches = assetEditPatches(edit, current, where.typeName, isArrayItemPath(where.path))
  const sets = patches.some((patch) => patch.type !== 'unset')
  const create: LocalPatch[] = sets ? where.ancestors.map((ancestor) => ({type: 'setIfMissing', path: ancestor.path, value: ancestor.proto})) : []
  return [
    ...create,
    ...patches.map((patch): LocalPatch => {
      const path = [...where.path, ...patch.path]
      if (patch.type === 'unset') return {type: 'unset', path}
      // An asset, an upload state: choices, never text to merge.
      return patch.type === 'set' ? {type: 'set', path, value: patch.value, atomic: true} : {type: 'setIfMissing', path, value: patch.value}
    }),
  ]
}
