// History chunks over random editing sessions: a pair of documents driven through create, edit,
// publish, unpublish, discard, delete and live edits by several authors at random intervals, each
// step turned into a transaction with real mendoza effects (as the lake records them). Then:
// every transaction lands in exactly one chunk, in order; each chunk's type is what its step was;
// merged chunks hold only draft edits less than 5 minutes apart and their authors; a merge never
// crosses a publish. Plus the seeds' special cases and a history cut before the creation.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {CHUNK_MERGE_WINDOW_MS, chunksOf, type ChunkType, type HistoryTransaction} from '../../core/history/index.ts'
import {documentEffectsOf} from '../../core/mendoza/documentEffects.ts'

type Doc = Record<string, unknown> & {_id: string}
type Step = 'createDraft' | 'editDraft' | 'publish' | 'unpublish' | 'discard' | 'delete' | 'editLive'

interface Pair {
  draft: Doc | null
  published: Doc | null
}

const ID = 'doc'
const DRAFT = 'drafts.doc'

/** What a step does to the pair, or null when it cannot apply to this state; the chunk type it should read as. */
function perform(step: Step, pair: Pair, n: number): {next: Pair; type: ChunkType} | null {
  const body = {_type: 'article', title: `v${n}`}
  const exists = pair.draft !== null || pair.published !== null
  switch (step) {
    case 'createDraft':
      return exists ? null : {next: {draft: {_id: DRAFT, ...body}, published: null}, type: 'create'}
    case 'editDraft':
      if (!exists) return null
      return {next: {...pair, draft: {...(pair.draft ?? pair.published!), _id: DRAFT, title: `v${n}`}}, type: 'editDraft'}
    case 'publish':
      return pair.draft ? {next: {draft: null, published: {...pair.draft, _id: ID}}, type: 'publish'} : null
    case 'unpublish':
      return pair.published ? {next: {draft: pair.draft ?? {...pair.published, _id: DRAFT}, published: null}, type: 'unpublish'} : null
    case 'discard':
      return pair.draft && pair.published ? {next: {...pair, draft: null}, type: 'discardDraft'} : null
    case 'delete':
      return exists ? {next: {draft: null, published: null}, type: 'delete'} : null
    case 'editLive':
      return pair.published && !pair.draft ? {next: {...pair, published: {...pair.published, title: `v${n}`}}, type: 'editLive'} : null
  }
}

function effectsBetween(before: Pair, after: Pair): HistoryTransaction['effects'] {
  const effects: Record<string, {apply: unknown; revert: unknown}> = {}
  if (JSON.stringify(before.draft) !== JSON.stringify(after.draft)) effects[DRAFT] = documentEffectsOf(before.draft, after.draft)
  if (JSON.stringify(before.published) !== JSON.stringify(after.published)) effects[ID] = documentEffectsOf(before.published, after.published)
  return effects
}

interface Session {
  transactions: HistoryTransaction[]
  /** The type each transaction's step should read as, before merging. */
  types: ChunkType[]
}

function session(steps: {step: Step; author: string; gapMs: number}[]): Session {
  let pair: Pair = {draft: null, published: null}
  let time = Date.parse('2026-01-01T00:00:00Z')
  const transactions: HistoryTransaction[] = []
  const types: ChunkType[] = []
  let previousType: ChunkType | null = null
  for (const [n, {step, author, gapMs}] of steps.entries()) {
    const done = perform(step, pair, n)
    if (!done) continue
    const effects = effectsBetween(pair, done.next)
    if (Object.keys(effects).length === 0) continue
    time += gapMs
    // The first transaction is the initial chunk; a draft right after a delete creates it again (seeds).
    const type: ChunkType = transactions.length === 0 ? 'initial' : done.type === 'editDraft' && previousType === 'delete' ? 'create' : done.type
    transactions.push({id: `tx${n}`, timestamp: new Date(time).toISOString(), author, effects})
    types.push(type)
    previousType = type
    pair = done.next
  }
  return {transactions, types}
}

const stepArb = fc.record({
  step: fc.constantFrom<Step>('createDraft', 'editDraft', 'editDraft', 'editDraft', 'publish', 'unpublish', 'discard', 'delete', 'editLive'),
  author: fc.constantFrom('ada', 'bo', 'cy'),
  gapMs: fc.oneof(fc.integer({min: 1_000, max: 4 * 60_000}), fc.integer({min: 5 * 60_000, max: 3_600_000})),
})

