// Holds what the editor typed into a text input until the frame showing it has been painted, then
// hands it to the document. The input shows the typed text at once; the document, its title, its
// validation and everything else reading it catch up right after the paint, so a keystroke's
// frame carries only the input's own render. Keys typed before the hand-over join it (one change
// with the latest text), and anything else the editor does first makes it hand over at once.

export interface AfterPaintScheduler {
  /** Runs `run` once, after the next frame is painted (or a bounded time later when no frame comes); answers a cancel. */
  (run: () => void): () => void
}

export interface TypedTextBuffer {
  /** The editor typed: `text` is the input's whole new value. */
  type(text: string): void
  /** Hands the held text to the document now, if any is held. */
  flush(): void
  /** The text held back, or null. */
  held(): string | null
}

export function createTypedTextBuffer(afterPaint: AfterPaintScheduler, commit: (text: string) => void): TypedTextBuffer {
  let held: string | null = null
  let cancel: (() => void) | null = null
  const flush = () => {
    if (held === null) return
    const text = held
    held = null
    cancel?.()
    cancel = null
    commit(text)
  }
  return {
    type(text) {
      held = text
      cancel ??= afterPaint(flush)
    },
    flush,
    held: () => held,
  }
}
