// The editing model's promises (EDITING-MODEL.md), checked on random interleavings: several
// clients type while others change the document, commits reach an in-memory lake in any order,
// listener events arrive late or are lost to a reconnect. Once every queue has drained:
// - every client shows exactly what the lake stores (EDGE = HEAD = the lake), and
// - nothing typed is lost or reordered: each client's own field holds exactly what it typed, and
//   every letter inserted into the shared field by anyone is there.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {applyLocalPatches, diffPatchText, pairSpec, squash, withoutRepeatedSetIfMissing, type LocalPatch} from '../../core/editing/index.ts'
import type {SanityDocument} from '../../core/lake/types.ts'
import {MemoryLake} from '../support/memoryLake.ts'
import {PairClient} from '../support/pairHarness.ts'

const CLIENTS = 3
const SHARED_START = 'The quick brown fox'

type Action =
  | {kind: 'type'; client: number; ch: string}
  | {kind: 'typeShared'; client: number; ch: string; at: number}
  | {kind: 'commit'; client: number}
  | {kind: 'serve'; client: number}
  | {kind: 'deliver'; client: number; count: number}
  | {kind: 'drop'; client: number}
  | {kind: 'remoteSet'; value: number}
  | {kind: 'remoteInsert'; ch: string; at: number}
  | {kind: 'remoteUnset'}
  | {kind: 'remotePublish'}

const client = fc.integer({min: 0, max: CLIENTS - 1})
const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split(''))
const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''))
const position = fc.nat({max: 1000})

function actions(withPublish: boolean): fc.Arbitrary<Action[]> {
  const local = [
    {arbitrary: fc.record({kind: fc.constant('type' as const), client, ch: letter}), weight: 6},
    {arbitrary: fc.record({kind: fc.constant('typeShared' as const), client, ch: letter, at: position}), weight: 4},
    {arbitrary: fc.record({kind: fc.constant('commit' as const), client}), weight: 3},
    {arbitrary: fc.record({kind: fc.constant('serve' as const), client}), weight: 3},
    {arbitrary: fc.record({kind: fc.constant('deliver' as const), client, count: fc.integer({min: 1, max: 4})}), weight: 4},
    {arbitrary: fc.record({kind: fc.constant('drop' as const), client}), weight: 2},
    {arbitrary: fc.record({kind: fc.constant('remoteSet' as const), value: fc.integer()}), weight: 1},
    {arbitrary: fc.record({kind: fc.constant('remoteInsert' as const), ch: upper, at: position}), weight: 2},
    {arbitrary: fc.record({kind: fc.constant('remoteUnset' as const)}), weight: 1},
  ]
  const all = withPublish ? [...local, {arbitrary: fc.record({kind: fc.constant('remotePublish' as const)}), weight: 1}] : local
  return fc.array(fc.oneof(...all) as fc.Arbitrary<Action>, {maxLength: 120})
}

const ownField = (index: number) => `field${index}`
/** Each writer types its own letters into the shared field, so a lost one is told from a duplicate. */
const SHARED_LETTERS = ['abcdefgh', 'ijklmnop', 'qrstuvwx']
const sharedLetter = (client: number, ch: string) => SHARED_LETTERS[client][ch.charCodeAt(0) % 8]
const shown = (c: PairClient) => c.edge.draft ?? c.edge.published
const stored = (lake: MemoryLake): SanityDocument | null => lake.get('drafts.doc') ?? lake.get('doc')

/** `EDITING_PROPERTY_RUNS=5000` for a longer search. */
const runs = (usual: number) => Number(process.env.EDITING_PROPERTY_RUNS ?? usual)

function countOf(text: string, ch: string): number {
  return text.split(ch).length - 1
}

