// Accessibility check with axe-core, injected from node_modules into the page under test.
import {readFileSync} from 'node:fs'
import {createRequire} from 'node:module'
import type {Page} from 'playwright-core'

const require = createRequire(import.meta.url)
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: {target: string[]; failureSummary?: string}[]
}

/** Runs axe on the page (or a part of it) and answers its violations. */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  // Evaluated through the driver, not added as an inline script: the studio's CSP forbids those.
  await page.evaluate(AXE_SOURCE)
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as {axe: {run: (context: unknown, options: unknown) => Promise<{violations: AxeViolation[]}>}}).axe
    const result = await axe.run(selector ? {include: [selector]} : document, {resultTypes: ['violations']})
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({target: n.target as string[], failureSummary: n.failureSummary})),
    }))
  }, include ?? null)
}

export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}\n    ${n.failureSummary ?? ''}`).join('\n')}`)
    .join('\n')
}

/** Fails with a readable list when axe finds anything. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const violations = await axeViolations(page, include)
  if (violations.length > 0) throw new Error(`axe found ${violations.length} accessibility violation(s):\n${formatViolations(violations)}`)
}
