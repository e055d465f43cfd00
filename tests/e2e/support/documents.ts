// Reading what the studio stored, for browser tests: a document's draft through the lake's API,
// and a check retried until the lake has it (commits are throttled, so a test waits for them).
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
