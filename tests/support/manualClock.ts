// A clock a test moves by hand: timers fire, in order, as time passes them.

export function manualClock() {
  let now = 0
  let timers: {at: number; run: () => void; id: number}[] = []
  let ids = 0
  return {
    clock: {
      now: () => now,
      setTimer: (run: () => void, ms: number) => {
        const id = ++ids
        timers.push({at: now + ms, run, id})
        return id
      },
      clearTimer: (id: unknown) => {
        timers = timers.filter((timer) => timer.id !== id)
      },
    },
    advance(ms: number) {
      const until = now + ms
      for (;;) {
        const next = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0]
        if (!next) break
        timers = timers.filter((timer) => timer !== next)
        now = next.at
        next.run()
      }
      now = until
    },
    pending: () => timers.length,
  }
}
