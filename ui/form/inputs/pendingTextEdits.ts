// The text inputs holding typed text back until after the paint (typedTextBuffer.ts), and what
// makes them hand it over early: any press, click, shortcut or other key that is not plain typing
// into the same input, the page being hidden, and a time limit for tabs that paint no frames.
import type {AfterPaintScheduler} from './typedTextBuffer.ts'

/** A background tab runs no animation frames: held text reaches the document this long after at most. */
export const TYPED_TEXT_MAX_HOLD_MS = 100

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

/** Registers a holder while it holds text; answers the scheduler its buffer uses. */
export function typedTextScheduler(element: () => Element | null): AfterPaintScheduler {
  return (run) => {
    listen()
    const holder: Holder = {element, flush: run}
    holders.add(holder)
    let settled = false
    let afterFrame: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      // rAF runs before the paint; a task queued from it runs after.
      afterFrame = setTimeout(run, 0)
    })
    const limit = setTimeout(run, TYPED_TEXT_MAX_HOLD_MS)
    return () => {
      if (settled) return
      settled = true
      holders.delete(holder)
      cancelAnimationFrame(frame)
      clearTimeout(afterFrame)
      clearTimeout(limit)
    }
  }
}
