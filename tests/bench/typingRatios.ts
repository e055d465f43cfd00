// The studio's typing budget read the way PERFORMANCE.md and issue 13 put it, against the bare
// baseline measured in the same run: keystroke → next frame p95 at most twice the baseline's, and
// Event Timing entries of 16 ms or more at most twice the baseline's count. An absolute figure on
// a shared two-core machine says more about the machine than about the studio; the ratios do not.

export const TYPING_RATIO_LIMIT = 2

export interface TypingFigures {
  p95: number
  slowEvents: number
}

export interface TypingRatios {
  /** studio p95 ÷ baseline p95. */
  p95: number
  /** studio slow events ÷ baseline's; null when the baseline had none (any slow event is then over). */
  slowEvents: number | null
  p95Met: boolean
  slowEventsMet: boolean
  met: boolean
}

const tenths = (value: number) => Math.round(value * 10) / 10

export function typingRatios(studio: TypingFigures, baseline: TypingFigures): TypingRatios {
  const p95Met = studio.p95 <= TYPING_RATIO_LIMIT * baseline.p95
  const slowEventsMet = studio.slowEvents <= TYPING_RATIO_LIMIT * baseline.slowEvents
  return {
    p95: tenths(studio.p95 / baseline.p95),
    slowEvents: baseline.slowEvents === 0 ? null : tenths(studio.slowEvents / baseline.slowEvents),
    p95Met,
    slowEventsMet,
    met: p95Met && slowEventsMet,
  }
}

/** One case's verdict for the console: `category 1.4×, 2.0× → met`. */
export function describeRatios(name: string, ratios: TypingRatios): string {
  const slow = ratios.slowEvents === null ? 'slow events over a baseline of none' : `${ratios.slowEvents}×`
  return `${name} ${ratios.p95}×, ${slow} → ${ratios.met ? 'met' : 'NOT met'}`
}
