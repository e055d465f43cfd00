// The grid layout (ED-ARR-012): tiles in 2 to 4 columns, fewer when the form is narrow.
import type {CSSProperties} from 'react'
import type {KeyedItem} from '../../../core/editing/arrayPatches.ts'
import {ItemCard, type ItemCardProps} from './ItemCard.tsx'
import styles from './Arrays.module.css'

type TileProps = Omit<ItemCardProps, 'item' | 'variant'>

export function ItemGrid({items, label, columns, ...tile}: TileProps & {items: readonly KeyedItem[]; label: string; columns: number}) {
  return (
    <div className={styles.grid} role="list" aria-label={label} style={{'--array-columns': columns} as CSSProperties}>
      {items.map((item) => (
        <div key={item._key} role="listitem" className={styles.tileSlot}>
          <ItemCard item={item} variant="tile" {...tile} />
        </div>
      ))}
    </div>
  )
}
