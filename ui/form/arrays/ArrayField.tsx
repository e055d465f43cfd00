// An array of objects (ED-ARR): its items as preview cards in a list or a grid, reorderable, each
// with a menu, opened for editing in a dialog or popover; an add button below. Only this field reads
// the array; each card re-renders when its own item changes.
import {useCallback, useId, useMemo, useRef, useState} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {isEmptyItem, type KeyedItem} from '../../../core/editing/arrayPatches.ts'
import type {Path} from '../../../core/editing/paths.ts'
import type {CompiledField} from '../../../core/schema/index.ts'
import type {ObjectScope} from '../fieldPath.ts'
import {FieldHeader} from '../FieldHeader.tsx'
import type {FieldInfo} from '../inputs/inputProps.ts'
import {useValueAt} from '../useFieldState.ts'
import {AddItemButton} from './AddItemButton.tsx'
import {arrayOptionsOf, hasDeclaredType, keyedItemsOf, memberOf} from './arrayItems.ts'
import {useItemPreviewText} from './useItemPreviewText.ts'
import {useForm} from '../formContext.ts'
import {ReferencePreviewsContext} from '../references/referenceTitles.ts'
import {useReferencePreviews} from '../references/useReferencePreviews.ts'
import {useArrayProblems} from './arrayProblems.ts'
import type {ItemAction} from './ItemMenu.tsx'
import {ItemEditor} from './ItemEditor.tsx'
import {ItemGrid} from './ItemGrid.tsx'
import {ItemList} from './ItemList.tsx'
import {SortableItems} from './SortableItems.tsx'
import {useArrayEdits} from './useArrayEdits.ts'
import {useArrayUploads} from './useArrayUploads.ts'
import {ArrayUploadsContext} from '../assets/arrayUploads.ts'
import {FileDropTarget} from '../assets/FileDropTarget.tsx'
import {KeyboardMoveContext, useKeyboardMove} from './useKeyboardMove.ts'
import fieldStyles from '../Field.module.css'
import styles from './Arrays.module.css'

export interface ArrayFieldProps {
  field: CompiledField
  info: FieldInfo
  path: Path
  scope: ObjectScope
  readOnly: boolean
}

