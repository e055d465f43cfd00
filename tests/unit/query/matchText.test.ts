// The text index's `match` tokenizer ignores invisible characters (zero-width space, joiners, word
// joiner, BOM, soft hyphen) in text and patterns, as the lake's `match` does (visibleMatch.test.ts).
import {describe, expect, it} from 'vitest'
import {patternTerms, termRegExp, textTokens} from '../../../server/query/matchText.ts'

const TITLE = 'Zero\u200bwidth\u200b\u200b\u200cjoin\u200dtitle\ufeff'
// Woman technologist: woman, zero width joiner, laptop.
const CODER = '\u{1F469}\u200d\u{1F4BB}'

describe('the match tokenizer', () => {
  it('reads the words the editor sees', () => {
    expect(textTokens(TITLE)).toEqual(['Zerowidthjointitle'])
    expect(textTokens('soft\u00adhyphen and word\u2060joiner')).toEqual(['softhyphen', 'and', 'wordjoiner'])
    expect(patternTerms('Zero\u200bwidth*')).toEqual(['Zerowidth*'])
    expect(patternTerms('\u200b')).toEqual([])
  })

  it('finds the title by its visible word, a prefix of it, or its start', () => {
    const [token] = textTokens(TITLE)
    for (const pattern of ['Zerowidthjointitle', 'zerowidth*', 'Zero*', 'Zero\u200bwidth\u200djoin\u00adtitle']) {
      expect(patternTerms(pattern).every((term) => termRegExp(term).test(token)), pattern).toBe(true)
    }
    expect(termRegExp('Zerowidth').test(token)).toBe(false)
  })

  it('keeps an emoji joined by U+200D one token, found by the same sequence typed again', () => {
    const tokens = textTokens(`${CODER} at work`)
    expect(tokens).toEqual(['\u{1F469}\u{1F4BB}', 'at', 'work'])
    expect(patternTerms(CODER).every((term) => tokens.some((token) => termRegExp(term).test(token)))).toBe(true)
  })
})
