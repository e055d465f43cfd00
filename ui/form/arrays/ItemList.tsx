// The list layout (ED-ARR-010): only the rows in view (and a few around them) are mounted, between
// spacers that stand in for the rest, so a 1,000-item array costs what fifteen rows cost. An item
// lifted by keyboard (ED-ARR-014) stays mounted wherever it goes and is scrolled into view.
import {defaultRangeExtractor, useVirtualizer, type Range} from '@tanstack/react-virtual'
import {useCallback, useLayoutEffect, useRef, type ReactNode} from 'react'
import {ARRAY_OVERSCAN_ROWS, ARRAY_ROW_ESTIMATE_PX} from '../../../core/editing/arrayConstants.ts'
import type {KeyedItem} from '../../../core/editing/arrayPatches.ts'
import {ItemCard, type ItemCardProps} from './ItemCard.tsx'
import styles from './Arrays.module.css'

type RowProps = Omit<ItemCardProps, 'item' | 'variant'>

interface ItemListProps extends RowProps {
  items: readonly KeyedItem[]
  label: string
  /** The position of the item being moved by keyboard: mounted even outside the window, and revealed. */
  liftedIndex?: number | null
}

export function ItemList({items, label, liftedIndex = null, ...row}: ItemListProps) {
  const scroller = useRef<HTMLDivElement>(null)
  // The lifted row holds the focus: unmounting it would drop the focus and end the move.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      if (liftedIndex === null || indexes.includes(liftedIndex)) return indexes
      return [...indexes, liftedIndex].sort((a, b) => a - b)
    },
    [liftedIndex],
  )
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ARRAY_ROW_ESTIMATE_PX,
    overscan: ARRAY_OVERSCAN_ROWS,
    getItemKey: (index) => items[index]._key,
    rangeExtractor,
  })
  useLayoutEffect(() => {
    if (liftedIndex !== null) virtualizer.scrollToIndex(liftedIndex, {align: 'auto'})
  }, [liftedIndex, virtualizer])

  const rows = virtualizer.getVirtualItems()
  // Before the first measurement no row is in range: the last spacer then holds the estimated
  // height, which gives the scroller the size that brings the first rows into range. A lifted row
  // far from the window leaves a gap, which gets a spacer of its own.
  const parts: ReactNode[] = []
  let end = 0
  rows.forEach((virtual, at) => {
    if (at === 0 || virtual.start > end) parts.push(<div key={at === 0 ? 'before' : `gap-${virtual.index}`} style={{height: virtual.start - end}} aria-hidden="true" />)
    parts.push(
      <div key={virtual.key} ref={virtualizer.measureElement} data-index={virtual.index} role="listitem" className={styles.rowSlot}>
        <ItemCard item={items[virtual.index]} variant="row" {...row} />
      </div>,
    )
    end = virtual.end
  })
  return (
    <div ref={scroller} className={styles.scroller} role="list" aria-label={label}>
      {parts}
      <div style={{height: virtualizer.getTotalSize() - end}} aria-hidden="true" />
    </div>
  )
}
