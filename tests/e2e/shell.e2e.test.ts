// The signed-in shell against the real lake: client-side navigation through the navigation
// machine, the routing screens inside the shell, the uncaught-error toast, the 'Not authorized'
// dialog, the dark theme under axe, and the initial route's JavaScript budget.
import {gzipSync} from 'node:zlib'
import {describe, expect, test} from 'vitest'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {newStudioContext} from './support/browser.ts'
import {useStudioSession} from './support/studioSession.ts'
import {createUserWithoutRole, signIn, signInAs} from './support/studio.ts'
import {createShowcaseDraft} from './support/documents.ts'
import {PREFETCH_MARK} from '../../ui/app/idlePrefetch.ts'
import {localeStorageKey} from '../../core/i18n/constants.ts'

/** PERFORMANCE.md: studio JavaScript of the initial route, gzip. */
const INITIAL_ROUTE_BUDGET_BYTES = 240 * 1024

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

describe('navigation', () => {
  test('links navigate inside the page, and Back returns', async () => {
    await signIn(page, lake, 'editor')
    await page.evaluate(() => ((window as unknown as {marker: number}).marker = 42))
    const article = page.getByRole('link', {name: 'Article'})
    await article.click()
    await page.waitForURL((url) => url.pathname === '/structure/article')
    await expect(article.getAttribute('aria-current')).resolves.toBe('page')
    // Still the same page: no reload happened.
    await expect(page.evaluate(() => (window as unknown as {marker?: number}).marker)).resolves.toBe(42)
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/structure')
    await expect(article.getAttribute('aria-current')).resolves.toBeNull()
  })

  test('an unknown tool shows "Tool not found" inside the shell, as the page\'s level-one heading; axe finds nothing', async () => {
    await signIn(page, lake, 'editor', '/nothing-here')
    await page.getByRole('heading', {level: 1, name: 'Tool not found'}).waitFor()
    await expect(page.getByRole('link', {name: 'Structure'}).isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page)
  })

  test('the legacy desk path is replaced by structure', async () => {
    await signIn(page, lake, 'editor', '/desk/article')
    await page.waitForURL((url) => url.pathname === '/structure/article')
  })
})

describe('headings', () => {
  test('the signed-in page names the tool in a level-one heading before the tool\'s code arrives', async () => {
    // Hold back the lazily loaded structure tool: the heading must not depend on it.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/StructureToolView-[^/]*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    try {
      await signIn(page, lake, 'editor')
      await page.getByRole('heading', {level: 1, name: 'Structure'}).waitFor({state: 'attached'})
      await expectNoAxeViolations(page)
    } finally {
      release()
    }
  })
})

describe('errors', () => {
  test('an uncaught error raises the "Uncaught error" toast, which leaves after 5 seconds', async () => {
    await signIn(page, lake, 'editor')
    await page.evaluate(() => setTimeout(() => Promise.reject(new Error('Something broke in a test'))))
    const toast = page.getByText('Something broke in a test')
    await toast.waitFor()
    await expect(page.getByText('Uncaught error').isVisible()).resolves.toBe(true)
    // Toasts stack inside K-SH-003's range, above the navbar's layer (SH-TOAST-002).
    const layer = await toast.evaluate((element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const z = getComputedStyle(node).zIndex
        if (z !== 'auto') return Number(z)
      }
      return NaN
    })
    expect(layer).toBeGreaterThan(100)
    expect(layer).toBeLessThanOrEqual(11_000)
    await expectNoAxeViolations(page)
    await toast.waitFor({state: 'detached', timeout: 8_000})
  })

  test("a contributor's document menu raises no toast; ResizeObserver notices are ignored and repeated errors merge", async () => {
    const id = await createShowcaseDraft(lake, 'menu', 'Menu check')
    await signIn(page, lake, 'contributor', `/structure/fieldShowcase;${id}`)
    await page.getByRole('form').waitFor()
    const more = page.getByRole('button', {name: 'More document actions'})
    await more.click()
    await page.getByRole('menu').waitFor()
    // A real ResizeObserver loop, as a popover settling its layout makes one: Chromium reports it
    // as a window error. The test first makes sure the notice really was raised.
    const raised = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = []
          const listen = (event: ErrorEvent) => seen.push(event.message)
          window.addEventListener('error', listen)
          const box = document.createElement('div')
          document.body.append(box)
          let grow = 0
          const observer = new ResizeObserver(() => {
            box.style.width = `${++grow * 10}px`
          })
          observer.observe(box)
          setTimeout(() => {
            observer.disconnect()
            box.remove()
            window.removeEventListener('error', listen)
            resolve(seen)
          }, 300)
        }),
    )
    expect(raised.some((message) => /^ResizeObserver loop completed with undelivered notifications/.test(message))).toBe(true)
    // Firefox's older wording, and the same notice four times over.
    await page.evaluate(() => {
      for (let i = 0; i < 4; i++) {
        window.dispatchEvent(new ErrorEvent('error', {message: 'ResizeObserver loop completed with undelivered notifications.'}))
        window.dispatchEvent(new ErrorEvent('error', {message: 'ResizeObserver loop limit exceeded'}))
      }
    })
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))))
    await expect(page.getByText('Uncaught error').count()).resolves.toBe(0)
    await expect(page.getByRole('menu').isVisible()).resolves.toBe(true)
    await page.keyboard.press('Escape')

    await page.evaluate(() => {
      for (let i = 0; i < 3; i++) setTimeout(() => Promise.reject(new Error('The same trouble')))
    })
    await page.getByText('3 times').waitFor()
    await expect(page.getByText('The same trouble').count()).resolves.toBe(1)
    await expectNoAxeViolations(page)
  })
})

