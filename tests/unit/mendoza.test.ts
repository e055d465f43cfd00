import {applyPatch} from 'mendoza'
import {describe, expect, it} from 'vitest'
import {effectsOf, encodeMendoza} from '../../core/mendoza/index.ts'

// Opcode numbers from the Mendoza format, spelled out so expected patches read as instructions.
const VALUE = 0
const BLANK = 2
const PUSH_FIELD_COPY = 10
const PUSH_FIELD_BLANK = 11
const RETURN_INTO_OBJECT_POP = 14
const RETURN_INTO_OBJECT_SAME_KEY_POP = 15
const OBJECT_SET_FIELD_VALUE = 17
const ARRAY_APPEND_VALUE = 20
const ARRAY_APPEND_SLICE = 21
const STRING_APPEND_STRING = 22
const STRING_APPEND_SLICE = 23

function roundTrip(left: unknown, right: unknown): unknown[] {
  const patch = encodeMendoza(left, right)
  expect(applyPatch(left, patch)).toEqual(right ?? null)
  expect(applyPatch(left, JSON.parse(JSON.stringify(patch)))).toEqual(right ?? null)
  return patch
}

function jsonLength(value: unknown): number {
  return JSON.stringify(value).length
}

function largeDocument() {
  const doc: Record<string, unknown> = {_id: 'post-1', _type: 'post', _rev: 'r1', title: 'Old title'}
  for (let i = 0; i < 200; i++) doc[`field${i}`] = `value number ${i} with some text to make it long`
  doc.body = Array.from({length: 100}, (_, i) => ({
    _key: `k${i}`,
    _type: 'block',
    children: [{_key: `s${i}`, _type: 'span', text: `Paragraph ${i}. `.repeat(5)}],
  }))
  return doc
}

describe('encodeMendoza: small patches', () => {
  it('sets one changed scalar field without touching the rest', () => {
    expect(roundTrip({a: 1, b: 2}, {a: 1, b: 3})).toEqual([OBJECT_SET_FIELD_VALUE, 3, 'b'])
  })

  it('keeps a one-field edit of a large document tiny', () => {
    const before = largeDocument()
    const after = {...before, title: 'New title'}
    const patch = roundTrip(before, after)
    expect(jsonLength(patch)).toBeLessThan(jsonLength(before) / 100)
    expect(JSON.stringify(patch)).not.toContain('Paragraph')
  })

  it('reuses the existing prefix when appending to an array', () => {
    const items = Array.from({length: 100}, (_, i) => i)
    const patch = roundTrip({items}, {items: [...items, 100]})
    expect(patch).toEqual([
      PUSH_FIELD_BLANK, 0,
      ARRAY_APPEND_SLICE, 0, 100,
      ARRAY_APPEND_VALUE, 100,
      RETURN_INTO_OBJECT_SAME_KEY_POP,
    ])
  })

  it('recurses into changed nested objects', () => {
    const big = 'z'.repeat(500)
    const before = {a: {b: {c: 1, d: big}, e: big}, f: big}
    const after = {a: {b: {c: 2, d: big}, e: big}, f: big}
    const patch = roundTrip(before, after)
    expect(patch).toEqual([
      PUSH_FIELD_COPY, 0,
      PUSH_FIELD_COPY, 0,
      OBJECT_SET_FIELD_VALUE, 2, 'c',
      RETURN_INTO_OBJECT_SAME_KEY_POP,
      RETURN_INTO_OBJECT_SAME_KEY_POP,
    ])
  })

  it('edits one block of a keyed array even after another block moved', () => {
    const before = largeDocument()
    const body = (before.body as Array<{_key: string; children: Array<{text: string}>}>).slice()
    const [moved] = body.splice(10, 1)
    body.splice(80, 0, moved)
    body[40] = {...body[40], children: [{...body[40].children[0], text: 'Rewritten.'}]}
    const after = {...before, body}
    const patch = roundTrip(before, after)
    expect(jsonLength(patch)).toBeLessThan(jsonLength(before) / 20)
  })

  it('copies a large value to a renamed key instead of resending it', () => {
    const big = {text: 'q'.repeat(300)}
    expect(roundTrip({x: big}, {y: big})).toEqual([BLANK, PUSH_FIELD_COPY, 0, RETURN_INTO_OBJECT_POP, 'y'])
  })

  it('uses string slices for a small edit inside a long string', () => {
    const before = `${'x'.repeat(1000)}middle${'y'.repeat(1000)}`
    const after = `${'x'.repeat(1000)}center${'y'.repeat(1000)}`
    const patch = roundTrip(before, after)
    expect(patch).toContain(STRING_APPEND_SLICE)
    expect(patch).toContain(STRING_APPEND_STRING)
    expect(jsonLength(patch)).toBeLessThan(60)
  })

  it('sends a short value whole when that is shorter than a diff', () => {
    expect(roundTrip('hello world', 'hello brave world')).toEqual([VALUE, 'hello brave world'])
  })
})

