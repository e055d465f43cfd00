// In-memory ports whose calls stay pending until a test settles them: a model path says "the current
// user call answered X", and the replay makes the pending call answer exactly X.

interface PendingCall {
  input: unknown
  resolve(value: unknown): void
  reject(error: unknown): void
}

export class ScriptedCalls {
  readonly #pending = new Map<string, PendingCall[]>()
  /** Every call made, in order, with its input: what the machine asked the outside world for. */
  readonly log: {name: string; input: unknown}[] = []

  call<T>(name: string, input?: unknown): Promise<T> {
    this.log.push({name, input})
    return new Promise<T>((resolve, reject) => {
      const queue = this.#pending.get(name) ?? []
      queue.push({input, resolve: resolve as (value: unknown) => void, reject})
      this.#pending.set(name, queue)
    })
  }

  pending(name: string): number {
    return this.#pending.get(name)?.length ?? 0
  }

  /** Input of the oldest pending call of `name`. */
  inputOf(name: string): unknown {
    return this.#oldest(name).input
  }

  resolve(name: string, value: unknown): void {
    this.#take(name).resolve(value)
  }

  reject(name: string, error: unknown): void {
    this.#take(name).reject(error)
  }

  #oldest(name: string): PendingCall {
    const call = this.#pending.get(name)?.[0]
    if (!call) throw new Error(`No pending "${name}" call to settle`)
    return call
  }

  #take(name: string): PendingCall {
    const call = this.#oldest(name)
    this.#pending.get(name)!.shift()
    return call
  }
}

/** Lets promise callbacks and the actors they notify run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 2; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

/** A snapshot's context as plain data: functions and port objects dropped, as the model serializes it. */
export function plainContext(context: object): unknown {
  return JSON.parse(JSON.stringify(context))
}
