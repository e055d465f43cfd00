// Focus that would be lost when the control holding it is replaced by another (a value cleared,
// an upload finished, a dialog closed onto a control that is gone) falls back to the page, and
// the next Tab starts from its top. These helpers put it on what replaced that control instead.
import {useLayoutEffect, useRef, type RefObject} from 'react'

/** Whether the focus has fallen back to the page (nothing focused, the body, or an element no longer in it). */
function focusIsLost(): boolean {
  const active = document.activeElement
  return !active || active === document.body || !active.isConnected
}

/**
 * When `state` changes and focus is lost, focuses `target(container)`: at once, and once more on
 * the next frame, for a dialog or menu that closes with the change and hands focus back a moment
 * later, or fails to.
 */
export function useKeepFocus(state: string, container: RefObject<HTMLElement | null>, target: (container: HTMLElement) => HTMLElement | null): void {
  const previous = useRef(state)
  const pick = useRef(target)
  pick.current = target
  useLayoutEffect(() => {
    if (previous.current === state) return
    previous.current = state
    const rescue = () => {
      const element = container.current
      if (!element || !focusIsLost()) return
      pick.current(element)?.focus()
    }
    rescue()
    const frame = requestAnimationFrame(rescue)
    return () => cancelAnimationFrame(frame)
  }, [state, container])
}

/**
 * Focus inside `container` whose element is taken out of the page (a list row whose item went, a
 * virtualized row recycled later than any render) goes to `target(container)` instead of the page.
 * Watched with a MutationObserver, since removal fires no focus event in every browser.
 */
export function useKeepFocusWithin(container: RefObject<HTMLElement | null>, target: (container: HTMLElement) => HTMLElement | null): void {
  const pick = useRef(target)
  pick.current = target
  useLayoutEffect(() => {
    const element = container.current
    if (!element) return
    let inside = element.contains(document.activeElement)
    const onFocusIn = (event: FocusEvent) => {
      inside = event.target instanceof Node && element.contains(event.target)
    }
    const observer = new MutationObserver(() => {
      if (inside && focusIsLost()) pick.current(element)?.focus()
    })
    observer.observe(element, {childList: true, subtree: true})
    document.addEventListener('focusin', onFocusIn)
    return () => {
      observer.disconnect()
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [container])
}
