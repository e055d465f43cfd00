// `match` ignores invisible characters (zero-width space, joiners, word joiner, BOM, soft hyphen)
// in the text and in the pattern: the rewrite groq-js evaluates (server/query/visibleMatch.ts),
// the shortcut that leaves it out where nothing can hold one, and the index's note of which
// documents hold one. The tokenizer: matchText.test.ts.
import {evaluate, evaluateSync, parse} from 'groq-js'
import {describe, expect, it} from 'vitest'
import {INVISIBLE_CHARACTERS, withoutInvisible} from '../../../core/search/invisibleCharacters.ts'
import {DatasetIndex} from '../../../server/dataset/datasetIndex.ts'
import {plainMatch, visibleMatch} from '../../../server/query/visibleMatch.ts'

const TITLE = 'Zero\u200bwidth\u200b\u200b\u200cjoin\u200dtitle\ufeff'
// Woman technologist: woman, zero width joiner, laptop.
const CODER = '\u{1F469}\u200d\u{1F4BB}'

describe('invisible characters', () => {
  it('drops each of the characters and nothing else', () => {
    for (const c of INVISIBLE_CHARACTERS) expect(withoutInvisible(`a${c}b`)).toBe('ab')
    expect(withoutInvisible('a\u00a0b\u200ac\u2028d')).toBe('a\u00a0b\u200ac\u2028d')
  })
})

const DOCS = [
  {_id: 'zw', _type: 't', title: TITLE, tags: [`hid\u200bden`, 3, null], body: [{_type: 'block', children: [{_type: 'span', text: `in\u00ad`}, {_type: 'span', text: 'side'}]}]},
  {_id: 'plain', _type: 't', title: 'Zerowidthjointitle', tags: ['hidden']},
  {_id: 'emoji', _type: 't', title: `${CODER} coder`},
  {_id: 'number', _type: 't', title: 7},
]

async function ids(filter: string, params: Record<string, unknown> = {}): Promise<{sync: unknown; async: unknown}> {
  const tree = visibleMatch(parse(`*[${filter}]._id`, {params}))
  return {sync: evaluateSync(tree, {dataset: DOCS, params}).data, async: await (await evaluate(tree, {dataset: DOCS, params})).get()}
}

describe('match rewritten for groq-js (visibleMatch)', () => {
  it('ignores invisible characters in stored text, synchronously and not', async () => {
    for (const pattern of ['Zerowidth*', 'Zerowidthjointitle', 'zero\u200bwidth*']) {
      const both = await ids('title match $q', {q: pattern})
      expect(both.sync, pattern).toEqual(['zw', 'plain'])
      expect(both.async, pattern).toEqual(['zw', 'plain'])
    }
    expect((await ids('title match "Zerowidth"')).sync).toEqual([])
  })

  it('reads arrays, portable text and computed text, and still refuses what is not text', async () => {
    expect((await ids('tags match "hidden"')).sync).toEqual(['zw', 'plain'])
    expect((await ids('pt::text(body) match "inside"')).sync).toEqual(['zw'])
    expect((await ids('lower(title) match "zerowidth*"')).sync).toEqual(['zw', 'plain'])
    expect((await ids('[title, "x"] match "zerowidth*"')).sync).toEqual(['zw', 'plain'])
    expect((await ids('title match "7"')).sync).toEqual([])
    // A pattern holding a number matches nothing, cleaned or not.
    expect((await ids('title match ["zerowidth*", 7]')).sync).toEqual([])
    expect((await ids('title match $q', {q: [`zero\u200bwidth*`, 'zerowidth\u00adjoin*']})).sync).toEqual(['zw', 'plain'])
    expect((await ids(`title match "${CODER}"`)).sync).toEqual(['emoji'])
  })

  it('scores the same way (score() reads the rewritten operands)', () => {
    const tree = visibleMatch(parse('*[_type == "t"] | score(title match "zerowidth*") | order(_id) {_id, _score}'))
    expect(evaluateSync(tree, {dataset: DOCS}).data).toEqual([
      {_id: 'emoji', _score: 0},
      {_id: 'number', _score: 0},
      {_id: 'plain', _score: expect.any(Number)},
      {_id: 'zw', _score: expect.any(Number)},
    ])
  })
})

