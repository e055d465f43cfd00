// When the session ends while the studio is open: another tab of the same browser signs out while
// this one is typing (SH-AUTH-011), the lake stops accepting the session (SH-AUTH-047), the lake
// cannot be told of a sign-out (SH-AUTH-048), and the studio opening while the lake cannot be
// reached recovers by itself (SH-AUTH-045).
import {describe, expect, test} from 'vitest'
import type {BrowserContext, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn, waitForShell} from './support/studio.ts'

let lake: TestLake
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, context, page} = session))

const SIGN_IN = {name: 'Choose login provider'} as const
const HIKING = '/structure/category;category-hiking'

/** The project's stored token in this browser, as the studio keeps it (SH-AUTH-018). */
async function storedToken(of: Page): Promise<string | null> {
  return of.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!
      if (key.startsWith('studio.auth-token.')) return (JSON.parse(localStorage.getItem(key)!) as {token: string}).token
    }
    return null
  })
}

describe('a session that ends while the studio is open', () => {
  test('signing out in another tab while typing here brings this tab to the sign-in screen too', async () => {
    const user = await signIn(page, lake, 'editor', HIKING)
    const title = page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true})
    await title.click()
    await page.keyboard.press('End')

    const other = await context.newPage()
    await other.goto(lake.url + '/structure')
    await waitForShell(other, user)
    // The lake takes its time to end the session: before the fix this tab asked the lake again the
    // moment the token left storage, still found the session, and went on signed in without a token.
    await other.route(/\/auth\/logout/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await route.continue()
    })
    await page.keyboard.type(' one', {delay: 30})
    await other.getByRole('button', {name: `Account: ${user.name}`}).click()
    await other.getByRole('menuitem', {name: 'Sign out'}).click()
    await page.keyboard.type(' two', {delay: 30})

    await other.getByRole('heading', SIGN_IN).waitFor()
    await page.getByRole('heading', SIGN_IN).waitFor({timeout: 5000})
    await expect(page.getByRole('banner').count()).resolves.toBe(0)
    // Nothing of the session is left: a reload stays signed out.
    await page.reload()
    await page.getByRole('heading', SIGN_IN).waitFor()
  })

  test('a session ended on the lake brings the sign-in screen once a request is refused', async () => {
    await signIn(page, lake, 'editor', HIKING)
    const title = page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true})
    await title.waitFor()
    const token = await storedToken(page)
    expect(token).toBeTruthy()
    // Revoked elsewhere (another device, an administrator): the lake ends the token.
    const answer = await fetch(`${lake.url}/v2021-06-07/auth/logout`, {
      method: 'POST',
      headers: {Authorization: `Bearer ${token}`, 'X-Sanity-Project-ID': lake.projectId},
    })
    expect(answer.status).toBe(200)
    // The editor goes on: the next request is refused for its token. The open listener may be
    // refused first, and the sign-in screen come before the editor gets to type.
    await title
      .click({timeout: 3000})
      .then(() => page.keyboard.type(' after revoke', {delay: 30}))
      .catch(() => {})
    await page.getByRole('heading', SIGN_IN).waitFor({timeout: 8000})
    await expect(storedToken(page), 'the dead token is dropped (SH-AUTH-003)').resolves.toBeNull()
  })

  test('signing out while the lake cannot be reached signs out here and says the lake was not told', async () => {
    const user = await signIn(page, lake, 'editor')
    await page.route(/\/auth\/logout/, (route) => route.abort('connectionrefused'))
    await page.getByRole('button', {name: `Account: ${user.name}`}).click()
    await page.getByRole('menuitem', {name: 'Sign out'}).click()
    await page.getByRole('heading', SIGN_IN).waitFor()
    await expect(page.getByRole('alert').innerText()).resolves.toContain(
      'You are signed out in this browser, but the content lake could not be reached to end the session there.',
    )
    await expect(storedToken(page)).resolves.toBeNull()
  })

  test('the error page of a lake that could not be reached at start goes away by itself once it answers', async () => {
    const user = await signIn(page, lake, 'editor')
    const isApi = (url: URL) => /^\/v(\d|X)/.test(url.pathname)
    await context.route(isApi, (route) => route.abort('connectionrefused'))
    await page.reload()
    // The seed's page, as it was: heading, message, Retry.
    await page.getByRole('heading', {name: 'An error occured'}).waitFor()
    await expect(page.getByText(/^Unknown network error attempting to reach /).isVisible()).resolves.toBe(true)
    await expect(page.getByRole('button', {name: 'Retry'}).isVisible()).resolves.toBe(true)
    await context.unroute(isApi)
    // No click: the page tries again on its own within its first waits (2 s, then 4 s).
    await waitForShell(page, user)
  })

  test('the error page tries again at once when the browser comes back online', async () => {
    const user = await signIn(page, lake, 'editor')
    const isApi = (url: URL) => /^\/v(\d|X)/.test(url.pathname)
    await context.route(isApi, (route) => route.abort('connectionrefused'))
    await page.reload()
    await page.getByRole('heading', {name: 'An error occured'}).waitFor()
    await context.unroute(isApi)
    // Sooner than the timer's first wait (2 s from when the page showed).
    const asked = page.waitForRequest(/\/users\/me/, {timeout: 1000})
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await asked
    await waitForShell(page, user)
  })
})
