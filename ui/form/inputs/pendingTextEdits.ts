// The text inputs holding typed text back while the editor types (typedTextBuffer.ts), when they
// hand it over on their own (a pause in typing, or the hold's limit), and what makes them hand it
// over early: any press, click, shortcut or other key that is not plain typing into the same
// input, and the page being hidden.
import type {HandOverTimer} from './typedTextBuffer.ts'

/** Typing has paused once no key came for this long: held text then goes to the document. */
export const TYPED_TEXT_PAUSE_MS = 150
/**
 * Held text reaches the document this long after its first key at the latest, however fast the
 * editor keeps typing: the pair saves at most once a second anyway (COMMIT_THROTTLE_MS), so others
 * see the text about as soon as before. (Handing it over with the key that finds the limit passed,
 * inside that key's frame, measured worse: the heavier frame came late and the keys after it
 * waited for the frame clock's ticks.)
 */
export const TYPED_TEXT_MAX_HOLD_MS = 1000

interface Holder {
  element: () => Element | null
  flush: () => void
}

const holders = new Set<Holder>()
let listening = false

export function flushAllTypedText(): void {
  for (const holder of [...holders]) holder.flush()
}

/** Keys that only edit the text being typed; composition keys (IME, dead keys) included. */
const EDITING_KEYS = new Set(['Backspace', 'Delete', 'Dead', 'Process', 'Unidentified'])

/**
 * Typing a character or deleting one in the same input keeps the text held; any other key (Enter,
 * Escape, Tab, a shortcut) may act on the document (submit, close a dialog, publish), so it does
 * not wait.
 */
function isPlainTypingInto(event: KeyboardEvent, holder: Holder): boolean {
  if (event.target !== holder.element() || event.ctrlKey || event.metaKey || event.altKey) return false
  return event.key.length === 1 || EDITING_KEYS.has(event.key)
}

function listen(): void {
  if (listening || typeof window === 'undefined') return
  listening = true
  // Capture phase: the hand-over happens before any handler of the press acts on the document.
  window.addEventListener(
    'keydown',
    (event) => {
      for (const holder of [...holders]) if (!isPlainTypingInto(event, holder)) holder.flush()
    },
    {capture: true},
  )
  window.addEventListener('pointerdown', flushAllTypedText, {capture: true})
  window.addEventListener('pagehide', flushAllTypedText)
  document.addEventListener('visibilitychange', flushAllTypedText)
}

/** The hand-over timer of one input: registers it as a holder while it holds text. */
export function typedTextTimer(element: () => Element | null): HandOverTimer {
  let holder: Holder | null = null
  let pause: ReturnType<typeof setTimeout> | undefined
  let limit: ReturnType<typeof setTimeout> | undefined
  const stop = () => {
    if (holder) holders.delete(holder)
    holder = null
    clearTimeout(pause)
    clearTimeout(limit)
  }
  return {
    typed(run) {
      listen()
      if (!holder) {
        holder = {element, flush: run}
        holders.add(holder)
        limit = setTimeout(run, TYPED_TEXT_MAX_HOLD_MS)
      }
      clearTimeout(pause)
      pause = setTimeout(run, TYPED_TEXT_PAUSE_MS)
    },
    stop,
  }
}
