// Two document pair machines against the real lake over HTTP (the adapters the studio uses):
// both edit one document at the same time, in different fields and in the same string field,
// and both end up showing what the lake stores, with every keystroke of both in it.
import {afterAll, beforeAll, describe, expect, it} from 'vitest'
import {createActor, type Actor} from 'xstate'
import {createHttpContentLake} from '../../adapters/http/index.ts'
import {documentPairMachine, pairIsConsistent} from '../../machines/documentPair.ts'
import {documentPairActors} from '../../machines/documentPairActors.ts'
import {configFor, uniqueId} from '../adapters/lakeClient.ts'
import {startTestLake, type TestLake} from '../support/lake.ts'

type PairActor = Actor<typeof documentPairMachine>

let lake: TestLake

beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(async () => {
  await lake?.close()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await sleep(20)
  }
}

function openPair(publishedId: string): PairActor {
  const client = createHttpContentLake(configFor(lake, 'editor'))
  const actor = createActor(documentPairMachine.provide({actors: documentPairActors(client)}), {input: {publishedId, type: 'article'}})
  actor.start()
  return actor
}

const shown = (actor: PairActor) => {
  const {edge} = actor.getSnapshot().context.editing
  return edge.draft ?? edge.published
}

/** Types `text` one key at a time; `at` says where each key goes in the field's current text. */
async function typeInto(actor: PairActor, field: string, text: string, at: (current: string, index: number) => number) {
  for (const [index, ch] of [...text].entries()) {
    const current = String(shown(actor)?.[field] ?? '')
    const position = at(current, index)
    actor.send({type: 'edit', patches: [{type: 'set', path: [field], value: current.slice(0, position) + ch + current.slice(position)}]})
    await sleep(15 + Math.random() * 40)
  }
}

describe('document pair against the real lake', () => {
  it('two editors typing at once converge with no keystroke lost', async () => {
    const id = uniqueId('pairServer')
    const created = await lake.api('/data/mutate/production', {
      method: 'POST',
      body: JSON.stringify({mutations: [{create: {_id: id, _type: 'article', title: 'Shared'}}]}),
    })
    expect(created.status).toBe(200)

    const a = openPair(id)
    const b = openPair(id)
    try {
      await until(() => a.getSnapshot().context.editing.loaded && b.getSnapshot().context.editing.loaded, 'both pairs to load')
      expect(shown(a)?.title).toBe('Shared')

      await Promise.all([
        typeInto(a, 'fieldA', 'alpha and more', (current) => current.length),
        typeInto(b, 'fieldB', 'bravo as well', (current) => current.length),
        typeInto(a, 'title', ' one', (current) => current.length),
        typeInto(b, 'title', 'two ', (_current, index) => index),
      ])

      a.send({type: 'flush'})
      b.send({type: 'flush'})
      const stored = async () => (await (await lake.api(`/data/doc/production/drafts.${id}`)).json()).documents[0]
      await until(async () => {
        const server = await stored()
        return [a, b].every((actor) => {
          const s = actor.getSnapshot()
          return pairIsConsistent(s.context) && s.context.editing.edge.draft?._rev === server?._rev
        })
      }, 'both pairs to settle on the stored revision')

      const server = await stored()
      expect(server).toMatchObject({fieldA: 'alpha and more', fieldB: 'bravo as well', title: 'two Shared one'})
      for (const actor of [a, b]) {
        const {editing, error} = actor.getSnapshot().context
        expect(error).toBeNull()
        expect(editing.edge.draft).toEqual(server)
        expect(editing.edge).toEqual(editing.head)
        expect(actor.getSnapshot().matches({edit: 'ready'})).toBe(true)
      }
    } finally {
      a.stop()
      b.stop()
    }
  })
})
