// Undelete (issue 17) in the studio, by keyboard, against the real lake: an editor deletes an
// article, finds it under "Recently deleted…" in the list pane's menu, reads its last version and
// restores it, and edits it again with its old values; a viewer sees the list but may not restore;
// a contributor, whose grants let it create drafts, may.
// The list is checked with axe and photographed to the system's temporary folder.
import {mkdirSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {join} from 'node:path'
import {expect, test} from 'vitest'
import type {Browser, BrowserContext, Page} from 'playwright-core'
import type {RoleName, TestLake} from '../support/lake.ts'
import {expectNoAxeViolations} from './support/axe.ts'
import {useStudioSession} from './support/studioSession.ts'
import {signIn} from './support/studio.ts'

let lake: TestLake
let browser: Browser
let context: BrowserContext
let page: Page
useStudioSession((session) => ({lake, browser, context, page} = session))

async function mutate(role: RoleName, mutations: unknown[]) {
  const response = await lake.api('/data/mutate/production?visibility=sync', {role, method: 'POST', body: JSON.stringify({mutations})})
  expect(response.status).toBe(200)
}

async function pairOf(id: string): Promise<Record<string, unknown>[]> {
  const response = await lake.api(`/data/doc/production/${id},drafts.${id}`)
  return ((await response.json()) as {documents: Record<string, unknown>[]}).documents
}

/** A published article with a reference to an author that still exists. */
async function publishedArticle(title: string): Promise<{id: string; authorId: string}> {
  const id = `undelete-${Date.now().toString(36)}`
  const authorId = `${id}-author`
  await mutate('editor', [
    {create: {_id: authorId, _type: 'author', name: 'Still here'}},
    {create: {_id: id, _type: 'article', title, excerpt: 'Words from before the delete', author: {_type: 'reference', _ref: authorId}}},
  ])
  return {id, authorId}
}

async function openRecentlyDeleted() {
  await page.getByRole('button', {name: 'More for Article documents'}).press('Enter')
  await page.getByRole('menuitem', {name: 'Recently deleted…'}).press('Enter')
  const dialog = page.getByRole('dialog', {name: 'Recently deleted Article documents'})
  await dialog.getByRole('listbox', {name: 'Deleted Article documents, newest first'}).waitFor()
  return dialog
}

test('an editor deletes an article, finds it among the recently deleted, restores it and edits it again', async () => {
  void browser
  void context
  const title = 'An article to bring back'
  const {id, authorId} = await publishedArticle(title)

  await signIn(page, lake, 'editor', `/structure/article;${id}`)
  await page.getByRole('form').waitFor()
  await page.getByRole('button', {name: 'More document actions'}).press('Enter')
  await page.getByRole('menuitem', {name: /Delete/}).press('Enter')
  await page.getByRole('alertdialog', {name: 'Delete this document?'}).getByRole('button', {name: 'Delete now'}).click()
  await expect.poll(() => pairOf(id), {timeout: 10_000}).toEqual([])

  const dialog = await openRecentlyDeleted()
  // Who deleted it (named once the project's users answer) and when.
  const entry = dialog.getByRole('option', {name: new RegExp(`^${title} Deleted by Edith Editor \\w{3} \\d{1,2}, \\d{4}`)})
  await entry.waitFor()
  await expectNoAxeViolations(page, '[role=dialog]')
  mkdirSync(join(tmpdir(), 'lake-undelete'), {recursive: true})
  await page.screenshot({path: join(tmpdir(), 'lake-undelete', 'recently-deleted.png')})

  // The focus starts in the list; Enter opens the entry's last version, read-only.
  await entry.press('Enter')
  await dialog.getByRole('heading', {name: title}).waitFor()
  await dialog.getByText('Words from before the delete').waitFor()
  expect(await dialog.getByRole('textbox').count()).toBe(0)
  await page.screenshot({path: join(tmpdir(), 'lake-undelete', 'deleted-document.png')})
  await dialog.getByRole('button', {name: `Restore ${title} as a draft`}).press('Enter')
  await dialog.waitFor({state: 'detached'})

  // A draft with the same id and the old values, its reference kept (its target still exists).
  await expect.poll(() => pairOf(id), {timeout: 10_000}).toMatchObject([
    {_id: `drafts.${id}`, title, excerpt: 'Words from before the delete', author: {_ref: authorId}},
  ])
  const titleBox = page.getByRole('form').getByRole('textbox', {name: 'Title', exact: true})
  await expect.poll(() => titleBox.inputValue(), {timeout: 10_000}).toBe(title)
  expect(await titleBox.isEditable()).toBe(true)
  await titleBox.press('End')
  await titleBox.pressSequentially(', again')
  await expect.poll(async () => (await pairOf(id))[0]?.title, {timeout: 10_000}).toBe(`${title}, again`)

  // Back in the lake, it has left the recently deleted list.
  const listed = await lake.api('/data/history/production/deleted?type=article')
  expect(((await listed.json()) as {documents: {id: string}[]}).documents.map((doc) => doc.id)).not.toContain(id)
})

test('a viewer sees the recently deleted articles but may not restore them', async () => {
  const title = 'An article a viewer cannot bring back'
  const {id} = await publishedArticle(title)
  await mutate('editor', [{delete: {id}}])

  await signIn(page, lake, 'viewer', '/structure/article')
  const dialog = await openRecentlyDeleted()
  const entry = dialog.getByRole('option', {name: new RegExp(`^${title} Deleted by Edith Editor`)})
  await entry.press('Enter')
  await dialog.getByText('Words from before the delete').waitFor()
  const restore = dialog.getByRole('button', {name: `Restore ${title} as a draft`})
  await expect(restore.getAttribute('aria-disabled')).resolves.toBe('true')
  await restore.press('Enter')
  // Nothing was written: the pair is still gone.
  expect(await pairOf(id)).toEqual([])
})

test('a contributor may restore an article it may read: its grants let it create drafts', async () => {
  const title = 'An article a contributor may bring back'
  const {id} = await publishedArticle(title)
  // Its last version is a draft, whose history a contributor may read (history on drafts only).
  await mutate('editor', [{create: {_id: `drafts.${id}`, _type: 'article', title, excerpt: 'Words from before the delete'}}])
  await mutate('editor', [{delete: {id: `drafts.${id}`}}, {delete: {id}}])

  await signIn(page, lake, 'contributor', '/structure/article')
  const dialog = await openRecentlyDeleted()
  await dialog.getByRole('option', {name: new RegExp(`^${title} Deleted by Edith Editor`)}).press('Enter')
  const restore = dialog.getByRole('button', {name: `Restore ${title} as a draft`})
  await restore.waitFor()
  expect(await restore.getAttribute('aria-disabled')).toBeNull()
})
