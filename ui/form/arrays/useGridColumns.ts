// The column count of one array grid, kept in step with its width by a ResizeObserver. The count is
// state (not a CSS auto-fill) because keyboard reordering needs it: ArrowDown in a grid moves an
// item one row, that is `columns` places. A resize that keeps the count renders nothing.
import {useLayoutEffect, useState, type RefObject} from 'react'
import {gridColumnsFor} from './gridColumns.ts'

export function useGridColumns(grid: RefObject<HTMLElement | null>, max: number): number {
  const [columns, setColumns] = useState(max)
  useLayoutEffect(() => {
    const element = grid.current
    if (!element) return
    const measure = (width: number) => {
      // A grid on a hidden group tab has no width: it keeps its count until it is shown.
      if (width <= 0) return
      const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0
      setColumns(gridColumnsFor(width, max, gap))
    }
    // Measured before the first paint, so a narrow form never flashes the configured count.
    measure(element.clientWidth)
    const observer = new ResizeObserver((entries) => measure(entries[0]?.contentRect.width ?? 0))
    observer.observe(element)
    return () => observer.disconnect()
  }, [grid, max])
  return columns
}
