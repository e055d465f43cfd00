// The ports accept any object shaped like an AbortSignal (core/ has no DOM types); fetch needs a real one.
import type {CancelSignal} from '../../core/ports.ts'

export interface LinkedSignal {
  signal: AbortSignal
  /** Aborts the linked signal itself, e.g. when a stream's subscriber leaves. */
  abort(reason?: unknown): void
}

/** An AbortSignal that aborts when `outer` does, and can also be aborted on its own. */
export function linkSignal(outer?: CancelSignal): LinkedSignal {
  const controller = new AbortController()
  if (outer) {
    if (outer.aborted) controller.abort(reasonOf(outer))
    else outer.addEventListener('abort', () => controller.abort(reasonOf(outer)))
  }
  return {signal: controller.signal, abort: (reason) => controller.abort(reason)}
}

function reasonOf(signal: CancelSignal): unknown {
  const reason = (signal as {reason?: unknown}).reason
  return reason ?? new DOMException('The operation was aborted', 'AbortError')
}
