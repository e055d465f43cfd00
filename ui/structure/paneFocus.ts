// When panes open or close and the focus was on something that went with them, it falls back to
// the page and the next Tab starts from its top. It is put where the editor's attention now is
// instead: the list's row of the document just closed (or the list), else the last pane's heading.
import {useLayoutEffect, useRef, type RefObject} from 'react'

export function usePaneFocusRescue(paneKeys: readonly string[], tool: RefObject<HTMLElement | null>, closedDocumentId: string | null): void {
  const previous = useRef(paneKeys.join('\n'))
  const lastClosed = useRef<string | null>(null)
  const joined = paneKeys.join('\n')
  if (closedDocumentId) lastClosed.current = closedDocumentId
  useLayoutEffect(() => {
    if (previous.current === joined) return
    previous.current = joined
    const rescue = () => {
      if (!focusIsLost() || !tool.current) return
      const target = focusTargetIn(tool.current, lastClosed.current)
      target?.focus({preventScroll: false})
    }
    rescue()
    // A dialog or menu that closes with the change hands focus back a moment later, or fails to.
    const frame = requestAnimationFrame(rescue)
    return () => cancelAnimationFrame(frame)
  }, [joined, tool])
}

function focusIsLost(): boolean {
  const active = document.activeElement
  return !active || active === document.body || !active.isConnected
}

function focusTargetIn(tool: HTMLElement, closedId: string | null): HTMLElement | null {
  const panes = tool.querySelectorAll<HTMLElement>('[data-pane]')
  const last = panes[panes.length - 1]
  if (!last) return null
  const grid = last.querySelector<HTMLElement>('[role="grid"]')
  if (grid) {
    const row = closedId ? grid.querySelector<HTMLElement>(`[role="row"][data-key="${CSS.escape(closedId)}"]`) : null
    return row ?? grid
  }
  const heading = last.querySelector<HTMLElement>('h2')
  // A heading is no stop of the Tab order: it only takes focus from here.
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1
  return heading
}
