// The edits of one array field as callbacks: each builds the patches (core/editing/arrayPatches.ts)
// behind the objects that hold the array, which an edit creates first when they are missing.
import {useMemo} from 'react'
import {
  appendPatches,
  duplicatePatches,
  insertPatches,
  itemInitialValuePatches,
  movePatches,
  newItem,
  removePatches,
  type KeyedItem,
} from '../../../core/editing/arrayPatches.ts'
import type {LocalPatch} from '../../../core/editing/index.ts'
import {valueAtPath, type Path} from '../../../core/editing/paths.ts'
import type {CompiledType} from '../../../core/schema/index.ts'
import {useTranslation} from 'react-i18next'
import {resolveNewItem} from './resolveNewItem.ts'
import {shownDocument} from '../shownDocument.ts'
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

export function useArrayEdits(scope: ObjectScope, path: Path, members: readonly CompiledType[]): ArrayEdits {
  const {edit, pair, initialValueContext} = useForm()
  const {t} = useTranslation('structure')
  return useMemo(() => {
    const within = (patches: LocalPatch[]): void =>
      edit([...scope.ancestors.map((ancestor): LocalPatch => ({type: 'setIfMissing', path: ancestor.path, value: ancestor.proto})), ...patches])
    /**
     * A new item gets its type's initial value once resolved (it may be async), and only while it
     * still holds nothing but its key and type, so nothing the editor typed meanwhile is replaced
     * (ED-INIT-004, ED-INIT-013).
     */
    const fillInitialValue = (key: string, typeName: string) => {
      const type = members.find((member) => member.name === typeName)
      if (!type || !initialValueContext) return
      resolveNewItem(type, initialValueContext, t, (fields) => {
        const itemPath: Path = [...path, {_key: key}]
        const patches = itemInitialValuePatches(itemPath, valueAtPath(shownDocument(pair.getSnapshot()), itemPath), fields)
        if (patches.length > 0) within(patches)
      })
    }
    return {
      add(typeName) {
        const item = newItem(typeName)
        within(appendPatches(path, [item]))
        fillInitialValue(item._key, typeName)
        return item._key
      },
      insert(anchor, position, typeName) {
        const item = newItem(typeName)
        within(insertPatches(path, anchor, position, [item]))
        fillInitialValue(item._key, typeName)
        return item._key
      },
      duplicate: (item) => within(duplicatePatches(path, item)),
      remove: (key) => within(removePatches(path, key)),
      move: (items, from, to) => within(movePatches(path, items, from, to)),
    }
  }, [edit, pair, initialValueContext, members, scope.ancestors, path, t])
}
