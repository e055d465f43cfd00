// A dialog that edits fields starts with focus in its first field, so the keys an editor types right
// after opening it land there, as in the link popover's Address. React Aria's Dialog focuses the
// dialog itself when nothing inside asks for focus; the fields may also arrive after the dialog
// (an input's code loads on first use), so the first one is waited for. Focus an editor has put
// somewhere inside meanwhile (Tab to Close, a field that focuses itself) is left where it is.
import {useEffect, useRef, type ReactNode} from 'react'
import styles from './FocusFirstField.module.css'

const TABBABLE = [
  'input:not([type="hidden"]):not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  'button:not([disabled])',
  'a[href]',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

const shown = (element: HTMLElement) => element.getClientRects().length > 0 && !element.closest('[inert]')

/** Wraps a dialog's fields (laid out by the dialog: the wrapper has no box of its own). */
export function FocusFirstField({children}: {children: ReactNode}) {
  const fields = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const area = fields.current
    if (!area) return
    const dialog = area.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]') ?? area
    // Focus is still the opener's (outside the dialog) or the dialog's own.
    const owed = () => {
      const active = area.ownerDocument.activeElement
      return active === null || active === dialog || !dialog.contains(active)
    }
    const settle = (): boolean => {
      if (!owed()) return true
      const first = Array.from(area.querySelectorAll<HTMLElement>(TABBABLE)).find(shown)
      first?.focus()
      return first !== undefined
    }
    if (settle()) return
    const observer = new MutationObserver(() => settle() && observer.disconnect())
    observer.observe(area, {childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', 'tabindex', 'hidden', 'style', 'class']})
    return () => observer.disconnect()
  }, [])
  return (
    <div ref={fields} className={styles.fields}>
      {children}
    </div>
  )
}
