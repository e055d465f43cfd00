// Which field holds the focus, read from the DOM: every field's header carries its markers slot
// with the field's path (FieldMarkers), so the nearest element around the focused one that holds a
// slot is the field's own wrapper, and its first slot is the field's. Inputs need not report focus.
import type {Path} from '../../core/editing/paths.ts'

/**
 * Null when no field holds the focus. An array item's editor opens in a popover outside the form's
 * DOM (its focus still bubbles through React): there the walk stops at the page's body instead.
 */
export function focusedFieldPath(focused: Element, form: Element): Path | null {
  const top = form.contains(focused) ? form : focused.ownerDocument.body
  for (let element: Element | null = focused; element && element !== top; element = element.parentElement) {
    // A field's dialog (the image tool) names the path it edits itself.
    const own = element.getAttribute('data-focus-path')
    if (own) {
      try {
        return JSON.parse(own) as Path
      } catch {
        return []
      }
    }
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
  return top === form ? [] : null
}
