// At most `max` tasks in flight (K-ED-024, K-ED-025); the rest wait in arrival order. A finishing
// task hands its slot straight to the next waiter, so a newcomer can never squeeze in between.
export type Limiter = <T>(task: () => Promise<T>) => Promise<T>

export function concurrencyLimit(max: number): Limiter {
  if (!(max >= 1)) throw new RangeError(`concurrency must be at least 1, got ${max}`)
  let active = 0
  const waiting: (() => void)[] = []
  return async (task) => {
    if (active < max) active++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else active--
    }
  }
}
