// When the editor last typed, and a way to hold background updates until typing pauses. Work that
// redraws much of the screen for something that can wait (the document list after each save)
// would otherwise land in the middle of typing and hold a keystroke's frame back.

/** Typing has paused once no key was typed for this long. */
export const TYPING_PAUSE_MS = 700

export interface TypingPause {
  /** A key was typed into a text input. */
  noteTyping(): void
  /**
   * Runs `run` once typing has paused, and at the latest `maxWaitMs` from now; at once when
   * nobody is typing. Answers a cancel.
   */
  whenPaused(run: () => void, maxWaitMs: number): () => void
}

export interface TypingPauseClock {
  now(): number
  setTimer(run: () => void, ms: number): unknown
  clearTimer(timer: unknown): void
}

export function createTypingPause(clock: TypingPauseClock): TypingPause {
  let lastTypedAt = Number.NEGATIVE_INFINITY
  return {
    noteTyping() {
      lastTypedAt = clock.now()
    },
    whenPaused(run, maxWaitMs) {
      const deadline = clock.now() + maxWaitMs
      let timer: unknown = null
      let done = false
      const check = () => {
        timer = null
        const now = clock.now()
        const quietAt = lastTypedAt + TYPING_PAUSE_MS
        if (now >= quietAt || now >= deadline) {
          done = true
          run()
          return
        }
        timer = clock.setTimer(check, Math.min(quietAt, deadline) - now)
      }
      check()
      return () => {
        if (done) return
        done = true
        if (timer !== null) clock.clearTimer(timer)
      }
    },
  }
}

/** The studio's one typing pause, on the page's clock. */
export const typingPause: TypingPause = createTypingPause({
  now: () => performance.now(),
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
})