describe('authorization', () => {
  test('a person without a role sees "Not authorized" and can sign out', async () => {
    const person = await createUserWithoutRole(lake)
    await signInAs(page, lake, person)
    const dialog = page.getByRole('alertdialog', {name: 'Not authorized'})
    await dialog.waitFor()
    await expect(dialog.getByText('You are not authorized to access this studio...').isVisible()).resolves.toBe(true)
    await expect(dialog.getByText(person.email, {exact: false}).isVisible()).resolves.toBe(true)
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', {name: 'Sign out'}).click()
    await page.getByRole('heading', {name: 'Choose login provider'}).waitFor()
  })
})

describe('theme', () => {
  test('the dark theme has no axe violations on the login screen and in the shell', async () => {
    const dark = await newStudioContext(browser, {colorScheme: 'dark'})
    const darkPage = await dark.newPage()
    try {
      await darkPage.goto(lake.url)
      await darkPage.getByRole('heading', {name: 'Choose login provider'}).waitFor()
      await expect(darkPage.evaluate(() => getComputedStyle(document.body).colorScheme)).resolves.toBe('light dark')
      await expectNoAxeViolations(darkPage)
      const user = await signIn(darkPage, lake, 'administrator')
      await darkPage.getByRole('link', {name: 'Article'}).click()
      await expectNoAxeViolations(darkPage)
      await darkPage.getByRole('button', {name: `Account: ${user.name}`}).click()
      await darkPage.getByRole('menu').waitFor()
      await expectNoAxeViolations(darkPage)
    } finally {
      await dark.close()
    }
  })
})

describe('performance budget', () => {
  test('the JavaScript of the signed-in initial route stays within 240 KB gzip', async () => {
    await signIn(page, lake, 'editor')
    const scripts = new Map<string, number>()
    const encodings = new Map<string, string | undefined>()
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      encodings.set(response.url(), (await response.allHeaders())['content-encoding'])
      const body = await response.body().catch(() => null)
      if (body) scripts.set(response.url(), gzipSync(body).length)
    })
    await page.reload()
    await page.getByRole('link', {name: 'Article'}).waitFor()
    // The connection status keeps a listener open, so the network is never idle: wait until no
    // script has arrived for a second instead.
    let seen = -1
    while (seen !== scripts.size) {
      seen = scripts.size
      await page.waitForTimeout(1000)
    }
    // What the studio fetches ahead once settled (search, inputs; ui/app/idlePrefetch.ts) is not
    // part of the route: only scripts requested before the first prefetch count.
    const needed = new Set(
      await page.evaluate((mark) => {
        const prefetchAt = performance.getEntriesByName(mark)[0]?.startTime ?? Infinity
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.startTime < prefetchAt).map((entry) => entry.name)
      }, PREFETCH_MARK),
    )
    for (const url of [...scripts.keys()]) if (!needed.has(url)) scripts.delete(url)
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0)
    expect(scripts.size).toBeGreaterThan(0)
    // A browser fetches six files at a time from the lake: the startup code comes as the entry,
    // the bundler's runtime and the structure tool, not as thirty small shared chunks (scripts/startupChunk.ts).
    expect([...scripts.keys()].map((url) => url.split('/').pop()).sort()).toEqual([expect.stringMatching(/^index-/), expect.stringMatching(/^rolldown-runtime-/), expect.stringMatching(/^structure-/)])
    expect(total, `${[...scripts].map(([url, size]) => `${url}: ${size}`).join('\n')}`).toBeLessThanOrEqual(INITIAL_ROUTE_BUDGET_BYTES)
    // The build's brotli copies travel, not the raw files (vite.config.ts, server/routes/studio.ts).
    expect([...encodings].filter(([, encoding]) => encoding !== 'br')).toEqual([])
  })
})

