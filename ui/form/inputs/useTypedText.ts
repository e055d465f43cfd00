// A text input's shown value: the text being typed while it is held back until typing pauses
// (typedTextBuffer.ts), the document's value otherwise. Someone else's change arriving while text
// is held is merged under it (core mergeTypedText): shown at once, and kept when the held text
// goes to the document.
import {useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject} from 'react'
import {mergeTypedText} from '../../../core/editing/index.ts'
import {createTypedTextBuffer, type TypedTextBuffer} from './typedTextBuffer.ts'
import {typedTextTimer} from './pendingTextEdits.ts'
import {typingPause} from '../../app/typingPause.ts'

export interface TypedText {
  /** What the input shows. */
  text: string
  /** The input's onChange. */
  type: (text: string) => void
  /** Hands held text over now (blur). */
  flush: () => void
}

interface Held {
  /** The document's value the held text was typed on. */
  base: string
  text: string
}

export function useTypedText(stored: string, commit: (text: string) => void, ref: RefObject<Element | null>): TypedText {
  const [held, setHeld] = useState<Held | null>(null)
  const heldRef = useRef<Held | null>(null)
  const storedRef = useRef(stored)
  const commitRef = useRef(commit)
  useLayoutEffect(() => {
    storedRef.current = stored
  }, [stored])
  useEffect(() => {
    commitRef.current = commit
  }, [commit])
  const hold = (next: Held | null) => {
    heldRef.current = next
    setHeld(next)
  }
  const buffer = useRef<TypedTextBuffer | null>(null)
  buffer.current ??= createTypedTextBuffer(typedTextTimer(() => ref.current), () => {
    const current = heldRef.current
    if (!current) return
    // One render shows the document's value in place of the held text: no flicker between them.
    hold(null)
    commitRef.current(mergeTypedText(current.base, current.text, storedRef.current))
  })
  const type = useCallback((text: string) => {
    typingPause.noteTyping()
    // The input showed the document's value, or held text merged onto it: either way the new text
    // was typed on the document's value as it is now.
    hold({base: storedRef.current, text})
    buffer.current!.type(text)
  }, [])
  const flush = useCallback(() => buffer.current!.flush(), [])
  // Leaving the form (closing the pane, navigating) never drops what was typed. A layout effect:
  // its cleanup runs before the pane's passive cleanups stop the document's machines.
  useLayoutEffect(() => () => buffer.current!.flush(), [])
  const text = useMemo(() => (held ? mergeTypedText(held.base, held.text, stored) : stored), [held, stored])
  return {text, type, flush}
}
