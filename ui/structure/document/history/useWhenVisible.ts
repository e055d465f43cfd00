// Calls `onVisible` each time the element comes into view in its scroll area: how the history
// reads older pages as the editor scrolls down to them (the button beside it stays the keyboard
// path).
import {useEffect, useRef} from 'react'

export function useWhenVisible<T extends Element>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<T>(null)
  const callback = useRef(onVisible)
  callback.current = onVisible
  useEffect(() => {
    const element = ref.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [enabled])
  return ref
}