describe('content security policy', () => {
  test('the studio runs under its CSP: signing in, a document list and search report no violation', async () => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (load|execute|apply|connect)/i.test(message.text())) violations.push(message.text())
    })
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as {reportCspViolation: (text: string) => void}).reportCspViolation(`${event.violatedDirective} ${event.blockedURI}`),
      )
    })
    await signIn(page, lake, 'editor')
    await page.getByRole('link', {name: 'Article'}).click()
    await page.getByRole('link').filter({hasText: /./}).nth(8).waitFor()
    await page.keyboard.press('Control+k')
    await page.getByRole('dialog').waitFor()
    await page.keyboard.press('Escape')
    const csp = await page.evaluate(async () => (await fetch(location.href, {headers: {Accept: 'text/html'}})).headers.get('content-security-policy'))
    expect(csp).toMatch(/script-src 'self'/)
    expect(violations).toEqual([])
  })
})

describe('lake failures', () => {
  test('a failing current-user call shows the error page, and Retry recovers', async () => {
    await page.route('**/users/me*', (route) => route.fulfill({status: 500, contentType: 'application/json', body: '{"error":{"description":"The lake is unwell"}}'}))
    await page.goto(lake.url)
    await page.getByRole('heading', {name: 'An error occured'}).waitFor()
    await expectNoAxeViolations(page)
    await page.unroute('**/users/me*')
    await page.getByRole('button', {name: 'Retry'}).click()
    await page.getByRole('heading', {name: 'Choose login provider'}).waitFor()
  })

  test('a lake that answers a credential-less ping but not the user call shows the CORS dialog', async () => {
    await page.route('**/users/me*', (route) => route.abort('failed'))
    await page.goto(lake.url)
    const dialog = page.getByRole('dialog', {name: 'Before you continue...'})
    await dialog.waitFor()
    await expect(dialog.getByRole('textbox', {name: 'Origin to allow'}).inputValue()).resolves.toBe(new URL(lake.url).origin)
    // Continue leads to the lake's page on allowing an origin (SH-AUTH-044).
    const href = String(await dialog.getByRole('link', {name: 'Continue'}).getAttribute('href'))
    expect(href).toBe(`${new URL(lake.url).origin}/docs/cors.md`)
    const help = await fetch(href)
    expect(help.status).toBe(200)
    expect(await help.text()).toContain('STUDIO_CORS_ORIGINS')
    await expectNoAxeViolations(page)
  })

  test('the CORS dialog in German names the origin and its setting, and passes axe', async () => {
    await page.addInitScript((key) => window.localStorage.setItem(key, 'de-DE'), localeStorageKey('demo', 'default'))
    await page.route('**/users/me*', (route) => route.abort('failed'))
    await page.goto(lake.url)
    const dialog = page.getByRole('dialog', {name: 'Bevor Sie fortfahren …'})
    await dialog.waitFor()
    await expect(dialog.getByRole('textbox', {name: 'Zuzulassender Ursprung'}).inputValue()).resolves.toBe(new URL(lake.url).origin)
    await dialog.getByText(/STUDIO_CORS_ORIGINS/).waitFor()
    expect(await dialog.getByRole('link', {name: 'Weiter'}).getAttribute('href')).toBe(`${new URL(lake.url).origin}/docs/cors.md`)
    await expectNoAxeViolations(page)
  })
})
