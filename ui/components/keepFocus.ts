// Focus that would be lost when the control holding it is replaced by another (a value cleared,
// an upload finished, a dialog closed onto a control that is gone) falls back to the page, and
// the next Tab starts from its top. These helpers put it on what replaced that control instead.
import {useLayoutEffect, useRef, type RefObject} from 'react'

const TABBABLE = 'button:not([disabled]), a[href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]'

/** Whether the focus has fallen back to the page (nothing focused, the body, or an element no longer in it). */
export function focusIsLost(): boolean {
  const active = document.activeElement
  return !active || active === document.body || !active.isConnected
}

/**
 * When `state` changes and focus is lost, focuses `target()` (by default the first tabbable
 * element inside `container`): at once, and once more on the next frame, for a dialog or menu
 * that closes with the change and hands focus back a moment later, or fails to.
 */
export function useKeepFocus(state: string, container: RefObject<HTMLElement | null>, target?: (container: HTMLElement) => HTMLElement | null): void {
  const previous = useRef(state)
  const pick = useRef(target)
  pick.current = target
  useLayoutEffect(() => {
    if (previous.current === state) return
    previous.current = state
    const rescue = () => {
      const element = container.current
      if (!element || !focusIsLost()) return
      const next = pick.current ? pick.current(element) : element.querySelector<HTMLElement>(TABBABLE)
      next?.focus()
    }
    rescue()
    const frame = requestAnimationFrame(rescue)
    return () => cancelAnimationFrame(frame)
  }, [state, container])
}
