// The grid layout (ED-ARR-012): tiles in up to the configured 2 to 4 columns, as many as fit the
// grid's width at the minimum card width (gridColumns.ts), never fewer than two.
import {useRef, type CSSProperties} from 'react'
import type {KeyedItem} from '../../../core/editing/arrayPatches.ts'
import {ItemCard, type ItemCardProps} from './ItemCard.tsx'
import {useGridColumns} from './useGridColumns.ts'
import styles from './Arrays.module.css'

type TileProps = Omit<ItemCardProps, 'item' | 'variant'>

export function ItemGrid({items, label, columns, ...tile}: TileProps & {items: readonly KeyedItem[]; label: string; columns: number}) {
  const grid = useRef<HTMLDivElement>(null)
  const shown = useGridColumns(grid, columns)
  return (
    // data-columns tells the keyboard move how far up and down go (useKeyboardMove.ts).
    <div ref={grid} className={styles.grid} role="list" aria-label={label} data-columns={shown} style={{'--array-columns': shown} as CSSProperties}>
      {items.map((item) => (
        <div key={item._key} role="listitem" className={styles.tileSlot}>
          <ItemCard item={item} variant="tile" {...tile} />
        </div>
      ))}
    </div>
  )
}
