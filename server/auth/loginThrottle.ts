// Failed password sign-ins slow further guesses: per account and per client address, a few free
// failures, then a lock that doubles with every further failure up to a cap. A locked attempt is
// refused before any password work, so a flood of guesses costs no scrypt time. An address lock
// does not stop an account that has signed in from that address before and has not failed since,
// so someone guessing from a shared address (a proxy, an office) does not lock its regular users out. Password checks
// themselves run a few at a time (each is ~0.5 s of CPU), so sign-ins cannot starve the lake.
// Time comes from an injected clock (tests stop it).

export interface LoginThrottlePolicy {
  accountFreeFailures: number
  addressFreeFailures: number
  firstLockMs: number
  lockCapMs: number
  windowMs: number
  trustMs: number
  concurrentChecks: number
  queuedChecks: number
}

export const LOGIN_THROTTLE: LoginThrottlePolicy = {
  /** Failures of one account within the window before it locks. */
  accountFreeFailures: 5,
  /**
   * Failures from one address within the window before it locks. Higher than an account's: a
   * studio behind one proxy, or a demo on one machine, signs everyone in from the same address.
   */
  addressFreeFailures: 50,
  /** The first lock; each later failure doubles it. */
  firstLockMs: 30_000,
  lockCapMs: 15 * 60_000,
  /** Failures older than this are forgotten. */
  windowMs: 15 * 60_000,
  /** How long a successful sign-in from an address lets that account past the address's lock. */
  trustMs: 30 * 24 * 60 * 60_000,
  /** Password verifications running at once, and how many may wait for a turn. */
  concurrentChecks: 4,
  queuedChecks: 32,
}

interface Record {
  failures: number
  lastFailureAt: number
  lockedUntil: number
}

export interface Lock {
  /** Which key locked first: the account or the address. */
  scope: 'account' | 'address'
  retryAfterMs: number
}

export class LoginThrottle {
  readonly #now: () => number
  readonly #policy: LoginThrottlePolicy
  readonly #records = new Map<string, Record>()
  /** `account|address` → the last successful sign-in from there. */
  readonly #trusted = new Map<string, number>()
  #running = 0
  readonly #waiting: (() => void)[] = []

  constructor(now: () => number = Date.now, policy: Partial<LoginThrottlePolicy> = {}) {
    this.#now = now
    this.#policy = {...LOGIN_THROTTLE, ...policy}
  }

  /** The lock in force for this account or address, or null when an attempt may go ahead. */
  lockOf(account: string, address: string): Lock | null {
    const now = this.#now()
    const accountRecord = this.#current(accountKey(account), now)
    if (accountRecord && accountRecord.lockedUntil > now) return {scope: 'account', retryAfterMs: accountRecord.lockedUntil - now}
    const addressRecord = this.#current(addressKey(address), now)
    if (!addressRecord || addressRecord.lockedUntil <= now) return null
    const trustedAt = this.#trusted.get(trustKey(account, address))
    const trusted = trustedAt !== undefined && now - trustedAt < this.#policy.trustMs && !accountRecord
    return trusted ? null : {scope: 'address', retryAfterMs: addressRecord.lockedUntil - now}
  }

  /** Counts a failure; returns the lock it starts, if any. */
  failed(account: string, address: string): Lock | null {
    const now = this.#now()
    let started: Lock | null = null
    for (const [scope, key, free] of [
      ['account', accountKey(account), this.#policy.accountFreeFailures],
      ['address', addressKey(address), this.#policy.addressFreeFailures],
    ] as const) {
      const record = this.#current(key, now) ?? {failures: 0, lastFailureAt: now, lockedUntil: 0}
      record.failures += 1
      record.lastFailureAt = now
      if (record.failures >= free) {
        const lockMs = Math.min(this.#policy.lockCapMs, this.#policy.firstLockMs * 2 ** (record.failures - free))
        record.lockedUntil = now + lockMs
        started ??= {scope, retryAfterMs: lockMs}
      }
      this.#records.set(key, record)
    }
    this.#prune(now)
    return started
  }

  /** A correct password clears the account's failures (the address keeps its count). */
  succeeded(account: string, address: string): void {
    this.#records.delete(accountKey(account))
    const key = trustKey(account, address)
    this.#trusted.delete(key)
    this.#trusted.set(key, this.#now())
    // Oldest first (insertion order): drop the oldest beyond a bound.
    if (this.#trusted.size > 100_000) this.#trusted.delete(this.#trusted.keys().next().value!)
  }

  /**
   * Runs one password check when a slot is free. Null when too many are already waiting: the
   * caller answers "busy" rather than queueing without bound.
   */
  async verify<T>(check: () => Promise<T>): Promise<{value: T} | null> {
    if (this.#running >= this.#policy.concurrentChecks) {
      if (this.#waiting.length >= this.#policy.queuedChecks) return null
      await new Promise<void>((resolve) => this.#waiting.push(resolve))
    } else {
      this.#running += 1
    }
    try {
      return {value: await check()}
    } finally {
      const next = this.#waiting.shift()
      // The slot passes straight to the next waiter, so the count stays right.
      if (next) next()
      else this.#running -= 1
    }
  }

  #current(key: string, now: number): Record | null {
    const record = this.#records.get(key)
    if (!record) return null
    if (now - record.lastFailureAt > this.#policy.windowMs && record.lockedUntil <= now) {
      this.#records.delete(key)
      return null
    }
    return record
  }

  /** Keeps the table small under a flood of distinct e-mails or addresses. */
  #prune(now: number): void {
    if (this.#records.size < 10_000) return
    for (const key of [...this.#records.keys()]) this.#current(key, now)
  }
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`
const addressKey = (address: string) => `address:${address}`
const trustKey = (account: string, address: string) => `${account.trim().toLowerCase()}|${address}`

/** Whole seconds for `Retry-After`, never 0 while a lock is in force. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000))
}

export function lockedMessage(ms: number): string {
  const seconds = retryAfterSeconds(ms)
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`
  return `Too many failed sign-in attempts. Wait ${wait} before trying again.`
}

export const BUSY_MESSAGE = 'The lake is busy checking other sign-ins. Try again in a moment.'
