// A seeded pseudo-random source (mulberry32), so the demo content is the same on every first run.
const KEY_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'

export class SeededRandom {
  #state: number

  constructor(seed: number) {
    this.#state = seed >>> 0
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0
    let t = this.#state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)]
  }

  /** `count` distinct elements of `list`, in a random order. */
  sample<T>(list: readonly T[], count: number): T[] {
    const pool = [...list]
    const out: T[] = []
    while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0])
    return out
  }

  /** A price-like amount with two decimals. */
  amount(min: number, max: number): number {
    return Math.round((min + this.next() * (max - min)) * 100) / 100
  }

  /** An array item key, the 12 characters the studio also uses. */
  key(): string {
    let out = ''
    for (let i = 0; i < 12; i++) out += KEY_ALPHABET[Math.floor(this.next() * KEY_ALPHABET.length)]
    return out
  }
}
