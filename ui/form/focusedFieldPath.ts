// Which field holds the focus, read from the DOM: every field's header carries its markers slot
// with the field's path (FieldMarkers), so the nearest element around the focused one that holds a
// slot is the field's own wrapper, and its first slot is the field's. Inputs need not report focus.
import type {Path} from '../../core/editing/paths.ts'

/** Null when the focus is outside the form's DOM (a popover of a field, portalled but bubbling through React). */
export function focusedFieldPath(focused: Element, form: Element): Path | null {
  if (!form.contains(focused)) return null
  for (let element: Element | null = focused; element && element !== form; element = element.parentElement) {
    const slot = element.querySelector('[data-slot="markers"][data-path]')
    const raw = slot?.getAttribute('data-path')
    if (raw) {
      try {
        return JSON.parse(raw) as Path
      } catch {
        return []
      }
    }
  }
  return []
}