function run(steps: Action[], options: {liveEdit: boolean}) {
  const lake = new MemoryLake({syncWelcome: true})
  lake.commit([{create: {_id: 'doc', _type: 'post', shared: SHARED_START, other: 0}}])
  const clients = Array.from({length: CLIENTS}, () => new PairClient(lake, {publishedId: 'doc', type: 'post', liveEdit: options.liveEdit}))
  const typed = clients.map(() => '')
  const inserted: string[] = []
  const target = options.liveEdit ? 'doc' : 'drafts.doc'

  const remote = (mutations: Parameters<MemoryLake['commit']>[0]) => {
    try {
      lake.commit(mutations, {identity: 'remote'})
    } catch {
      // A remote edit the lake refuses (its document is gone) simply did not happen.
    }
  }
  const remoteTarget = () => (lake.get(target) ? target : lake.get('doc') ? 'doc' : null)

  for (const step of steps) {
    switch (step.kind) {
      case 'type': {
        const c = clients[step.client]
        const current = (shown(c)?.[ownField(step.client)] as string | undefined) ?? ''
        c.edit({type: 'set', path: [ownField(step.client)], value: current + step.ch})
        typed[step.client] += step.ch
        break
      }
      case 'typeShared': {
        const c = clients[step.client]
        const current = String(shown(c)?.shared ?? '')
        const at = step.at % (current.length + 1)
        const ch = sharedLetter(step.client, step.ch)
        c.edit({type: 'set', path: ['shared'], value: current.slice(0, at) + ch + current.slice(at)})
        inserted.push(ch)
        break
      }
      case 'commit':
        clients[step.client].commit()
        break
      case 'serve':
        clients[step.client].serve()
        break
      case 'deliver':
        for (let i = 0; i < step.count; i++) clients[step.client].deliverOne()
        break
      case 'drop':
        clients[step.client].dropConnection()
        break
      case 'remoteSet': {
        const id = remoteTarget()
        if (id) remote([{patch: {id, set: {other: step.value, 'nested.deep': step.value}}}])
        break
      }
      case 'remoteUnset': {
        const id = remoteTarget()
        if (id) remote([{patch: {id, unset: ['other', 'nested']}}])
        break
      }
      case 'remoteInsert': {
        // Only into the document clients edit: text put into the published version while a
        // draft is being made from an older copy of it is not expected to reach the draft.
        const doc = lake.get(target)
        if (!doc) break
        const id = target
        const current = String(doc.shared ?? '')
        const at = step.at % (current.length + 1)
        remote([{patch: {id, diffMatchPatch: {shared: diffPatchText(current, current.slice(0, at) + step.ch + current.slice(at))}}}])
        inserted.push(step.ch)
        break
      }
      case 'remotePublish': {
        const draft = lake.get('drafts.doc')
        if (!draft) break
        const {_rev, _updatedAt, ...content} = draft
        remote([{createOrReplace: {...content, _id: 'doc'}}, {delete: {id: 'drafts.doc'}}])
        break
      }
    }
  }

  // Drain: everyone commits, the lake answers, every event arrives, until nothing moves.
  for (let round = 0; round < 50 && !clients.every((c) => c.quiet); round++) {
    for (const c of clients) {
      c.deliverAll()
      c.commit()
      c.serve()
      c.deliverAll()
    }
  }

  for (const c of clients) {
    expect(c.quiet).toBe(true)
    expect(c.state.head).toEqual({draft: lake.get('drafts.doc'), published: lake.get('doc')})
    expect(c.edge).toEqual(c.state.head)
  }
  const final = stored(lake)
  typed.forEach((text, index) => {
    if (text) expect(final?.[ownField(index)]).toBe(text)
  })
  const shared = String(final?.shared ?? '')
  for (const ch of new Set([...inserted, ...SHARED_START])) {
    expect(countOf(shared, ch)).toBe(countOf(SHARED_START, ch) + inserted.filter((i) => i === ch).length)
  }
  for (const c of clients) c.close()
}