describe('queries without match', () => {
  // Most queries hold no `match`: the lake must not copy their tree on every request.
  it('keep their tree as parsed, and share what holds no match', () => {
    const plain = parse('*[_type == "t" && count(tags) > 1]{_id, "n": title}[0...10]')
    expect(visibleMatch(plain)).toBe(plain)
    expect(plainMatch(plain, 'dataset')).toBe(plain)
    const mixed = parse('{"a": *[_type == "t"]._id, "b": *[title match "x"]._id}') as any
    const out = visibleMatch(mixed) as any
    expect(out).not.toBe(mixed)
    expect(out.attributes[0]).toBe(mixed.attributes[0])
    expect(out.attributes[1]).not.toBe(mixed.attributes[1])
    expect(evaluateSync(out, {dataset: DOCS}).data).toEqual({a: ['zw', 'plain', 'emoji', 'number'], b: []})
  })
})

describe('plainMatch', () => {
  const wrapped = (query: string, params: Record<string, unknown> = {}) => visibleMatch(parse(query, {params}))
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

  it('takes the cleaning off where no text read can hold an invisible character', () => {
    const query = '*[title match $q || author->name match "x"]'
    expect(same(plainMatch(wrapped(query, {q: 'a\u200bb'}), 'dataset'), parse(query, {params: {q: 'ab'}}))).toBe(true)
    // The filter of one clean document, reading nothing else.
    const filter = '_type == "t" && (title match $q || tags[] match $q)'
    expect(same(plainMatch(wrapped(filter, {q: 'a\u200bb'}), 'document'), parse(filter, {params: {q: 'ab'}}))).toBe(true)
  })

  it('keeps it where other text may reach a match, and answers the same tree then', () => {
    for (const [query, reach] of [
      // Another document's text, through `->` or a subquery, when only this one is known clean.
      ['title match "x" || author->name match "x"', 'document'],
      ['count(*[name match ^.title]) > 0', 'document'],
      // A constant holding one, as an operand or as what a nested filter reads as `@`.
      ['coalesce(title, "x\u200by") match "xy"', 'dataset'],
      ['count(["a\u200bb"][@ match "ab"]) > 0', 'dataset'],
      // The caller's identity.
      ['identity() match "x"', 'dataset'],
    ] as const) {
      const tree = wrapped(query)
      expect(plainMatch(tree, reach), query).toBe(tree)
    }
  })

  it('gives what the cleaning gives in the cases it keeps it for', () => {
    const tree = wrapped('*[count(["a\u200bb"][@ match "ab"]) > 0]._id')
    expect(evaluateSync(plainMatch(tree, 'dataset'), {dataset: [{_id: 'x'}]}).data).toEqual(['x'])
  })
})

describe('documents holding invisible characters (DatasetIndex)', () => {
  it('are known through every write', () => {
    const index = new DatasetIndex([{_id: 'a', _type: 't', title: TITLE} as never, {_id: 'b', _type: 't', title: 'plain'} as never])
    const slot = (id: string) => index.slotOf(id)!
    expect([index.invisibleCount, index.holdsInvisible(slot('a')), index.holdsInvisible(slot('b'))]).toEqual([1, true, false])
    index.put({_id: 'a', _type: 't', title: 'cleaned'} as never)
    index.put({_id: 'b', _type: 't', nested: [{_key: `k\u00ad`}]} as never)
    expect([index.invisibleCount, index.holdsInvisible(slot('a')), index.holdsInvisible(slot('b'))]).toEqual([1, false, true])
    index.delete('b')
    expect(index.invisibleCount).toBe(0)
  })
})
