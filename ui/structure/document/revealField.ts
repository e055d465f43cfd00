// Brings a field into view and gives its first control the focus, for the validation panel. The
// field is found by the markers slot its header carries; a field on another group tab is first
// revealed by choosing the form's 'All fields' tab.
import {ALL_FIELDS_GROUP} from '../../../core/schema/index.ts'
import {pathKey, type Path} from '../../../core/editing/paths.ts'

const FOCUSABLE = 'input, textarea, select, button, [tabindex="0"]'
/** The document form (DocumentForm.tsx): an element with the form role, not a form element. */
const FORM = '[role="form"]'

function slotOf(path: Path): HTMLElement | null {
  const key = pathKey(path)
  return [...document.querySelectorAll<HTMLElement>('[data-slot="markers"]')].find((slot) => slot.dataset.path === key) ?? null
}

/** The first control of the field around `slot`: the nearest ancestor holding one outside the slot. */
function controlOf(slot: HTMLElement): HTMLElement | null {
  for (let node = slot.parentElement; node && !node.matches(FORM); node = node.parentElement) {
    const control = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)].find((candidate) => !slot.contains(candidate))
    if (control) return control
  }
  return null
}

function focusField(path: Path): boolean {
  const slot = slotOf(path)
  if (!slot) return false
  const control = controlOf(slot)
  slot.scrollIntoView({block: 'center'})
  control?.focus()
  return true
}

export function revealField(path: Path): void {
  // A marker on a field deeper than what is rendered falls back to the nearest rendered ancestor.
  for (let length = path.length; length > 0; length--) if (focusField(path.slice(0, length))) return
  const allFields = document.querySelector<HTMLElement>(`${FORM} [role="tab"][data-key="${ALL_FIELDS_GROUP.name}"]`)
  if (!allFields) return
  allFields.click()
  requestAnimationFrame(() => {
    for (let length = path.length; length > 0; length--) if (focusField(path.slice(0, length))) return
  })
}
