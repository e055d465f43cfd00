// Code an editor has not asked for yet (search, the inputs other documents use) is fetched when
// the page has settled, so the first screen never shares the network or the main thread with it
// and a later click does not wait on a download.
const SETTLE_MS = 1500
/** A performance mark at each prefetch, so a measurement can tell what the page needed from what was fetched ahead. */
export const PREFETCH_MARK = 'studio-prefetch'
const IDLE_TIMEOUT_MS = 5000

/** Runs `task` once the page has loaded, settled and the browser is idle; returns a canceller. */
export function prefetchWhenIdle(task: () => void): () => void {
  let cancelled = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let idle: number | undefined
  const schedule = () => {
    timer = setTimeout(() => {
      if (cancelled) return
      const run = () => {
        if (cancelled) return
        performance.mark(PREFETCH_MARK)
        task()
      }
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, {timeout: IDLE_TIMEOUT_MS})
      else run()
    }, SETTLE_MS)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, {once: true})
  return () => {
    cancelled = true
    window.removeEventListener('load', schedule)
    if (timer !== undefined) clearTimeout(timer)
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
  }
}
