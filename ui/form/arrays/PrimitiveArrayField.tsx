// Arrays of strings, numbers or booleans (ED-ARR-005): one input per item, edited in place, stored
// as plain values. Items have no keys, so they are patched by index and reordered by position.
import {useSortable} from '@dnd-kit/sortable'
import {useCallback, useEffect, useId, useMemo, useRef} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {primitivePatches} from '../../../core/editing/arrayPatches.ts'
import type {LocalPatch} from '../../../core/editing/index.ts'
import type {Path} from '../../../core/editing/paths.ts'
import type {CompiledField} from '../../../core/schema/index.ts'
import type {ObjectScope} from '../fieldPath.ts'
import {FieldHeader} from '../FieldHeader.tsx'
import {FieldMarkers, FieldPathContext} from '../FieldMarkers.tsx'
import {useForm} from '../formContext.ts'
import type {FieldInfo} from '../inputs/inputProps.ts'
import {useValueAt} from '../useFieldState.ts'
import {AddItemButton} from './AddItemButton.tsx'
import {DragHandleIcon} from './arrayIcons.tsx'
import {PrimitiveItemInput, type Primitive} from './PrimitiveItemInput.tsx'
import {SortableItems} from './SortableItems.tsx'
import fieldStyles from '../Field.module.css'
import styles from './Arrays.module.css'

/** What a new item of each primitive type starts as: a value the input can show and edit. */
const NEW_VALUE: Record<string, Primitive> = {string: '', number: 0, boolean: false}

export interface PrimitiveArrayFieldProps {
  field: CompiledField
  info: FieldInfo
  path: Path
  scope: ObjectScope
  readOnly: boolean
}

export function PrimitiveArrayField({field, info, path, scope, readOnly}: PrimitiveArrayFieldProps) {
  const {t} = useTranslation('form')
  const {edit} = useForm()
  const value = useValueAt(path)
  const items = useMemo<Primitive[]>(() => (Array.isArray(value) ? value : []), [value])
  const latest = useRef(items)
  latest.current = items
  const ids = useMemo(() => items.map((_, index) => String(index)), [items])
  const labelId = useId()
  const descriptionId = useId()
  const members = field.type.of
  const within = useCallback(
    (patches: LocalPatch[]) => edit([...scope.ancestors.map((a): LocalPatch => ({type: 'setIfMissing', path: a.path, value: a.proto})), ...patches]),
    [edit, scope.ancestors],
  )
  const sortable = (info.definition.options as {sortable?: unknown} | undefined)?.sortable !== false && !readOnly
  const onMove = useCallback((from: number, to: number) => within(primitivePatches.move(path, latest.current, from, to)), [within, path])
  // A new item takes the focus once it is drawn, so the editor types its value straight away.
  const list = useRef<HTMLDivElement>(null)
  const focusIndex = useRef<number | null>(null)
  useEffect(() => {
    const index = focusIndex.current
    if (index === null || items.length <= index) return
    focusIndex.current = null
    list.current?.children[index]?.querySelector<HTMLElement>('input, textarea, [role="switch"], [role="checkbox"]')?.focus()
  }, [items])
  const typeOf = (item: Primitive) => members.find((member) => member.jsonType === typeof item)?.intrinsic ?? members[0]?.intrinsic ?? 'string'
  return (
    <div className={`${fieldStyles.field} ${styles.array}`} role="group" aria-labelledby={labelId} aria-describedby={info.description ? descriptionId : undefined}>
      <FieldHeader title={info.title} description={info.description} deprecated={info.deprecated} plain={{labelId, descriptionId}} />
      {items.length === 0 ? (
        <p className={styles.empty}>{t('array.empty')}</p>
      ) : (
        <SortableItems ids={ids} layout="list" titleOf={(id) => t('array.primitive-item', {field: info.title, index: Number(id) + 1})} onMove={onMove}>
          <div ref={list} role="list" aria-label={t('array.items', {field: info.title})} className={styles.primitives}>
            {items.map((item, index) => (
              <PrimitiveRow key={index} id={String(index)} sortable={sortable} label={t('array.primitive-item', {field: info.title, index: index + 1})}>
                <PrimitiveItemInput
                  type={typeOf(item)}
                  value={item}
                  readOnly={readOnly}
                  label={t('array.primitive-item', {field: info.title, index: index + 1})}
                  removeLabel={t('array.primitive-remove', {index: index + 1})}
                  onChange={(next) => within(primitivePatches.set(path, index, next))}
                  onRemove={() => within(primitivePatches.remove(path, index))}
                  markers={<ItemMarkers arrayPath={path} index={index} />}
                />
              </PrimitiveRow>
            ))}
          </div>
        </SortableItems>
      )}
      {!readOnly && (
        <AddItemButton
          field={info.title}
          members={members}
          onAdd={(name) => {
            focusIndex.current = latest.current.length
            within(primitivePatches.append(path, NEW_VALUE[members.find((m) => m.name === name)?.intrinsic ?? 'string'] ?? ''))
          }}
        />
      )}
    </div>
  )
}

/** The item's own markers ('Expected type Number, got String' for a string in a list of numbers). */
function ItemMarkers({arrayPath, index}: {arrayPath: Path; index: number}) {
  const itemPath = useMemo<Path>(() => [...arrayPath, index], [arrayPath, index])
  return (
    <FieldPathContext.Provider value={itemPath}>
      <FieldMarkers />
    </FieldPathContext.Provider>
  )
}

function PrimitiveRow({id, sortable, label, children}: {id: string; sortable: boolean; label: string; children: React.ReactNode}) {
  const {t} = useTranslation('form')
  const {attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition} = useSortable({id, disabled: !sortable})
  return (
    <div
      ref={setNodeRef}
      role="listitem"
      className={styles.primitiveRow}
      style={{transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined, transition}}
    >
      {sortable && (
        // Native button: see ItemCard.
        <button type="button" ref={setActivatorNodeRef} className={styles.handle} {...attributes} {...listeners} aria-label={t('array.item-drag', {title: label})}>
          <DragHandleIcon />
        </button>
      )}
      {children}
    </div>
  )
}
