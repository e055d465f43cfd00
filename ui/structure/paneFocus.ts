// When panes open or close and the focus was on something that went with them, it would fall back
// to the page. It is put where the editor's attention now is instead: the list's row of the
// document just closed (or the list); for a document opened beside another from a reference field
// (Create new), that field's card; else the last pane's heading (SH-ROUTE-052).
import {useRef, type RefObject} from 'react'
import {useKeepFocus} from '../components/keepFocus.ts'

export function usePaneFocusRescue(paneKeys: readonly string[], tool: RefObject<HTMLElement | null>, openDocumentId: string | null, openChildId: string | null): void {
  // The last ids seen open: after a close they name what was closed.
  const lastOpen = useRef<string | null>(null)
  const lastChild = useRef<string | null>(null)
  if (openDocumentId) lastOpen.current = openDocumentId
  if (openChildId) lastChild.current = openChildId
  useKeepFocus(paneKeys.join('\n'), tool, (element) => focusTargetIn(element, lastOpen.current, lastChild.current))
}

function focusTargetIn(tool: HTMLElement, closedId: string | null, closedChildId: string | null): HTMLElement | null {
  const panes = tool.querySelectorAll<HTMLElement>('[data-pane]')
  const last = panes[panes.length - 1]
  if (!last) return null
  const grid = last.querySelector<HTMLElement>('[role="grid"]')
  if (grid) {
    const row = closedId ? grid.querySelector<HTMLElement>(`[role="row"][data-key="${CSS.escape(closedId)}"]`) : null
    return row ?? grid
  }
  const card = closedChildId ? last.querySelector<HTMLElement>(`[data-reference-to="${CSS.escape(closedChildId)}"]`) : null
  return card?.querySelector<HTMLElement>('[data-focus-target]') ?? paneHeadingIn(last)
}

/** A pane's heading, made focusable from script only: it is no stop of the Tab order. */
export function paneHeadingIn(pane: HTMLElement): HTMLElement | null {
  const heading = pane.querySelector<HTMLElement>('h2')
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1
  return heading
}
