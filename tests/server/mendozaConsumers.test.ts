// Effects replayed exactly as the official consumers replay them: mendoza's applyPatch over the
// document WITHOUT `_rev`, then `_rev` set from the transaction. Random edit sequences on a draft
// and its published document, publishes and discards included; the listener's effects and the
// history's effects must rebuild every stored revision (minus `_rev`) from nothing.
import fc from 'fast-check'
import {applyPatch} from 'mendoza'
import {afterAll, beforeAll, expect, test} from 'vitest'
import {startTestLake, type TestLake} from '../support/lake.ts'
import {openSse} from '../support/sse.ts'

type Doc = Record<string, unknown>

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake?.close())

const withoutRev = (doc: Doc | null): Doc | null => {
  if (!doc) return null
  const {_rev: _ignored, ...rest} = doc
  return rest
}

type Step =
  | {kind: 'set'; field: string; value: unknown}
  | {kind: 'unset'; field: string}
  | {kind: 'text'; value: string}
  | {kind: 'publish'}
  | {kind: 'discard'}

const field = fc.constantFrom('title', 'a', 'zeta', 'body', 'count', '_z', 'Aa')
const value = fc.oneof(fc.string({maxLength: 12}), fc.integer(), fc.boolean(), fc.array(fc.string({maxLength: 4}), {maxLength: 3}), fc.constant(null))
const step: fc.Arbitrary<Step> = fc.oneof(
  {weight: 4, arbitrary: fc.record({kind: fc.constant('set' as const), field, value})},
  {weight: 1, arbitrary: fc.record({kind: fc.constant('unset' as const), field})},
  {weight: 2, arbitrary: fc.record({kind: fc.constant('text' as const), value: fc.string({minLength: 1, maxLength: 30, unit: 'grapheme'})})},
  {weight: 2, arbitrary: fc.constant({kind: 'publish' as const})},
  {weight: 1, arbitrary: fc.constant({kind: 'discard' as const})},
)

async function mutate(mutations: unknown[]): Promise<void> {
  const response = await lake.api(`/data/mutate/${lake.dataset}`, {method: 'POST', body: JSON.stringify({mutations})})
  expect(response.status, JSON.stringify(mutations)).toBe(200)
}

async function stored(id: string): Promise<Doc | null> {
  const body = await (await lake.api(`/data/doc/${lake.dataset}/${id}`)).json()
  return body.documents[0] ?? null
}

/** Turns a step into the mutations the studio would send for it. */
async function mutationsOf(step: Step, id: string): Promise<unknown[]> {
  const draftId = `drafts.${id}`
  const draft = await stored(draftId)
  const published = await stored(id)
  const base = draft ?? published ?? {_id: draftId, _type: 'consumerDoc'}
  const ensureDraft = draft ? [] : [{createIfNotExists: {...withoutRev(base), _id: draftId}}]
  switch (step.kind) {
    case 'set':
      return [...ensureDraft, {patch: {id: draftId, set: {[step.field]: step.value}}}]
    case 'unset':
      return [...ensureDraft, {patch: {id: draftId, unset: [step.field]}}]
    case 'text':
      return [...ensureDraft, {patch: {id: draftId, set: {title: `${typeof base.title === 'string' ? base.title : ''}${step.value}`}}}]
    case 'publish':
      if (!draft) return []
      return [{createOrReplace: {...withoutRev(draft), _id: id}}, {delete: {id: draftId}}]
    case 'discard':
      return draft && published ? [{delete: {id: draftId}}] : []
  }
}

test('listener and history effects rebuild every revision for consumers that leave out _rev', async () => {
  let run = 0
  await fc.assert(
    fc.asyncProperty(fc.array(step, {minLength: 2, maxLength: 10}), async (steps) => {
      const id = `consumer-${run++}-${Date.now().toString(36)}`
      const ids = [id, `drafts.${id}`]
      const connection = await openSse(
        `${lake.url}/v2023-11-13/data/listen/${lake.dataset}?${new URLSearchParams({query: '*[_id in $ids]', $ids: JSON.stringify(ids), effectFormat: 'mendoza'})}`,
        {headers: {Authorization: `Bearer ${lake.tokens.editor}`, 'X-Sanity-Project-ID': lake.projectId}},
      )
      try {
        expect((await connection.next()).event).toBe('welcome')
        const heard: Record<string, Doc | null> = {[ids[0]]: null, [ids[1]]: null}
        for (const s of steps) {
          const mutations = await mutationsOf(s, id)
          if (!mutations.length) continue
          await mutate(mutations)
          // One event per touched document; apply each as the consumer would.
          const touched = new Set(mutations.map((m) => Object.values(m as Record<string, {id?: string; _id?: string}>)[0]).map((m) => m.id ?? m._id))
          for (let i = 0; i < touched.size; i++) {
            const event = JSON.parse((await connection.nextOf('mutation')).data)
            const next = applyPatch(heard[event.documentId] as never, event.effects.apply)
            heard[event.documentId] = next
            expect(next, `listener, ${event.documentId}`).toEqual(withoutRev(await stored(event.documentId)))
          }
        }
        // History: every transaction of each document, replayed from nothing.
        for (const docId of ids) {
          const response = await lake.api(`/data/history/${lake.dataset}/transactions/${docId}?effectFormat=mendoza`)
          const lines = (await response.text()).split('\n').filter(Boolean).map((line) => JSON.parse(line))
          let doc: unknown = null
          for (const line of lines) {
            if (line.effects[docId]) doc = applyPatch(doc as never, line.effects[docId].apply)
          }
          expect(doc, `history, ${docId}`).toEqual(withoutRev(await stored(docId)))
          for (const line of [...lines].reverse()) {
            if (line.effects[docId]) doc = applyPatch(doc as never, line.effects[docId].revert)
          }
          expect(doc, `history reverted, ${docId}`).toBeNull()
        }
      } finally {
        connection.close()
      }
    }),
    {numRuns: 25},
  )
}, 120_000)
