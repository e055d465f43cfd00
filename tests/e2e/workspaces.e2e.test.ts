// A studio with two workspaces (tests/e2e/fixtures/twoWorkspaces.config.ts): the signed-out
// workspace chooser, sign-in into the chosen one, the workspace menu, several tool tabs.
import {mkdirSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {afterAll, beforeAll, expect, test} from 'vitest'
import type {Browser, Page} from 'playwright-core'
import type {TestLake} from '../support/lake.ts'
import {startTestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {launchBrowser, newStudioContext} from './support/browser.ts'
import {buildStudioWithConfig} from './support/build.ts'
import {demoUser, waitForShell} from './support/studio.ts'
import {createShowcaseDraft, draftOf, eventually} from './support/documents.ts'

let lake: TestLake
let browser: Browser
let page: Page

beforeAll(async () => {
  process.env.STUDIO_DIST_DIR = buildStudioWithConfig('tests/e2e/fixtures/twoWorkspaces.config.ts', 'two-workspaces')
  ;[lake, browser] = await Promise.all([startTestLake(), launchBrowser()])
  page = await (await newStudioContext(browser)).newPage()
})

afterAll(async () => {
  delete process.env.STUDIO_DIST_DIR
  await browser?.close()
  await lake?.close()
})

test('signed out, the root offers the workspaces; the chosen one signs in', async () => {
  await page.goto(lake.url)
  await page.getByRole('heading', {name: 'Choose your workspace'}).waitFor()
  await page.waitForURL((url) => url.pathname === '/news/structure')
  const shop = page.getByRole('button', {name: /Shop/})
  await expect(shop.textContent()).resolves.toContain('Signed out')
  // The add-workspace link leads to the lake's page on configuring workspaces (SH-AUTH-024).
  const add = page.getByRole('link', {name: 'Add workspace'})
  const addHref = String(await add.getAttribute('href'))
  expect(addHref).toBe(`${new URL(lake.url).origin}/docs/workspaces.md`)
  expect(await add.getAttribute('target')).toBe('_blank')
  const addPage = await fetch(addHref)
  expect(addPage.status).toBe(200)
  expect(await addPage.text()).toContain('studio.config.ts')
  await expectNoAxeViolations(page)

  await shop.click()
  await page.waitForURL((url) => url.pathname.startsWith('/shop'))
  await page.getByRole('heading', {name: 'Choose login provider'}).waitFor()
  // Back to the list and forward again.
  await page.getByRole('button', {name: 'Choose another workspace'}).click()
  await page.getByRole('heading', {name: 'Choose your workspace'}).waitFor()
  await page.getByRole('button', {name: /Shop/}).click()
  await page.getByRole('button', {name: 'E-mail and password'}).click()
  const editor = demoUser('editor')
  await page.getByLabel('E-mail').fill(editor.email)
  await page.getByLabel('Password').fill(editor.password)
  await page.getByRole('button', {name: 'Sign in'}).click()
  await waitForShell(page, editor)
  expect(new URL(page.url()).pathname).toBe('/shop/structure')
  await expect(page.title()).resolves.toBe('Structure | Shop')
})

test('the shell lists both tools and switches workspace through the workspace menu', async () => {
  const tools = page.getByRole('navigation', {name: 'Tools'})
  await tools.getByRole('link', {name: 'Insights'}).click()
  await page.waitForURL((url) => url.pathname === '/shop/insights')
  await expect(page.getByText('The Insights tool has no view in this studio.').isVisible()).resolves.toBe(true)
  await expect(page.title()).resolves.toBe('Insights | Shop')

  await page.getByRole('button', {name: 'Shop: switch workspace'}).click()
  // Each workspace with its sign-in tag (both are on the project just signed in to).
  const newsroom = page.getByRole('menuitemradio', {name: 'Newsroom'})
  await expect.poll(() => newsroom.textContent()).toContain('Signed in')
  await expect(page.getByRole('menuitemradio', {name: 'Shop'}).textContent()).resolves.toContain('Signed in')
  await expectNoAxeViolations(page)
  mkdirSync(join(tmpdir(), 'lake-workspaces'), {recursive: true})
  await page.screenshot({path: join(tmpdir(), 'lake-workspaces', 'workspace-menu.png')})
  await newsroom.click()
  await page.waitForURL((url) => url.pathname === '/news/structure')
  // Same project: the session carries over, no second sign-in.
  await waitForShell(page, demoUser('editor'))
  await expect(page.title()).resolves.toBe('Structure | Newsroom')
  await expectNoAxeViolations(page)
})

test('a workspace on a project the signed-in user is no member of is tagged "No access" in the workspace menu and cannot be chosen; the menu is 250 to 350 px wide', async () => {
  // The same lake holds a second project; the demo users have no role in it (SH-AUTH-021).
  lake.running.store.createProject({id: 'partners', displayName: 'Partners', createdAt: new Date().toISOString()})
  lake.running.store.createDataset({projectId: 'partners', name: 'production', aclMode: 'private'})
  await page.goto(`${lake.url}/news/structure`)
  await waitForShell(page, demoUser('editor'))
  await page.getByRole('button', {name: 'Newsroom: switch workspace'}).click()
  const partners = page.getByRole('menuitemradio', {name: 'Partners'})
  await expect.poll(() => partners.textContent()).toContain('No access')
  expect(await partners.getAttribute('aria-disabled')).toBe('true')
  // 250 to 350 px wide (SH-NAV-012), whatever the titles and tags.
  const menuWidth = (await page.locator('[data-trigger="MenuTrigger"]').filter({has: partners}).boundingBox())!.width
  expect(menuWidth).toBeGreaterThanOrEqual(250)
  expect(menuWidth).toBeLessThanOrEqual(350)
  // The others, on the project signed in to, stay open to choose.
  await expect(page.getByRole('menuitemradio', {name: 'Shop'}).textContent()).resolves.toContain('Signed in')
  expect(await page.getByRole('menuitemradio', {name: 'Shop'}).getAttribute('aria-disabled')).toBeNull()
  await expectNoAxeViolations(page)
  await page.screenshot({path: join(tmpdir(), 'lake-workspaces', 'workspace-menu-no-access.png')})
  // Pressing it does nothing: the menu stays, the page stays.
  await partners.click({force: true})
  expect(new URL(page.url()).pathname).toBe('/news/structure')
  await page.keyboard.press('Escape')
  await partners.waitFor({state: 'detached'})
})

test('a cross-dataset reference set in one workspace opens in the workspace that edits its dataset', async () => {
  const id = await createShowcaseDraft(lake, 'cdr', 'Across datasets')
  await page.goto(`${lake.url}/news/structure/fieldShowcase;${id}`)
  const form = page.getByRole('form')
  await form.getByRole('tab', {name: 'Media and references', exact: true}).click()
  await form.getByRole('combobox', {name: 'Article in the archive', exact: true}).focus()
  await page.keyboard.type('night trains')
  await page.getByRole('option', {name: /Night trains to the mountains/}).first().waitFor()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await eventually(async () =>
    expect((await draftOf(lake, id))?.archivedArticle).toEqual({_type: 'crossDatasetReference', _ref: 'archive-night-trains', _projectId: 'demo', _dataset: 'archive'}),
  )
  const field = form.getByRole('group', {name: 'Article in the archive', exact: true})
  await field.getByText('Night trains to the mountains').waitFor()
  await field.getByRole('button', {name: 'Actions for Article in the archive'}).press('Enter')
  const [opened] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('menuitem', {name: 'Open in new tab'}).press('Enter')])
  // The intent resolves in the archive workspace to the archived article's form.
  await opened.waitForURL((url) => url.pathname.startsWith('/archive/structure/article;archive-night-trains'))
  await opened.getByRole('form').getByRole('textbox', {name: 'Title', exact: true}).waitFor()
  await expect(opened.getByRole('form').getByRole('textbox', {name: 'Title', exact: true}).inputValue()).resolves.toBe('Night trains to the mountains')
  await opened.close()
})