describe('history chunks', () => {
  it('put every transaction in exactly one chunk, in order, typed as what it did, merging only close draft edits', () => {
    fc.assert(
      fc.property(fc.array(stepArb, {minLength: 1, maxLength: 40}), (steps) => {
        const {transactions, types} = session([{step: 'createDraft', author: 'ada', gapMs: 0}, ...steps])
        const chunks = chunksOf(transactions, ID)
        // Contiguous, in order, covering every transaction once.
        let next = 0
        for (const [index, chunk] of chunks.entries()) {
          expect(chunk.index).toBe(index)
          expect(chunk.start).toBe(next)
          expect(chunk.end).toBeGreaterThanOrEqual(chunk.start)
          next = chunk.end + 1
          const members = transactions.slice(chunk.start, chunk.end + 1)
          expect(chunk.id).toBe(members.at(-1)!.id)
          expect(chunk.startTimestamp).toBe(members[0].timestamp)
          expect(chunk.endTimestamp).toBe(members.at(-1)!.timestamp)
          expect([...chunk.authors].sort()).toEqual([...new Set(members.map((m) => m.author))].sort())
          // The first transaction gives the type; the rest are draft edits within the window.
          expect(chunk.type).toBe(types[chunk.start])
          if (chunk.type === 'initial') expect(chunk.end).toBe(chunk.start)
          for (let i = chunk.start + 1; i <= chunk.end; i++) {
            expect(types[i]).toBe('editDraft')
            expect(['create', 'editDraft']).toContain(chunk.type)
            expect(Date.parse(transactions[i].timestamp) - Date.parse(transactions[i - 1].timestamp)).toBeLessThan(CHUNK_MERGE_WINDOW_MS)
          }
        }
        expect(next).toBe(transactions.length)
        // Never merged when it could have been: a draft edit within the window after a draft edit or create.
        for (let i = 1; i < chunks.length; i++) {
          const gap = Date.parse(chunks[i].startTimestamp) - Date.parse(chunks[i - 1].endTimestamp)
          if (chunks[i].type === 'editDraft' && ['create', 'editDraft'].includes(chunks[i - 1].type)) expect(gap).toBeGreaterThanOrEqual(CHUNK_MERGE_WINDOW_MS)
        }
      }),
      {numRuns: 300},
    )
  })

  it('read the seeds’ special cases: a delete that leaves the published version discards the draft, one that leaves the draft unpublishes, a draft after a delete creates', () => {
    const {transactions} = session([
      {step: 'createDraft', author: 'ada', gapMs: 0},
      {step: 'publish', author: 'ada', gapMs: 60_000},
      {step: 'editDraft', author: 'bo', gapMs: 60_000},
      {step: 'discard', author: 'bo', gapMs: 60_000},
      {step: 'unpublish', author: 'cy', gapMs: 60_000},
      {step: 'delete', author: 'cy', gapMs: 60_000},
      {step: 'createDraft', author: 'ada', gapMs: 10 * 60_000},
    ])
    expect(chunksOf(transactions, ID).map((chunk) => chunk.type)).toEqual(['initial', 'publish', 'editDraft', 'discardDraft', 'unpublish', 'delete', 'create'])
  })

  it('merge two authors’ draft edits four minutes apart, and not after a publish', () => {
    const {transactions} = session([
      {step: 'createDraft', author: 'ada', gapMs: 0},
      {step: 'delete', author: 'ada', gapMs: 60_000},
      {step: 'createDraft', author: 'ada', gapMs: 60_000},
      {step: 'editDraft', author: 'bo', gapMs: 4 * 60_000},
      {step: 'editDraft', author: 'ada', gapMs: 4 * 60_000},
      {step: 'publish', author: 'bo', gapMs: 60_000},
      {step: 'editDraft', author: 'cy', gapMs: 60_000},
    ])
    const chunks = chunksOf(transactions, ID)
    expect(chunks.map((chunk) => [chunk.type, chunk.authors])).toEqual([
      ['initial', ['ada']],
      ['delete', ['ada']],
      ['create', ['ada', 'bo']],
      ['publish', ['bo']],
      ['editDraft', ['cy']],
    ])
    expect(chunks[2]).toMatchObject({start: 2, end: 4, draftState: 'present', publishedState: 'missing'})
    expect(chunks[3]).toMatchObject({draftState: 'missing', publishedState: 'present'})
  })

  it('begin with what came first when the history given starts after the creation', () => {
    const {transactions} = session([
      {step: 'createDraft', author: 'ada', gapMs: 0},
      {step: 'publish', author: 'ada', gapMs: 60_000},
      {step: 'editLive', author: 'bo', gapMs: 60_000},
    ])
    const chunks = chunksOf(transactions.slice(2), ID)
    expect(chunks.map((chunk) => chunk.type)).toEqual(['editLive'])
    expect(chunks[0]).toMatchObject({index: 0, start: 0, end: 0, publishedState: 'present', draftState: 'unknown'})
  })

  it('read a delete and a new draft in one transaction as a creation', () => {
    const created = documentEffectsOf(null, {_id: DRAFT, title: 'a'})
    const replaced = documentEffectsOf({_id: DRAFT, title: 'a'}, {_id: DRAFT, title: 'b'})
    const transactions: HistoryTransaction[] = [
      {id: 't1', timestamp: '2026-01-01T00:00:00Z', author: 'ada', effects: {[DRAFT]: created}},
      {id: 't2', timestamp: '2026-01-01T01:00:00Z', author: 'bo', effects: {[DRAFT]: replaced}, mutations: [{delete: {id: DRAFT}}, {create: {_id: DRAFT, title: 'b'}}]},
      {id: 't3', timestamp: '2026-01-01T02:00:00Z', author: 'bo', effects: {[DRAFT]: documentEffectsOf({_id: DRAFT, title: 'b'}, {_id: DRAFT, title: 'c'})}, mutations: [{patch: {id: DRAFT}}]},
    ]
    expect(chunksOf(transactions, ID).map((chunk) => chunk.type)).toEqual(['initial', 'create', 'editDraft'])
  })
})