describe('editing model (property)', () => {
  it('converges on the lake’s state and keeps every keystroke, drafts', () => {
    fc.assert(fc.property(actions(false), (steps) => run(steps, {liveEdit: false})), {numRuns: runs(300)})
  })

  it('converges and keeps every keystroke while someone else publishes the draft', () => {
    fc.assert(fc.property(actions(true), (steps) => run(steps, {liveEdit: false})), {numRuns: runs(300)})
  })

  it('a draft recreated after someone published keeps what they published (CI counterexample)', () => {
    // Client 1 edits the published-only document it saw; client 0 makes a draft, which is then
    // published; client 1's edit, made on the older published copy, must not take that back.
    run(
      [
        {kind: 'typeShared', client: 1, ch: 'a', at: 0},
        {kind: 'type', client: 0, ch: 'a'},
        {kind: 'commit', client: 0},
        {kind: 'serve', client: 0},
        {kind: 'remotePublish'},
        {kind: 'commit', client: 1},
      ],
      {liveEdit: false},
    )
  })

  it('converges and keeps every keystroke for a live-edit type', () => {
    fc.assert(fc.property(actions(false), (steps) => run(steps, {liveEdit: true})), {numRuns: runs(200)})
  })

  it('typing a word letter by letter with remote edits elsewhere ends with exactly that word', () => {
    const word = fc.string({unit: letter, minLength: 1, maxLength: 30})
    const interruptions = fc.array(fc.tuple(fc.nat({max: 30}), fc.integer()), {maxLength: 10})
    fc.assert(
      fc.property(word, interruptions, fc.boolean(), (text, remote, commitEachLetter) => {
        const lake = new MemoryLake({syncWelcome: true})
        lake.commit([{create: {_id: 'doc', _type: 'post', title: 'x', other: 0}}])
        const c = new PairClient(lake, {publishedId: 'doc', type: 'post'})
        ;[...text].forEach((ch, index) => {
          const current = String(shown(c)?.title ?? '')
          c.edit({type: 'set', path: ['title'], value: current + ch})
          for (const [at, value] of remote) {
            if (at === index) {
              const id = lake.get('drafts.doc') ? 'drafts.doc' : 'doc'
              lake.commit([{patch: {id, set: {other: value}}}], {identity: 'remote'})
            }
          }
          if (commitEachLetter) {
            c.commit()
            c.serve()
          }
          if (index % 3 === 0) c.deliverOne()
        })
        for (let round = 0; round < 10 && !c.quiet; round++) {
          c.deliverAll()
          c.commit()
          c.serve()
          c.deliverAll()
        }
        expect(stored(lake)?.title).toBe(`x${text}`)
        expect(shown(c)?.title).toBe(`x${text}`)
        c.close()
      }),
      {numRuns: runs(300)},
    )
  })
})