describe('encodeMendoza: documents appearing and disappearing', () => {
  const doc = {_id: 'a', _type: 'post', title: 'Hi', tags: ['x']}

  it('creates a document from null or undefined', () => {
    expect(roundTrip(null, doc)).toEqual([VALUE, doc])
    expect(encodeMendoza(undefined, doc)).toEqual([VALUE, doc])
    expect(applyPatch(null, encodeMendoza(undefined, doc))).toEqual(doc)
  })

  it('deletes a document to null', () => {
    expect(roundTrip(doc, null)).toEqual([VALUE, null])
    expect(roundTrip(doc, undefined)).toEqual([VALUE, null])
  })

  it('emits nothing when nothing changed', () => {
    expect(encodeMendoza(null, null)).toEqual([])
    expect(encodeMendoza(undefined, null)).toEqual([])
    expect(encodeMendoza(doc, structuredClone(doc))).toEqual([])
    expect(encodeMendoza({a: 1, b: 2}, {b: 2, a: 1})).toEqual([])
  })

  it('effectsOf pairs a patch with its inverse', () => {
    const after = {...doc, title: 'Hello', tags: ['x', 'y']}
    const {apply, revert} = effectsOf(doc, after)
    expect(applyPatch(doc, apply)).toEqual(after)
    expect(applyPatch(after, revert)).toEqual(doc)
    expect(effectsOf(null, doc)).toEqual({apply: [VALUE, doc], revert: [VALUE, null]})
  })
})

describe('encodeMendoza: edge cases', () => {
  const padding = 'p'.repeat(200)

  it.each([
    [{}, {a: 1}],
    [{a: 1}, {}],
    [[], [1]],
    [[1, 2, 3], []],
    [{a: [], pad: padding}, {a: {}, pad: padding}],
    [{a: {}, pad: padding}, {a: [], pad: padding}],
    [{a: Array.from({length: 50}, (_, i) => i), pad: padding}, {a: [], pad: padding}],
    [{a: {x: 1, y: 2}, pad: padding}, {a: {}, pad: padding}],
    [{a: 'text', pad: padding}, {a: '', pad: padding}],
    [[{}], [[]]],
    [{}, []],
    ['', 'x'],
  ])('keeps empty containers empty (not null): %j -> %j', (left, right) => {
    roundTrip(left, right)
    roundTrip(right, left)
  })

  it('changes the type of a value', () => {
    const pairs: Array<[unknown, unknown]> = [
      ['1', 1],
      [{a: 1}, [1]],
      [[1], 'one'],
      [true, false],
      [{nested: {x: 'y'}}, {nested: 'y'}],
      [null, 0],
    ]
    for (const [a, b] of pairs) {
      roundTrip(a, b)
      roundTrip(b, a)
    }
  })

  it('distinguishes -0 from 0 in memory', () => {
    expect(Object.is(applyPatch(0, encodeMendoza(0, -0)), -0)).toBe(true)
    const after = applyPatch({a: 0, pad: padding}, encodeMendoza({a: 0, pad: padding}, {a: -0, pad: padding}))
    expect(Object.is(after.a, -0)).toBe(true)
  })

  it('slices multi-byte and astral strings at UTF-8 byte offsets', () => {
    const stem = '😀é'.repeat(50)
    // 50 × (4 + 2) bytes of kept prefix, then the new tail.
    expect(roundTrip(`${stem}end`, `${stem}END`)).toEqual([BLANK, STRING_APPEND_SLICE, 0, 300, STRING_APPEND_STRING, 'END'])
    // Neighbouring emoji share their high surrogate: the cut must not split the pair.
    roundTrip(`${'a'.repeat(100)}😀${'b'.repeat(100)}`, `${'a'.repeat(100)}😃${'b'.repeat(100)}`)
    roundTrip(`${'a'.repeat(100)}😀`, `${'a'.repeat(100)}😃`)
    roundTrip(`😀${'b'.repeat(100)}`, `🙀${'b'.repeat(100)}`)
    roundTrip(`${'a'.repeat(100)}\u4e2d${'b'.repeat(100)}`, `${'a'.repeat(100)}\u6587\u5b57${'b'.repeat(100)}`)
    // Lone surrogates are not valid UTF-8: they still round-trip, as whole values.
    roundTrip(`${'a'.repeat(100)}\ud83d`, `${'a'.repeat(100)}\ud83dx`)
  })

  it.each(['', 'a.b', 'with space', '"quoted"', 'line\nbreak', 'ünïcødé', '😀', '\uffff', 'constructor', 'toString', '0', '-1'])(
    'handles the key %j when set, changed and removed',
    (key) => {
      const base = {alpha: padding, omega: [1, 2, 3]}
      const withKey = {...base, [key]: {inner: 'v1', pad: padding}}
      const changed = {...base, [key]: {inner: 'v2', pad: padding}}
      roundTrip(base, withKey)
      const patch = roundTrip(withKey, changed)
      expect(JSON.stringify(patch)).not.toContain(padding)
      roundTrip(changed, base)
    },
  )

  it('keeps "__proto__" an ordinary field and never touches prototypes', () => {
    const withProto = JSON.parse(`{"__proto__": {"polluted": true}, "a": 1, "pad": "${padding}"}`)
    const plain = {a: 2, pad: padding}
    for (const [left, right] of [
      [plain, withProto],
      [withProto, plain],
      [withProto, {...withProto, a: 3}],
    ]) {
      const result = applyPatch(left, encodeMendoza(left, right))
      expect(Object.hasOwn(result, '__proto__')).toBe(Object.hasOwn(right, '__proto__'))
      expect(result).toEqual(right)
      expect(Object.getPrototypeOf(result)).toBe(Object.prototype)
    }
    expect(({} as {polluted?: boolean}).polluted).toBeUndefined()
  })

  it('round-trips keys whose UTF-16 and code point orders disagree', () => {
    const before = {'\uffff': padding, '😀': padding, plain: 1}
    const after = {'\uffff': padding, '😀': `${padding}!`, plain: 2}
    roundTrip(before, after)
    roundTrip(after, before)
  })

  it('does not mutate its inputs', () => {
    const before = largeDocument()
    const after = {...before, title: 'Changed', body: (before.body as unknown[]).slice(3)}
    const snapshots = [structuredClone(before), structuredClone(after)]
    effectsOf(before, after)
    expect([before, after]).toEqual(snapshots)
  })
})
