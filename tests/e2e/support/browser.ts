// Debian's Chromium driven by playwright-core: no test downloads a browser.
import {existsSync} from 'node:fs'
import {chromium, type Browser, type BrowserContext} from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** `extraArgs`: more Chromium switches, for benchmarks that need them (frame pacing). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH`)
  }
  return chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs]})
}

export const WIDE_VIEWPORT = {width: 1440, height: 900}
export const NARROW_VIEWPORT = {width: 390, height: 844}

export async function newStudioContext(
  browser: Browser,
  options: {viewport?: {width: number; height: number}; colorScheme?: 'light' | 'dark'} = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: options.viewport ?? WIDE_VIEWPORT,
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
    locale: 'en-US',
  })
  context.setDefaultTimeout(15_000)
  return context
}
