// The edits of one array field as callbacks: each builds the patches (core/editing/arrayPatches.ts)
// behind the objects that hold the array, which an edit creates first when they are missing.
import {useMemo} from 'react'
import {
  appendPatches,
  duplicatePatches,
  insertPatches,
  movePatches,
  newItem,
  removePatches,
  type KeyedItem,
} from '../../../core/editing/arrayPatches.ts'
import type {LocalPatch} from '../../../core/editing/index.ts'
import type {Path} from '../../../core/editing/paths.ts'
import type {ObjectScope} from '../fieldPath.ts'
import {useForm} from '../formContext.ts'

export interface ArrayEdits {
  /** Appends a new item of the type; answers its key, to open it. */
  add: (typeName: string) => string
  insert: (anchor: string, position: 'before' | 'after', typeName: string) => string
  duplicate: (item: KeyedItem) => void
  remove: (key: string) => void
  move: (items: readonly KeyedItem[], from: number, to: number) => void
}

export function useArrayEdits(scope: ObjectScope, path: Path): ArrayEdits {
  const {edit} = useForm()
  return useMemo(() => {
    const within = (patches: LocalPatch[]): void =>
      edit([...scope.ancestors.map((ancestor): LocalPatch => ({type: 'setIfMissing', path: ancestor.path, value: ancestor.proto})), ...patches])
    return {
      add(typeName) {
        const item = newItem(typeName)
        within(appendPatches(path, [item]))
        return item._key
      },
      insert(anchor, position, typeName) {
        const item = newItem(typeName)
        within(insertPatches(path, anchor, position, [item]))
        return item._key
      },
      duplicate: (item) => within(duplicatePatches(path, item)),
      remove: (key) => within(removePatches(path, key)),
      move: (items, from, to) => within(movePatches(path, items, from, to)),
    }
  }, [edit, scope.ancestors, path])
}
