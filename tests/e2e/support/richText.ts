// Articles with a given Body, made through the real lake, and the Body the lake stores afterwards:
// the setup every rich-text browser test shares.
import {expect} from 'vitest'
import type {TestLake} from '../../support/lake.ts'
import {draftOf, eventually} from './documents.ts'

export type Paragraph = {
  _type: 'block'
  _key: string
  style: 'normal'
  markDefs: never[]
  children: {_type: 'span'; _key: string; text: string; marks: string[]}[]
}

/** A plain paragraph whose one span is keyed `${key}-s`. */
export const paragraph = (key: string, text: string): Paragraph => ({_type: 'block', _key: key, style: 'normal', markDefs: [], children: [{_type: 'span', _key: `${key}-s`, text, marks: []}]})

export async function mutate(lake: TestLake, mutations: unknown[]): Promise<void> {
  const response = await lake.api('/data/mutate/production?visibility=sync', {method: 'POST', body: JSON.stringify({mutations})})
  expect(response.status, await response.clone().text()).toBe(200)
}

let created = 0

/** Creates an article draft whose Body holds `body`; answers its id, which starts with `prefix`. */
export async function createArticle(lake: TestLake, prefix: string, title: string, body: readonly unknown[]): Promise<string> {
  const id = `${prefix}-${Date.now().toString(36)}-${created++}`
  await mutate(lake, [{create: {_id: `drafts.${id}`, _type: 'article', title, body}}])
  return id
}

export async function storedBody<Block>(lake: TestLake, id: string): Promise<Block[]> {
  return ((await draftOf(lake, id))?.body as Block[] | undefined) ?? []
}

/** Waits until the stored Body passes `check` (commits are throttled to one a second). */
export async function bodyWhen<Block>(lake: TestLake, id: string, check: (body: Block[]) => void): Promise<Block[]> {
  let body: Block[] = []
  await eventually(async () => {
    body = await storedBody<Block>(lake, id)
    check(body)
  })
  return body
}
