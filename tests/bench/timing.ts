// Timing shared by the benchmarks: runs a step a number of times and reports p50, p95 and mean in
// milliseconds (rounded to microseconds), the figures every bench here prints and stores.
export interface Timing {
  runs: number
  p50: number
  p95: number
  mean: number
}

/** The q-th percentile of ascending samples (nearest rank). */
export function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]
}

export async function timeRuns(runs: number, once: (i: number) => Promise<unknown> | unknown): Promise<Timing> {
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await once(i)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const round = (ms: number) => Math.round(ms * 1000) / 1000
  return {runs, p50: round(percentile(times, 0.5)), p95: round(percentile(times, 0.95)), mean: round(times.reduce((a, b) => a + b, 0) / runs)}
}
