// Documents for browser tests, through the lake's API: creating a Field showcase draft to open,
// reading a document's draft, and a check retried until the lake has it (commits are throttled,
// so a test waits for them).
import type {TestLake} from '../../support/lake.ts'

export type StoredDocument = Record<string, unknown> & {_id: string}

export async function draftOf(lake: TestLake, id: string): Promise<StoredDocument | undefined> {
  const response = await lake.api(`/data/doc/production/drafts.${id}`)
  const {documents} = (await response.json()) as {documents: StoredDocument[]}
  return documents[0]
}

/** Runs `check` until it passes or `timeoutMs` is over, then fails with its last error. */
export async function eventually(check: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > until) throw error
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

let created = 0

/** Creates a draft of the demo's Field showcase holding `fields`; answers its id (`prefix-…`, unique per run). */
export async function createShowcaseDraft(lake: TestLake, prefix: string, title: string, fields: Record<string, unknown> = {}): Promise<string> {
  const id = `${prefix}-${Date.now().toString(36)}-${created++}`
  const mutations = [{create: {_id: `drafts.${id}`, _type: 'fieldShowcase', title, ...fields}}]
  const response = await lake.api('/data/mutate/production?visibility=sync', {method: 'POST', body: JSON.stringify({mutations})})
  if (response.status !== 200) throw new Error(`Creating ${id} failed: ${response.status} ${await response.text()}`)
  return id
}
