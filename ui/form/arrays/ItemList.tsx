// The list layout (ED-ARR-010): only the rows in view (and a few around them) are mounted, between
// two spacers that stand in for the rest, so a 1,000-item array costs what fifteen rows cost.
import {useVirtualizer} from '@tanstack/react-virtual'
import {useRef} from 'react'
import {ARRAY_OVERSCAN_ROWS, ARRAY_ROW_ESTIMATE_PX} from '../../../core/editing/arrayConstants.ts'
import type {KeyedItem} from '../../../core/editing/arrayPatches.ts'
import {ItemCard, type ItemCardProps} from './ItemCard.tsx'
import styles from './Arrays.module.css'

type RowProps = Omit<ItemCardProps, 'item' | 'variant'>

export function ItemList({items, label, ...row}: RowProps & {items: readonly KeyedItem[]; label: string}) {
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ARRAY_ROW_ESTIMATE_PX,
    overscan: ARRAY_OVERSCAN_ROWS,
    getItemKey: (index) => items[index]._key,
  })
  const rows = virtualizer.getVirtualItems()
  // Before the first measurement no row is in range: the lower spacer then holds the estimated
  // height, which gives the scroller the size that brings the first rows into range.
  const before = rows[0]?.start ?? 0
  const after = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0)
  return (
    <div ref={scroller} className={styles.scroller} role="list" aria-label={label}>
      <div style={{height: before}} aria-hidden="true" />
      {rows.map((virtual) => (
        <div key={virtual.key} ref={virtualizer.measureElement} data-index={virtual.index} role="listitem" className={styles.rowSlot}>
          <ItemCard item={items[virtual.index]} variant="row" {...row} />
        </div>
      ))}
      <div style={{height: after}} aria-hidden="true" />
    </div>
  )
}
