// The browser's session history in memory, for the navigation machine's `applyUrl` actor. Writes
// stay pending until the test settles or fails them, as a model path says; a write the machine
// abandons (its actor stopped) is dropped, like a cancelled call.

export interface HistoryWrite {
  to: string
  replace: boolean
}

interface Pending extends HistoryWrite {
  resolve(): void
  reject(error: unknown): void
}

export class MemoryHistory {
  entries: string[]
  index = 0
  /** Every write the machine asked for, in order, including abandoned ones. */
  readonly writes: HistoryWrite[] = []
  #pending: Pending | null = null

  constructor(start: string) {
    this.entries = [start]
  }

  get current(): string {
    return this.entries[this.index]
  }

  get pending(): HistoryWrite | null {
    return this.#pending ? {to: this.#pending.to, replace: this.#pending.replace} : null
  }

  /** The `applyUrl` implementation. */
  apply(write: HistoryWrite, signal: AbortSignal): Promise<void> {
    this.writes.push({...write})
    return new Promise<void>((resolve, reject) => {
      const pending: Pending = {...write, resolve, reject}
      this.#pending = pending
      signal.addEventListener('abort', () => {
        if (this.#pending === pending) this.#pending = null
      })
    })
  }

  /** The pending write lands: pushState or replaceState. */
  settle(): void {
    const pending = this.#take()
    if (pending.replace) this.entries[this.index] = pending.to
    else {
      this.entries = [...this.entries.slice(0, this.index + 1), pending.to]
      this.index += 1
    }
    pending.resolve()
  }

  fail(error: unknown): void {
    this.#take().reject(error)
  }

  /** The user typed an address (or the browser moved): a new entry the page did not write. */
  visit(url: string): void {
    this.entries = [...this.entries.slice(0, this.index + 1), url]
    this.index += 1
  }

  #take(): Pending {
    const pending = this.#pending
    if (!pending) throw new Error('No pending history write to settle')
    this.#pending = null
    return pending
  }
}
