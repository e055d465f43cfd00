// An rxjs operator that holds values back while the editor types (ui/app/typingPause.ts) and
// passes on the latest once typing pauses, or after `maxWaitMs` at the latest. With nobody typing a
// value passes at once.
import {Observable, type MonoTypeOperatorFunction} from 'rxjs'
import type {TypingPause} from '../app/typingPause.ts'

export function holdWhileTyping<T>(pause: TypingPause, maxWaitMs: number): MonoTypeOperatorFunction<T> {
  return (source) =>
    new Observable<T>((subscriber) => {
      let held: {value: T} | null = null
      let cancelWait: (() => void) | null = null
      const release = () => {
        cancelWait = null
        const {value} = held!
        held = null
        subscriber.next(value)
      }
      const subscription = source.subscribe({
        next(value) {
          held = {value}
          if (cancelWait) return
          const cancel = pause.whenPaused(release, maxWaitMs)
          // Released at once (nobody typing): nothing is left waiting.
          if (held !== null) cancelWait = cancel
        },
        error(error) {
          cancelWait?.()
          subscriber.error(error)
        },
        complete() {
          cancelWait?.()
          if (held) subscriber.next(held.value)
          subscriber.complete()
        },
      })
      return () => {
        cancelWait?.()
        subscription.unsubscribe()
      }
    })
}
