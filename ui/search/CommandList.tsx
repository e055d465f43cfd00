// A virtualized list of choices driven from the search input (the combobox pattern): the input
// keeps focus, arrow keys move the active row, Enter chooses it. Rows are options of a listbox
// with their position in the whole list, so screen readers count all of them, not only those
// rendered.
import {useVirtualizer} from '@tanstack/react-virtual'
import {useEffect, useRef, type ReactNode} from 'react'
import {SEARCH_LIST_OVERSCAN} from '../../core/search/constants.ts'
import styles from './CommandList.module.css'

export interface CommandListProps<T> {
  id: string
  label: string
  items: readonly T[]
  rowHeight: number
  activeIndex: number
  keyOf(item: T): string
  renderItem(item: T, index: number, active: boolean): ReactNode
  onActiveIndexChange(index: number): void
  onChoose(item: T, index: number): void
  /** Called when the last row comes into view (the next page of results). */
  onEndReached?: () => void
}

export const optionIdOf = (listId: string, index: number) => `${listId}-option-${index}`

export function CommandList<T>(props: CommandListProps<T>) {
  const {id, items, rowHeight, activeIndex, onEndReached} = props
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: SEARCH_LIST_OVERSCAN,
  })
  const rows = virtualizer.getVirtualItems()

  // The active row stays in view when the keyboard moves it.
  useEffect(() => {
    if (activeIndex >= 0 && activeIndex < items.length) virtualizer.scrollToIndex(activeIndex, {align: 'auto'})
  }, [activeIndex, items.length, virtualizer])

  const lastRendered = rows.at(-1)?.index ?? -1
  useEffect(() => {
    if (onEndReached && items.length > 0 && lastRendered >= items.length - 1) onEndReached()
  }, [lastRendered, items.length, onEndReached])

  return (
    <div ref={scrollRef} className={styles.scroller}>
      <div id={id} role="listbox" aria-label={props.label} className={styles.listbox} style={{height: virtualizer.getTotalSize()}}>
        {rows.map((row) => {
          const item = items[row.index]
          const active = row.index === activeIndex
          return (
            <div
              key={props.keyOf(item)}
              id={optionIdOf(id, row.index)}
              role="option"
              aria-selected={active}
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              className={styles.option}
              data-active={active || undefined}
              style={{height: row.size, transform: `translateY(${row.start}px)`}}
              onMouseMove={() => !active && props.onActiveIndexChange(row.index)}
              onClick={() => props.onChoose(item, row.index)}
            >
              {props.renderItem(item, row.index, active)}
            </div>
          )
        })}
      </div>
    </div>
  )
}
