// Cooperative time slicing for long pure work in a single-threaded host: callers ask at each
// checkpoint whether the current slice is used up; if it is, they wait for one shared turn of the
// host (a new macrotask, so pending input and frames go first) and the next slice starts.

// Every runtime we target has a monotonic clock; core/ has no DOM lib to type it.
declare const performance: {now(): number}

export interface TimeSlicer {
  /** null while the slice lasts (go on at once); otherwise a promise of the next slice. */
  checkpoint(): Promise<void> | null
}

const NEVER_YIELDS: TimeSlicer = {checkpoint: () => null}

export function timeSlicer(yieldToHost: (() => Promise<void>) | undefined, sliceMs: number, now: () => number = () => performance.now()): TimeSlicer {
  if (!yieldToHost) return NEVER_YIELDS
  let sliceStarted = now()
  let turn: Promise<void> | null = null
  // Whether someone has already gone on in the current slice: the first to resume after a turn
  // always does, so the work advances even when a single step outlasts the slice.
  let claimed = true
  const nextTurn = (): Promise<void> => {
    // Everyone over budget waits for the same turn, which starts the next slice.
    turn ??= yieldToHost().then(() => {
      turn = null
      sliceStarted = now()
      claimed = false
    })
    return turn
  }
  const wait = async (): Promise<void> => {
    // Waiters resume one after another in the same macrotask: after the first, each checks the budget.
    for (;;) {
      await nextTurn()
      if (!claimed) {
        claimed = true
        return
      }
      if (now() - sliceStarted < sliceMs) return
    }
  }
  return {
    checkpoint: () => (now() - sliceStarted >= sliceMs ? wait() : null),
  }
}
