// Pending typing follows its text (core/editing/retarget.ts): A types into a paragraph through
// diffs at the span it sees, while B re-cuts that paragraph's spans (marks a stretch), splits it or
// joins it to the paragraph before. A's editor has not taken B's change yet and keeps typing at its
// old span. Once everything is stored, every character A typed is there exactly once, in order, at
// its place in the text (the re-cut, the split and the join keep the text as it was).
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {diffPatchText, type LocalPatch} from '../../core/editing/index.ts'
import {MemoryLake} from '../support/memoryLake.ts'
import {PairClient} from '../support/pairHarness.ts'

type Span = {_type: 'span'; _key: string; text: string; marks: string[]}
type Block = {_type: 'block'; _key: string; style: 'normal'; markDefs: []; children: Span[]}
const span = (key: string, text: string, marks: string[] = []): Span => ({_type: 'span', _key: key, text, marks})
const block = (key: string, children: Span[]): Block => ({_type: 'block', _key: key, style: 'normal', markDefs: [], children})

type Move = {kind: 'recut'; cuts: number[]; keepKey: boolean} | {kind: 'split'; at: number} | {kind: 'join'}

/** B's change to the paragraph `q` holding `text` (after `p` holding "#+%"), as patches. */
function movePatches(move: Move, text: string): LocalPatch[] {
  if (move.kind === 'recut') {
    const points = [...new Set([0, ...move.cuts.map((c) => c % (text.length + 1)), text.length])].sort((a, b) => a - b)
    const children: Span[] = []
    for (let i = 0; i + 1 < points.length; i++) {
      const key = i === 0 && move.keepKey ? 'q-s' : `q-n${i}`
      children.push(span(key, text.slice(points[i], points[i + 1]), i % 2 === 0 ? ['strong'] : []))
    }
    if (children.length === 0) children.push(span('q-n0', ''))
    return [{type: 'set', path: ['body', {_key: 'q'}, 'children'], value: children}]
  }
  if (move.kind === 'split') {
    const at = move.at % (text.length + 1)
    return [
      {type: 'set', path: ['body', {_key: 'q'}, 'children'], value: [span('q-s', text.slice(0, at))]},
      {type: 'insert', path: ['body', {_key: 'q'}], position: 'after', items: [block('n', [span('n-s', text.slice(at))])]},
    ]
  }
  return [
    {type: 'set', path: ['body', {_key: 'p'}, 'children'], value: [span('p-s', `#+%${text}`)]},
    {type: 'unset', path: ['body', {_key: 'q'}]},
  ]
}

const joined = (body: Block[]) => body.map((b) => b.children.map((c) => c.text).join('')).join('')

const TYPED_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split('')

describe('pending typing follows text someone else moved', () => {
  it('every character typed before and after the move is stored once, in order, in its place', () => {
    fc.assert(
      fc.property(
        // A paragraph of distinct letters: every context in it is found once.
        fc.uniqueArray(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')), {minLength: 1, maxLength: 20}).map((a) => a.join('')),
        fc.nat(),
        fc.uniqueArray(fc.constantFrom(...TYPED_ALPHABET), {minLength: 2, maxLength: 12}).map((a) => a.join('')),
        fc.nat(),
        fc.oneof(
          fc.record({kind: fc.constant('recut' as const), cuts: fc.array(fc.nat(), {minLength: 1, maxLength: 3}), keepKey: fc.boolean()}),
          fc.record({kind: fc.constant('split' as const), at: fc.nat()}),
          fc.constant({kind: 'join' as const}),
        ),
        (text, rawPos, typed, rawBefore, move) => {
          const pos = rawPos % (text.length + 1)
          const before = rawBefore % (typed.length + 1)
          const lake = new MemoryLake({syncWelcome: true})
          lake.commit([{create: {_id: 'drafts.d', _type: 'post', body: [block('p', [span('p-s', '#+%')]), block('q', [span('q-s', text)]), block('r', [span('r-s', '$&@')])]}}])
          const a = new PairClient(lake, {publishedId: 'd', type: 'post'})
          const b = new PairClient(lake, {publishedId: 'd', type: 'post'})
          // A's editor: its own view of the span it types into, never updated from B.
          let view = text
          const typeOne = (ch: string, offset: number) => {
            const next = view.slice(0, offset) + ch + view.slice(offset)
            a.edit({type: 'diffMatchPatch', path: ['body', {_key: 'q'}, 'children', {_key: 'q-s'}, 'text'], value: diffPatchText(view, next)})
            view = next
          }
          for (let i = 0; i < before; i++) typeOne(typed[i]!, pos + i)
          b.edit(...movePatches(move, text))
          b.commit()
          b.serve()
          a.deliverAll()
          for (let i = before; i < typed.length; i++) typeOne(typed[i]!, pos + i)
          a.commit()
          a.serve()
          a.deliverAll()
          b.deliverAll()
          const stored = lake.get('drafts.d')!.body as Block[]
          const all = joined(stored)
          expect([...all].filter((c) => TYPED_ALPHABET.includes(c)).join('')).toBe(typed)
          expect(all).toBe(`#+%${text.slice(0, pos)}${typed}${text.slice(pos)}$&@`)
          expect(joined(a.edge.draft!.body as Block[])).toBe(all)
          a.close()
          b.close()
        },
      ),
      {numRuns: 300},
    )
  })
})
