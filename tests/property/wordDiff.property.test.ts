// Word diffs (core/history/wordDiff.ts): whatever the texts, the kept and deleted pieces spell the
// old text, the kept and inserted ones the new text, and a change never splits a word.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {tokens, wordDiff} from '../../core/history/wordDiff.ts'

const word = fc.constantFrom('the', 'quick', 'brown', 'fox', 'jumps', 'över', 'naïve', '42', 'don’t', 'a-b', ' ', '  ', ', ', '.', '\n', '🙂')
const text = fc.array(word, {maxLength: 30}).map((parts) => parts.join(''))

describe('word diff (property)', () => {
  it('rebuilds both texts, and every changed piece is made of whole tokens', () => {
    fc.assert(
      fc.property(text, text, (before, after) => {
        const segments = wordDiff(before, after)
        expect(segments.filter((s) => s.op !== 'insert').map((s) => s.text).join('')).toBe(before)
        expect(segments.filter((s) => s.op !== 'delete').map((s) => s.text).join('')).toBe(after)
        const beforeTokens = new Set(tokens(before))
        const afterTokens = new Set(tokens(after))
        for (const segment of segments) {
          const side = segment.op === 'insert' ? afterTokens : beforeTokens
          for (const token of tokens(segment.text)) expect(side.has(token) || segment.op === 'equal').toBe(true)
        }
        if (before === after) expect(segments.every((s) => s.op === 'equal')).toBe(true)
      }),
      {numRuns: 500},
    )
  })

  it('a changed word shows as that word removed and its replacement added', () => {
    expect(wordDiff('The quick brown fox', 'The slow brown fox')).toEqual([
      {op: 'equal', text: 'The '},
      {op: 'delete', text: 'quick'},
      {op: 'insert', text: 'slow'},
      {op: 'equal', text: ' brown fox'},
    ])
  })
})
