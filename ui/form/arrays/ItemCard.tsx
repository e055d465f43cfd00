// One item of an object array: a drag handle, its preview (activating it opens the item, ED-ARR-020)
// and its menu. Memoised on the item: an edit inside one item re-renders that card only.
import {useSortable} from '@dnd-kit/sortable'
import {memo, useRef, type CSSProperties} from 'react'
import {Button} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import type {KeyedItem} from '../../../core/editing/arrayPatches.ts'
import type {CompiledType} from '../../../core/schema/index.ts'
import {itemPreviewOf, memberOf, typeTitleOf} from './arrayItems.ts'
import {DragHandleIcon} from './arrayIcons.tsx'
import {ItemMenu, type ItemAction} from './ItemMenu.tsx'
import {MarkerIcon} from '../MarkerIcon.tsx'
import {useItemMarkerLevel} from './useItemMarkerLevel.ts'
import type {Path} from '../../../core/editing/paths.ts'
import styles from './Arrays.module.css'

export interface ItemCardProps {
  item: KeyedItem
  /** The array's path, so the card can sum up the markers of its item. */
  arrayPath: Path
  members: readonly CompiledType[]
  /** No handle and no menu (ED-ARR-026), or no handle (ED-ARR-011). */
  readOnly: boolean
  sortable: boolean
  variant: 'row' | 'tile'
  onOpen: (key: string, anchor: HTMLElement | null) => void
  onAction: (item: KeyedItem, action: ItemAction) => void
}

export const ItemCard = memo(function ItemCard({item, arrayPath, members, readOnly, sortable, variant, onOpen, onAction}: ItemCardProps) {
  const {t} = useTranslation('form')
  const level = useItemMarkerLevel(arrayPath, item._key)
  const type = memberOf(members, item)
  const preview = itemPreviewOf(type, item)
  const typeTitle = type ? typeTitleOf(type) : (item._type ?? '')
  const title = preview.title ?? (typeTitle || t('array.item-untitled'))
  // The type names the item under its title when the array mixes types, unless it is the title.
  const subtitle = preview.subtitle ?? (members.length > 1 && preview.title ? typeTitle : null)
  const draggable = sortable && !readOnly
  const {attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging} = useSortable({id: item._key, disabled: !draggable})
  const style: CSSProperties = {
    transform: transform ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)` : undefined,
    transition,
  }
  const card = useRef<HTMLDivElement | null>(null)
  return (
    <div
      ref={(node) => {
        card.current = node
        setNodeRef(node)
      }}
      className={styles.card}
      data-variant={variant}
      data-dragging={isDragging || undefined}
      data-key={item._key}
      // An item with errors takes the critical tone, with warnings the caution tone (ED-VAL-007).
      data-level={level ?? undefined}
      style={style}
    >
      {draggable && (
        // A native button: dnd-kit needs its raw pointer and key listeners, which React Aria's
        // Button (press events) would swallow.
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={t('array.item-drag', {title})}
        >
          <DragHandleIcon />
        </button>
      )}
      <Button className={styles.preview} aria-label={t('array.item-open', {title})} onPress={() => onOpen(item._key, card.current)}>
        <span className={styles.title}>{title}</span>
        {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
      </Button>
      {level && (
        <span role="img" className={styles.level} data-level={level} aria-label={t(`array.item-level.${level}`)}>
          <MarkerIcon level={level} />
        </span>
      )}
      {!readOnly && <ItemMenu title={title} members={members} typeName={type?.name ?? members[0]?.name ?? ''} onAction={(action) => onAction(item, action)} />}
    </div>
  )
})
