// Brings a field into view and gives its first control the focus, for the validation panel. The
// field is found by the markers slot its header carries; a field on another group tab is first
// revealed by choosing the form's 'All fields' tab. A field the schema does not have (ED-FORM-007)
// is found in its object's unknown fields panel, at its remove button. A marker inside a rich-text
// block goes to that block's marker.
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
  slot.scrollIntoView({block: 'center'})
  if (slot.hasAttribute('data-block-markers')) {
    // A rich-text block's markers: its marker itself, which shows its messages, so the caret and
    // an inactive editor stay as they are. Focused once the scroll is over: a scroll closes the
    // card that focus opens.
    const marker = slot.querySelector<HTMLElement>('[tabindex]')
    requestAnimationFrame(() => requestAnimationFrame(() => marker?.focus({preventScroll: true})))
  } else controlOf(slot)?.focus()
  return true
}

/** The nearest rendered field on the path: a marker deeper than what is rendered goes to its ancestor. */
function focusNearestField(path: Path): boolean {
  for (let length = path.length; length > 0; length--) if (focusField(path.slice(0, length))) return true
  return false
}

function focusUnknownField(at: Path, fieldName: string): boolean {
  const key = pathKey(at)
  const panel = [...document.querySelectorAll<HTMLElement>('[data-unknown-fields]')].find((candidate) => candidate.dataset.unknownFields === key)
  const entry = panel && [...panel.querySelectorAll<HTMLElement>('[data-field]')].find((candidate) => candidate.dataset.field === fieldName)
  if (!panel || !entry) return false
  entry.scrollIntoView({block: 'center'})
  // Its remove button, the one thing to do about it (the value shown above it is focusable too).
  const control = entry.querySelector<HTMLElement>('button') ?? entry.querySelector<HTMLElement>(FOCUSABLE)
  control?.focus()
  return true
}

/** Runs `find`, and once more after showing every field if it found nothing on the current tab. */
function reveal(find: () => boolean): void {
  if (find()) return
  const allFields = document.querySelector<HTMLElement>(`${FORM} [role="tab"][data-key="${ALL_FIELDS_GROUP.name}"]`)
  if (!allFields) return
  allFields.click()
  requestAnimationFrame(() => void find())
}

export function revealField(path: Path): void {
  reveal(() => focusNearestField(path))
}

/** A field its object's type lacks: its entry in that object's unknown fields panel, else the object. */
export function revealUnknownField(at: Path, fieldName: string): void {
  reveal(() => focusUnknownField(at, fieldName) || focusNearestField(at))
}