export function ArrayField({field, info, path, scope, readOnly}: ArrayFieldProps) {
  const {t} = useTranslation('form')
  const value = useValueAt(path)
  const members = field.type.of
  // Items of no declared type are shown, with their fixes, by the problems panel above the list;
  // drawn again as cards they would offer an editor that has no type to edit them with.
  const items = useMemo(() => keyedItemsOf(value).filter((item) => hasDeclaredType(members, item)), [value, members])
  const latest = useRef(items)
  latest.current = items
  const options = useMemo(() => arrayOptionsOf(info.definition), [info.definition])
  const edits = useArrayEdits(scope, path, members)
  const problems = useArrayProblems({path, value, members, readOnly})
  const [openKey, setOpenKey] = useState<string | null>(null)
  const anchor = useRef<HTMLElement | null>(null)
  const container = useRef<HTMLDivElement>(null)
  const labelId = useId()
  const descriptionId = useId()

  const {references, values} = useForm()
  const referenceIds = useMemo(
    () => items.flatMap((item) => (memberOf(members, item)?.intrinsic === 'reference' && typeof item._ref === 'string' ? [item._ref] : [])),
    [items, members],
  )
  const {previews: referencePreviews} = useReferencePreviews(references, referenceIds)
  const itemText = useItemPreviewText(members, referencePreviews)
  const titleOf = useCallback(
    (key: string) => {
      const item = latest.current.find((candidate) => candidate._key === key)
      return item ? itemText(item).title : ''
    },
    [itemText],
  )
  const open = useCallback((key: string, at: HTMLElement | null) => {
    anchor.current = at ?? container.current
    setOpenKey(key)
  }, [])
  const onAction = useCallback(
    (item: KeyedItem, action: ItemAction) => {
      if (action.kind === 'remove') edits.remove(item._key)
      else if (action.kind === 'duplicate') edits.duplicate(item)
      else open(edits.insert(item._key, action.position, action.typeName), null)
    },
    [edits, open],
  )
  const onMove = useCallback((from: number, to: number) => edits.move(latest.current, from, to), [edits])
  const keyboard = useKeyboardMove({items, titleOf, onMove, container})
  // While an item is lifted by keyboard the cards show it at its new place (nothing is written yet).
  const shown = keyboard.shown
  const ids = useMemo(() => shown.map((item) => item._key), [shown])
  const close = useCallback(() => {
    // The document as it is now: an item may have been written by the same event that closes it.
    const now = openKey === null ? undefined : values.valueAt([...path, {_key: openKey}])
    const item = now && typeof now === 'object' ? (now as KeyedItem) : latest.current.find((candidate) => candidate._key === openKey)
    // ED-ARR-004: an item left as it was added (key and type only) is not kept.
    if (item && !readOnly && isEmptyItem(item)) edits.remove(item._key)
    setOpenKey(null)
  }, [edits, openKey, readOnly, values, path])

  const openItem = openKey === null ? undefined : items.find((item) => item._key === openKey)
  const openType = openItem && memberOf(members, openItem)
  const itemPath = useMemo<Path>(() => [...path, {_key: openKey ?? ''}], [path, openKey])
  const uploadHost = useArrayUploads(path, scope, members, readOnly)
  const listLabel = t('array.items', {field: info.title})
  const cardProps = {arrayPath: path, members, readOnly, sortable: options.sortable, onOpen: open, onAction, label: listLabel}

  const content = (
    <div ref={container} className={`${fieldStyles.field} ${styles.array}`} role="group" aria-labelledby={labelId} aria-describedby={info.description ? descriptionId : undefined}>
      <FieldHeader title={info.title} description={info.description} deprecated={info.deprecated} plain={{labelId, descriptionId}} />
      {problems}
      {items.length === 0 ? (
        <p className={styles.empty}>{t('array.empty')}</p>
      ) : (
        <KeyboardMoveContext.Provider value={keyboard.context}>
          <SortableItems ids={ids} layout={options.layout} titleOf={titleOf} onMove={onMove} keyboardSensor={false}>
            {options.layout === 'grid' ? (
              <ItemGrid items={shown} columns={options.columns} {...cardProps} />
            ) : (
              <ItemList items={shown} liftedIndex={keyboard.liftedIndex} {...cardProps} />
            )}
          </SortableItems>
        </KeyboardMoveContext.Provider>
      )}
      <div className={styles.announcer} role="status" aria-live="assertive" aria-atomic="true">
        {keyboard.announcement}
      </div>
      {uploadHost.waiting > 0 && (
        <p className={styles.empty} role="status">
          {t('array.uploads-waiting', {count: uploadHost.waiting})}
        </p>
      )}
      {!readOnly && <AddItemButton field={info.title} members={members} onAdd={(typeName) => open(edits.add(typeName), null)} />}
      {openItem && openType && (
        <ItemEditor
          itemPath={itemPath}
          type={openType}
          title={titleOf(openItem._key)}
          scope={scope}
          readOnly={readOnly}
          modal={options.modal}
          anchor={anchor}
          onClose={close}
        />
      )}
    </div>
  )
  return (
    <ReferencePreviewsContext.Provider value={referencePreviews}>
      {uploadHost.targets.length > 0 ? (
        // ED-ARR-030: an array of images or files takes dropped and pasted files.
        <ArrayUploadsContext.Provider value={uploadHost.uploads}>
          <FileDropTarget targets={uploadHost.targets} uploadsAllowed={uploadHost.allowed} onFiles={uploadHost.onFiles}>
            {content}
          </FileDropTarget>
        </ArrayUploadsContext.Provider>
      ) : (
        content
      )}
    </ReferencePreviewsContext.Provider>
  )
}
