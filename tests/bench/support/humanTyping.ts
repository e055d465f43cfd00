// Keys typed as a person types them, for the typing benchmarks: one at a time about `intervalMs`
// apart, each up to `jitterMs` earlier or later (a fixed cadence would land every key at one phase
// of the 60 Hz frame clock); a key that falls behind goes at once.
import type {Page} from 'playwright-core'

export async function typeAtHumanPace(page: Page, text: string, {intervalMs, jitterMs}: {intervalMs: number; jitterMs: number}): Promise<void> {
  const started = performance.now()
  for (let i = 0; i < text.length; i++) {
    const due = started + i * intervalMs + (i === 0 ? 0 : (Math.random() * 2 - 1) * jitterMs)
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    await page.keyboard.type(text[i]!)
  }
}