// Squashing (core/editing/squash.ts) on the edits the form makes, including a field inside an object
// that every keystroke first creates if missing, from documents where that object is missing, empty,
// null, a string or holds something else entirely.
describe('squash (property)', () => {
  const text = fc.constantFrom('', 'a', 'ab', 'abc', 'b', 'ba')
  const seo = {type: 'setIfMissing', path: ['seo'], value: {_type: 'seo'}} as const
  const inner = {type: 'setIfMissing', path: ['seo', 'inner'], value: {}} as const
  const item = {_key: 'k1'}
  const group: fc.Arbitrary<LocalPatch[]> = fc.oneof(
    text.map((value): LocalPatch[] => [seo, {type: 'set', path: ['seo', 'description'], value}]),
    text.map((value): LocalPatch[] => [seo, inner, {type: 'set', path: ['seo', 'inner', 'note'], value}]),
    text.map((value): LocalPatch[] => [seo, {type: 'set', path: ['seo', 'when'], value, atomic: true}]),
    text.map((value): LocalPatch[] => [{type: 'set', path: ['title'], value}]),
    text.map((value): LocalPatch[] => [
      {type: 'setIfMissing', path: ['list', item, 'meta'], value: {}},
      {type: 'set', path: ['list', item, 'meta', 'label'], value},
    ]),
    fc.constantFrom<LocalPatch[]>(
      [{type: 'setIfMissing', path: ['seo'], value: {other: true}}],
      [{type: 'unset', path: ['seo']}],
      [{type: 'unset', path: ['seo', 'description']}],
      [{type: 'set', path: ['seo'], value: 'plain'}],
      [{type: 'set', path: ['seo'], value: {description: 'set whole'}}],
      [{type: 'unset', path: ['title']}],
      // Whole, not inserted: two items with one key are not a document the form makes.
      [{type: 'set', path: ['list'], value: [{_key: 'k1'}]}],
      [{type: 'setIfMissing', path: ['list'], value: []}, {type: 'insert', path: ['list', -1], position: 'after', items: [{_key: 'k2'}]}],
      [{type: 'unset', path: ['list', item]}],
      [{type: 'insert', path: ['list', 0], position: 'before', items: [{_key: 'k0', meta: 'x'}]}],
    ),
  )
  const patches = fc.array(group, {maxLength: 25}).map((groups) => groups.flat())
  const anything = fc.constantFrom<unknown>(undefined, null, 'a string', 42, {}, {_type: 'seo'}, {description: 'ab'}, {description: 7}, {inner: 'x'}, {inner: {note: 'b'}})
  const start = fc.record({seo: anything, title: fc.constantFrom<unknown>(undefined, 'ab', 3), list: fc.constantFrom<unknown>(undefined, [], [{_key: 'k1'}], [{_key: 'k1', meta: {label: 'a'}}], 'no list')})
  const documentOf = (fields: Record<string, unknown>): SanityDocument => {
    const doc: Record<string, unknown> = {_id: 'drafts.doc', _type: 'post', _rev: 'r', _createdAt: '', _updatedAt: ''}
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) doc[name] = value
    return doc as SanityDocument
  }
  const spec = pairSpec({publishedId: 'doc', type: 'post'})

  it('never changes the document the patches make from the document they were made on', () => {
    fc.assert(
      fc.property(start, patches, (fields, edits) => {
        const doc = documentOf(fields)
        expect(applyLocalPatches(doc, squash(spec, {draft: doc, published: null}, edits))).toEqual(applyLocalPatches(doc, edits))
      }),
      {numRuns: runs(1000)},
    )
  })

  it('squashing again, with more edits after the first squash (the base moved), changes nothing either', () => {
    fc.assert(
      fc.property(start, patches, patches, (fields, before, after) => {
        const doc = documentOf(fields)
        const base = {draft: doc, published: null}
        const again = squash(spec, base, [...squash(spec, base, before), ...after])
        expect(applyLocalPatches(doc, again)).toEqual(applyLocalPatches(doc, [...before, ...after]))
      }),
      {numRuns: runs(1000)},
    )
  })

  it('dropping repeated setIfMissing changes nothing from any document, not only the one edited', () => {
    fc.assert(
      fc.property(start, patches, (fields, edits) => {
        const doc = documentOf(fields)
        expect(applyLocalPatches(doc, withoutRepeatedSetIfMissing(edits))).toEqual(applyLocalPatches(doc, edits))
      }),
      {numRuns: runs(1000)},
    )
  })

  it('a word typed into a field of an object, letter by letter, is one creation per object and one diff', () => {
    const word = fc.string({unit: letter, minLength: 1, maxLength: 20})
    fc.assert(
      fc.property(start, word, (fields, typed) => {
        const doc = documentOf(fields)
        const edits = [...typed].flatMap((_, index): LocalPatch[] => [seo, {type: 'set', path: ['seo', 'description'], value: typed.slice(0, index + 1)}])
        const out = squash(spec, {draft: doc, published: null}, edits)
        expect(out.filter((patch) => patch.path.join('.') === 'seo')).toEqual([seo])
        expect(out.filter((patch) => patch.path.join('.') === 'seo.description' && patch.type !== 'setIfMissing').length).toBeLessThanOrEqual(1)
        expect(applyLocalPatches(doc, out)).toEqual(applyLocalPatches(doc, edits))
      }),
      {numRuns: runs(300)},
    )
  })
})
