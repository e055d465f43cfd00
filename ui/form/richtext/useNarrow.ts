// Whether an element is narrower than the toolbar's collapse width (K-ED-034): measured, since the
// form's width depends on panes and the fullscreen state, not only on the window.
import {useEffect, useState, type RefObject} from 'react'
import {RICH_TEXT_TOOLBAR_COLLAPSE_PX} from '../../../core/richtext/constants.ts'

export function useNarrow(ref: RefObject<HTMLElement | null>): boolean {
  const [narrow, setNarrow] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const observer = new ResizeObserver(([entry]) => setNarrow(entry.contentRect.width < RICH_TEXT_TOOLBAR_COLLAPSE_PX))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return narrow
}
