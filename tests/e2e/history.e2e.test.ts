// A document's history in the studio, by keyboard, against the real lake: an article created by
// the editor, edited by the contributor and the editor a moment apart, then published, reads as
// created, one draft edit by both (named), and published — newest first — with no axe violations.
// Screenshots go to the system's temporary folder for a person to look at.
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

test('the history lists what happened to the document, who did it and when, newest first', async () => {
  void browser
  void context
  const id = `history-${Date.now().toString(36)}`
  await mutate('editor', [{create: {_id: `drafts.${id}`, _type: 'article', title: 'A history'}}])
  await mutate('contributor', [{patch: {id: `drafts.${id}`, set: {excerpt: 'Written by two'}}}])
  await mutate('editor', [{patch: {id: `drafts.${id}`, set: {title: 'A history, edited'}}}])
  await mutate('editor', [{delete: {id: `drafts.${id}`}}, {createOrReplace: {_id: id, _type: 'article', title: 'A history, edited', excerpt: 'Written by two'}}])

  await signIn(page, lake, 'editor', `/structure/article;${id}`)
  await page.getByRole('form').waitFor()
  await page.getByRole('button', {name: 'More document actions'}).press('Enter')
  await page.getByRole('menuitem', {name: 'History…'}).press('Enter')
  const list = page.getByRole('dialog').getByRole('list', {name: 'Changes, newest first'})
  await list.waitFor()
  await page.getByRole('dialog').getByText('The document was created here.').waitFor()
  const rows = await list.getByRole('listitem').allInnerTexts()
  expect(rows).toHaveLength(3)
  expect(rows[0]).toMatch(/^Published/)
  expect(rows[0]).toContain('Edith Editor')
  expect(rows[1]).toMatch(/^Edited draft/)
  expect(rows[1]).toContain('Connie Contributor')
  expect(rows[1]).toContain('Edith Editor')
  expect(rows[2]).toMatch(/^Created/)
  await expectNoAxeViolations(page, '[role=dialog]')
  mkdirSync(join(tmpdir(), 'lake-history'), {recursive: true})
  await page.screenshot({path: join(tmpdir(), 'lake-history', 'history-dialog.png')})
  await page.keyboard.press('Escape')
  await list.waitFor({state: 'detached'})
})
