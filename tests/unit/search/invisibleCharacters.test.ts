// The studio ranks search hits by the words the editor sees: invisible characters in a value or
// in the query change no story (the lake's `match` ignores them as well, tests/server/invisibleMatch.test.ts).
import {describe, expect, it} from 'vitest'
import {matchOf, scoreHits, wordsOf, type SearchSpec} from '../../../core/search/index.ts'

const TITLE = 'Zero\u200bwidth\u200b\u200b\u200cjoin\u200dtitle\ufeff'

describe('ranking text with invisible characters', () => {
  it('reads the visible words', () => {
    expect(wordsOf(TITLE)).toEqual(['zerowidthjointitle'])
    expect(wordsOf('soft\u00adhyphen word\u2060joiner')).toEqual(['softhyphen', 'wordjoiner'])
  })

  it('grades the title by what it shows', () => {
    expect(matchOf(TITLE, 'Zerowidth')).toEqual([0.25, 'Prefix match'])
    expect(matchOf(TITLE, 'zerowidthjointitle')).toEqual([1, 'Exact match'])
    expect(matchOf('Zerowidthjointitle', 'Zero\u200bwidth\u200djoin\u00adtitle')).toEqual([1, 'Exact match'])
  })

  it('gives the hit its story and score', () => {
    const specs: SearchSpec[] = [{typeName: 'article', paths: [{path: 'title', weight: 10, key: 'w0'}]}]
    const [hit] = scoreHits([{_id: 'a', _type: 'article', w0: TITLE}], specs, 'Zerowidth')
    expect(hit.stories).toEqual([{path: 'title', why: 'Prefix match', score: 0.25}])
  })
})
