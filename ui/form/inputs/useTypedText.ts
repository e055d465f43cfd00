// A text input's typed text, held back until typing pauses (typedTextBuffer.ts). While the editor
// types, the input keeps its own text: a keystroke runs no React render at all, so its frame is the
// browser's own, as a bare input's is. The document's value reaches the input only when it changes
// (someone else's edit, a restore, the held text coming back from the document) and at each
// hand-over; someone else's change arriving while text is held is merged under it (core
// mergeTypedText): shown at once, caret kept, and kept when the held text goes to the document.
import {useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type RefObject} from 'react'
import {mergeTypedText} from '../../../core/editing/index.ts'
import {showTextKeepingCaret} from './caret.ts'
import {createTypedTextBuffer, type TypedTextBuffer} from './typedTextBuffer.ts'
import {typedTextTimer} from './pendingTextEdits.ts'
import {typingPause} from '../../app/typingPause.ts'

export interface TypedText {
  /** The input's text when it mounts; after that the input owns its text and this hook writes it. */
  initial: string
  /** The input's change handler, with the input's whole new text. */
  type: (text: string) => void
  /** Hands held text over now (blur). */
  flush: () => void
}

interface Held {
  /** The document's value the held text was typed on. */
  base: string
  text: string
}

export function useTypedText(
  stored: string,
  commit: (text: string) => void,
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
): TypedText {
  const [initial] = useState(stored)
  const held = useRef<Held | null>(null)
  const storedRef = useRef(stored)
  const commitRef = useRef(commit)
  useEffect(() => {
    commitRef.current = commit
  }, [commit])
  // Each hand-over renders once, so the input shows the document's value afterwards even when the
  // document did not take the text as typed (an empty text unsets the field).
  const [handOvers, handedOver] = useReducer((count: number) => count + 1, 0)
  const buffer = useRef<TypedTextBuffer | null>(null)
  buffer.current ??= createTypedTextBuffer(typedTextTimer(() => ref.current), () => {
    const current = held.current
    if (!current) return
    held.current = null
    handedOver()
    commitRef.current(mergeTypedText(current.base, current.text, storedRef.current))
  })
  useLayoutEffect(() => {
    storedRef.current = stored
    const element = ref.current
    if (!element) return
    const current = held.current
    showTextKeepingCaret(element, current ? mergeTypedText(current.base, current.text, stored) : stored)
  }, [stored, handOvers, ref])
  const type = useCallback((text: string) => {
    typingPause.noteTyping()
    // The input showed the document's value, or held text merged onto it: either way the new text
    // was typed on the document's value as it is now.
    held.current = {base: storedRef.current, text}
    buffer.current!.type(text)
  }, [])
  const flush = useCallback(() => buffer.current!.flush(), [])
  // Leaving the form (closing the pane, navigating) never drops what was typed. A layout effect:
  // its cleanup runs before the pane's passive cleanups stop the document's machines.
  useLayoutEffect(() => () => buffer.current!.flush(), [])
  return {initial, type, flush}
}