test('where cross-dataset references are turned off, the field shows a warning card whose Clear removes the value', async () => {
  const value = {_type: 'crossDatasetReference', _ref: 'archive-first-issue', _projectId: 'demo', _dataset: 'archive'}
  const id = await createShowcaseDraft(lake, 'cdr', 'Turned off', {archivedArticle: value})
  await page.goto(`${lake.url}/shop/structure/fieldShowcase;${id}`)
  const form = page.getByRole('form')
  await form.getByRole('tab', {name: 'Media and references', exact: true}).click()
  const field = form.getByRole('group', {name: 'Article in the archive', exact: true})
  await field.getByText('Cross-dataset references are turned off').waitFor()
  await expect(form.getByRole('combobox', {name: 'Article in the archive'}).count()).resolves.toBe(0)
  await expectNoAxeViolations(page, '[role="form"]')
  await field.getByRole('button', {name: 'Clear'}).press('Enter')
  await eventually(async () => expect((await draftOf(lake, id))?.archivedArticle).toBeUndefined())
  await field.getByText('This workspace does not reach other datasets, so this field cannot be edited here.').waitFor()
})

test('where direct uploads are turned off, image and file fields and their arrays offer only asset sources and take no drop (ED-UP-040)', async () => {
  const id = await createShowcaseDraft(lake, 'noupload', 'No uploads')
  await page.goto(`${lake.url}/shop/structure/fieldShowcase;${id}`)
  const form = page.getByRole('form')
  await form.getByRole('tab', {name: 'Media and references', exact: true}).click()
  const image = form.getByRole('group', {name: 'Image with hotspot', exact: true})
  await image.getByText('No image').waitFor()
  expect(await image.getByRole('button', {name: 'Upload', exact: true}).count()).toBe(0)
  expect(await image.getByRole('button', {name: 'Select', exact: true}).isEnabled()).toBe(true)
  expect(await form.getByRole('group', {name: 'Any file', exact: true}).getByRole('button', {name: 'Upload', exact: true}).count()).toBe(0)

  let requests = 0
  // Uploads only: the studio's own lazy chunks are served from /assets/ too.
  page.on('request', (request) => void (request.method() === 'POST' && /\/assets\/(images|files)\//.test(request.url()) && (requests += 1)))
  const dataTransfer = await page.evaluateHandle(() => {
    const data = new DataTransfer()
    data.items.add(new File(['not really a png'], 'photo.png', {type: 'image/png'}))
    return data
  })
  const target = image.locator('[data-drop-target]')
  await target.dispatchEvent('dragenter', {dataTransfer})
  // Hovering says uploads are not allowed, in the critical tone (ED-UP-031).
  expect(await target.getAttribute('data-drop-tone')).toBe('critical')
  await image.getByText('Uploads are not allowed here').waitFor()
  await target.dispatchEvent('drop', {dataTransfer})
  await form.getByRole('group', {name: 'Gallery', exact: true}).dispatchEvent('drop', {dataTransfer})
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(requests).toBe(0)
  expect((await draftOf(lake, id))?.image).toBeUndefined()
  expect((await draftOf(lake, id))?.gallery).toBeUndefined()
})

test("a workspace's own asset sources: a source answering with nothing usable is reported, one answering with a data URL uploads it; inputs without a usable source say so (ED-UP-050, ED-UP-051)", async () => {
  const id = await createShowcaseDraft(lake, 'sources', 'Sources')
  await page.goto(`${lake.url}/shop/structure/fieldShowcase;${id}`)
  const form = page.getByRole('form')
  await form.getByRole('tab', {name: 'Media and references', exact: true}).click()
  const file = form.getByRole('group', {name: 'Any file', exact: true})
  await file.getByText('No valid asset sources found').waitFor()
  expect(await file.getByRole('button').count()).toBe(0)

  const image = form.getByRole('group', {name: 'Image with hotspot', exact: true})
  // The built-in sources stay, the workspace's comes after them.
  const buttons = await image.getByRole('button').allTextContents()
  expect(buttons).toEqual(['Select', 'From URL', 'Empty answers', 'Red dot', 'Blue dot'])
  await image.getByRole('button', {name: 'Empty answers'}).click()
  await page.getByText('Returned value must be an array with at least one item (asset)').waitFor()
  await page.getByText('The asset source gave no usable asset').waitFor()
  expect((await draftOf(lake, id))?.image).toBeUndefined()

  // A data URL is decoded and uploaded with what the source said about it (ED-IMG-004), even
  // where the editor's own uploads are off (ED-UP-040: the sources remain).
  await image.getByRole('button', {name: 'Red dot'}).click()
  let ref = ''
  await eventually(async () => {
    ref = String(((await draftOf(lake, id))?.image as {asset?: {_ref?: string}} | undefined)?.asset?._ref)
    expect(ref).toMatch(/^image-[0-9a-f]{40}-1x1-png$/)
  })
  const asset = (await (await lake.api(`/data/doc/production/${ref}`)).json()) as {documents: Record<string, unknown>[]}
  expect(asset.documents[0]).toMatchObject({originalFilename: 'red-dot.png', title: 'A red dot', creditLine: 'The fixture'})

  // An array item's upload runs in the array's queue, and carries what the source said all the same.
  await form.getByRole('group', {name: 'Gallery', exact: true}).getByRole('button', {name: /^Add/}).click()
  const item = page.getByRole('dialog')
  await item.getByRole('button', {name: 'Blue dot', exact: true}).click()
  let itemRef = ''
  await eventually(async () => {
    const gallery = (await draftOf(lake, id))?.gallery as {asset?: {_ref?: string}}[] | undefined
    itemRef = String(gallery?.[0]?.asset?._ref)
    expect(itemRef).toMatch(/^image-[0-9a-f]{40}-1x1-png$/)
  })
  expect(itemRef).not.toBe(ref)
  const itemAsset = (await (await lake.api(`/data/doc/production/${itemRef}`)).json()) as {documents: Record<string, unknown>[]}
  expect(itemAsset.documents[0]).toMatchObject({originalFilename: 'blue-dot.png', title: 'A blue dot', creditLine: 'The fixture, again'})
})

test('a workspace renames a label in English and brings a language of its own, offered in the user menu (SH-I18N-003)', async () => {
  const user = demoUser('editor')
  await page.goto(`${lake.url}/shop/structure`)
  await page.getByRole('heading', {name: 'Catalogue'}).waitFor()
  await page.getByRole('button', {name: `Account: ${user.name}`}).click()
  await page.getByRole('menu', {name: `Account: ${user.name}`}).getByRole('menuitemradio', {name: 'Français'}).click()
  await page.getByRole('button', {name: `Compte : ${user.name}`}).waitFor()
  await page.getByRole('heading', {name: 'Contenus'}).waitFor()
  // What the workspace does not translate falls back to English.
  await page.getByRole('banner').getByRole('button', {name: 'Search'}).waitFor()
  await page.reload()
  await page.getByRole('heading', {name: 'Contenus'}).waitFor()
  // The other workspace knows neither the label nor the language.
  await page.goto(`${lake.url}/news/structure`)
  await page.getByRole('heading', {name: 'Content'}).waitFor()
})

test("an address below no workspace shows 'Workspace not found' with a link to the default workspace (ERR-SH-014)", async () => {
  const fresh = await (await newStudioContext(browser)).newPage()
  try {
    await fresh.goto(`${lake.url}/elsewhere/structure`)
    await fresh.getByRole('heading', {level: 1, name: 'Workspace not found'}).waitFor()
    await fresh.getByText('No workspace of this studio lives at /elsewhere/structure.').waitFor()
    await expectNoAxeViolations(fresh)
    await fresh.getByRole('link', {name: 'Go to default workspace'}).press('Enter')
    // The default workspace is the first one: signed out, it asks how to sign in.
    await fresh.waitForURL((url) => url.pathname.startsWith('/news'))
    await fresh.getByRole('heading', {name: /Choose (login provider|your workspace)/}).waitFor()
  } finally {
    await fresh.context().close()
  }
})
