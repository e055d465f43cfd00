// A text input's shown value: the text being typed while it is held back for the paint
// (typedTextBuffer.ts), the document's value otherwise.
import {useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject} from 'react'
import {createTypedTextBuffer, type TypedTextBuffer} from './typedTextBuffer.ts'
import {typedTextScheduler} from './pendingTextEdits.ts'

export interface TypedText {
  /** What the input shows. */
  text: string
  /** The input's onChange. */
  type: (text: string) => void
  /** Hands held text over now (blur). */
  flush: () => void
}

export function useTypedText(stored: string, commit: (text: string) => void, ref: RefObject<Element | null>): TypedText {
  const [held, setHeld] = useState<string | null>(null)
  const commitRef = useRef(commit)
  useEffect(() => {
    commitRef.current = commit
  }, [commit])
  const buffer = useRef<TypedTextBuffer | null>(null)
  buffer.current ??= createTypedTextBuffer(typedTextScheduler(() => ref.current), (text) => {
    // One render shows the document's value in place of the held text: no flicker between them.
    setHeld(null)
    commitRef.current(text)
  })
  const type = useCallback((text: string) => {
    setHeld(text)
    buffer.current!.type(text)
  }, [])
  const flush = useCallback(() => buffer.current!.flush(), [])
  // Leaving the form (closing the pane, navigating) never drops what was typed. A layout effect:
  // its cleanup runs before the pane's passive cleanups stop the document's machines.
  useLayoutEffect(() => () => buffer.current!.flush(), [])
  return {text: held ?? stored, type, flush}
}
