// Subscribes to an Observable and lets a test wait for the next value matching a condition.
import type {Observable} from 'rxjs'

export interface Observed<T> {
  readonly values: T[]
  readonly completed: boolean
  readonly error: unknown
  /** The first value not yet taken that matches, waiting up to `timeoutMs`. */
  take<S extends T>(match: (value: T) => value is S, timeoutMs?: number): Promise<S>
  take(match?: (value: T) => boolean, timeoutMs?: number): Promise<T>
  unsubscribe(): void
}

export function observe<T>(source: Observable<T>): Observed<T> {
  const values: T[] = []
  let taken = 0
  let completed = false
  let error: unknown
  let wake: (() => void) | undefined
  const subscription = source.subscribe({
    next: (value) => {
      values.push(value)
      wake?.()
    },
    error: (err) => {
      error = err
      wake?.()
    },
    complete: () => {
      completed = true
      wake?.()
    },
  })
  return {
    values,
    get completed() {
      return completed
    },
    get error() {
      return error
    },
    async take(match: (value: T) => boolean = () => true, timeoutMs = 5000): Promise<never> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const index = values.findIndex((v, i) => i >= taken && match(v))
        if (index !== -1) {
          taken = index + 1
          return values[index] as never
        }
        if (error) throw error
        if (completed) throw new Error(`Completed without a matching value; got ${JSON.stringify(values)}`)
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`No matching value within ${timeoutMs} ms; got ${JSON.stringify(values)}`)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left)
          wake = () => {
            clearTimeout(timer)
            resolve()
          }
        })
      }
    },
    unsubscribe: () => subscription.unsubscribe(),
  }
}
