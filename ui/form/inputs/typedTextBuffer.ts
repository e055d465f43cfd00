// Holds what the editor typed into a text input while they keep typing, and hands it to the
// document once typing pauses (or the hold has lasted its limit). The input shows the typed text at
// once; the document, its title, its validation and everything else reading it catch up in one go
// at the pause, so a keystroke's frame carries only the input's own render and no second frame
// follows each key. Keys typed before the hand-over join it (one change with the latest text), and
// anything else the editor does first makes it hand over at once.

export interface HandOverTimer {
  /**
   * A key was typed while text is held: arranges `run` for when typing pauses, pushing back any
   * earlier arrangement, but never past the hold's limit counted from the first key held.
   */
  typed(run: () => void): void
  /** The held text has gone over: nothing is due until the next key starts a new hold. */
  stop(): void
}

export interface TypedTextBuffer {
  /** The editor typed: `text` is the input's whole new value. */
  type(text: string): void
  /** Hands the held text to the document now, if any is held. */
  flush(): void
  /** The text held back, or null. */
  held(): string | null
}

export function createTypedTextBuffer(timer: HandOverTimer, commit: (text: string) => void): TypedTextBuffer {
  let held: string | null = null
  const flush = () => {
    if (held === null) return
    const text = held
    held = null
    timer.stop()
    commit(text)
  }
  return {
    type(text) {
      held = text
      timer.typed(flush)
    },
    flush,
    held: () => held,
  }
}
