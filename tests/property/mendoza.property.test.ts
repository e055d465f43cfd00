import fc from 'fast-check'
import {applyPatch, incremental} from 'mendoza'
import {describe, expect, it} from 'vitest'
import {effectsOf, encodeMendoza} from '../../core/mendoza/index.ts'

const NUM_RUNS = 1000

type Json = unknown

// Unicode strings (including astral characters) so string slices exercise UTF-8 byte offsets.
const anyJson = fc.oneof(
  fc.jsonValue(),
  fc.jsonValue({stringUnit: 'grapheme', maxDepth: 4}),
  fc.jsonValue({stringUnit: 'binary', maxDepth: 3}),
)
const smallJson = fc.jsonValue({maxDepth: 2, stringUnit: 'grapheme'})
const text = fc.oneof(fc.string(), fc.string({unit: 'grapheme'}), fc.string({unit: 'binary'}))

/** One random edit somewhere inside `value`: the shape of change the diff path has to handle. */
function edited(value: Json): fc.Arbitrary<Json> {
  const replaced = smallJson
  if (typeof value === 'string') {
    return fc.oneof(
      replaced,
      fc
        .tuple(fc.nat({max: value.length}), fc.nat({max: value.length}), text)
        .map(([a, b, insert]) => value.slice(0, Math.min(a, b)) + insert + value.slice(Math.max(a, b))),
      text.map((extra) => value + extra),
      text.map((extra) => extra + value),
    )
  }
  if (Array.isArray(value)) {
    const n = value.length
    const options: fc.Arbitrary<Json>[] = [
      replaced,
      fc.tuple(fc.nat({max: n}), smallJson).map(([i, v]) => [...value.slice(0, i), v, ...value.slice(i)]),
      smallJson.map((v) => [...value, v]),
    ]
    if (n > 0) {
      options.push(
        fc.nat({max: n - 1}).map((i) => value.filter((_, j) => j !== i)),
        fc.nat({max: n - 1}).chain((i) => edited(value[i]).map((v) => value.map((old, j) => (j === i ? v : old)))),
        fc.tuple(fc.nat({max: n - 1}), fc.nat({max: n - 1})).map(([from, to]) => {
          const moved = value.slice()
          const [item] = moved.splice(from, 1)
          moved.splice(to, 0, item)
          return moved
        }),
        fc.nat({max: n - 1}).map((i) => value.slice(i)),
        fc.nat({max: n - 1}).map((i) => value.slice(0, i)),
      )
    }
    return fc.oneof(...options)
  }
  if (typeof value === 'object' && value !== null) {
    const object = value as Record<string, Json>
    const keys = Object.keys(object)
    const options: fc.Arbitrary<Json>[] = [
      replaced,
      fc.tuple(fc.string(), smallJson).map(([k, v]) => withField(object, k, v)),
    ]
    if (keys.length > 0) {
      const key = fc.constantFrom(...keys)
      options.push(
        key.map((k) => withoutField(object, k)),
        key.chain((k) => edited(object[k]).map((v) => withField(object, k, v))),
        fc.tuple(key, fc.string()).map(([k, to]) => withField(withoutField(object, k), to, object[k])),
      )
    }
    return fc.oneof(...options)
  }
  return replaced
}

function editedTimes(value: Json, times: number): fc.Arbitrary<Json> {
  return times === 0 ? fc.constant(value) : edited(value).chain((next) => editedTimes(next, times - 1))
}

// Defining the property (rather than assigning) keeps a "__proto__" key a plain field.
function withField(object: Record<string, Json>, key: string, value: Json): Record<string, Json> {
  const copy = {...object}
  Object.defineProperty(copy, key, {value, enumerable: true, writable: true, configurable: true})
  return copy
}

function withoutField(object: Record<string, Json>, key: string): Record<string, Json> {
  const copy = {...object}
  delete copy[key]
  return copy
}

const editedPair = anyJson.chain((left) =>
  fc.integer({min: 1, max: 4}).chain((times) => editedTimes(left, times).map((right) => [left, right] as const)),
)

const block = fc.record({
  _key: fc.string({minLength: 1, maxLength: 6}),
  _type: fc.constantFrom('block', 'image'),
  text: fc.string({unit: 'grapheme', maxLength: 80}),
})
const documentLike = fc.record({
  _id: fc.string({minLength: 1, maxLength: 12}),
  _type: fc.constantFrom('post', 'author'),
  _rev: fc.string({maxLength: 8}),
  title: fc.string({unit: 'grapheme', maxLength: 60}),
  tags: fc.array(fc.string({maxLength: 8}), {maxLength: 6}),
  body: fc.array(block, {maxLength: 25}),
  meta: fc.dictionary(fc.string({maxLength: 6}), smallJson, {maxKeys: 5}),
})
const editedDocumentPair = documentLike.chain((left) =>
  fc.integer({min: 1, max: 3}).chain((times) => editedTimes(left, times).map((right) => [left, right] as const)),
)

/** Every check a patch has to pass: both decoders, over JSON, bounded in size, inputs untouched. */
function expectPatchWorks(left: Json, right: Json): void {
  const leftBefore = structuredClone(left)
  const rightBefore = structuredClone(right)
  const patch = encodeMendoza(left, right)

  expect(applyPatch(left, patch)).toEqual(right)
  // Effects travel as JSON to listeners (where -0 arrives as 0, as it does in the document itself).
  const wire = JSON.parse(JSON.stringify(patch)) as unknown[]
  const leftOnWire = JSON.parse(JSON.stringify(left ?? null)) as unknown
  const rightOnWire = JSON.parse(JSON.stringify(right ?? null)) as unknown
  expect(applyPatch(leftOnWire, wire)).toEqual(rightOnWire)
  // The studio's history view uses the incremental decoder.
  const incrementalResult = incremental.unwrap(incremental.applyPatch(incremental.wrap(leftOnWire, 0), wire, 1))
  expect(incrementalResult).toEqual(rightOnWire)
  // Choosing the shorter of diff and value at each level bounds the patch by plain replacement.
  expect(JSON.stringify(patch).length).toBeLessThanOrEqual(JSON.stringify([0, right]).length)

  expect(left).toEqual(leftBefore)
  expect(right).toEqual(rightBefore)
}

describe('encodeMendoza (property)', () => {
  it('round-trips unrelated JSON values in both directions', () => {
    fc.assert(
      fc.property(anyJson, anyJson, (left, right) => {
        expectPatchWorks(left, right)
        expectPatchWorks(right, left)
      }),
      {numRuns: NUM_RUNS},
    )
  })

  it('round-trips a value and an edited copy of it in both directions', () => {
    fc.assert(
      fc.property(editedPair, ([left, right]) => {
        expectPatchWorks(left, right)
        expectPatchWorks(right, left)
      }),
      {numRuns: NUM_RUNS},
    )
  })

  it('round-trips edited documents with keyed arrays, and effectsOf undoes itself', () => {
    fc.assert(
      fc.property(editedDocumentPair, ([before, after]) => {
        expectPatchWorks(before, after)
        expectPatchWorks(after, before)
        const {apply, revert} = effectsOf(before, after)
        expect(applyPatch(applyPatch(before, apply), revert)).toEqual(before)
      }),
      {numRuns: NUM_RUNS},
    )
  })

  it('emits an empty patch for equal values, even when they are different objects', () => {
    fc.assert(
      fc.property(anyJson, (value) => {
        expect(encodeMendoza(value, structuredClone(value))).toEqual([])
      }),
      {numRuns: NUM_RUNS},
    )
  })

  it('touches only the edited block when one block of a document changes', () => {
    const scenario = documentLike
      .filter((doc) => doc.body.length > 0)
      .chain((doc) =>
        fc.tuple(fc.constant(doc), fc.nat({max: doc.body.length - 1}), fc.string({minLength: 1, maxLength: 5})),
      )
    fc.assert(
      fc.property(scenario, ([doc, index, typed]) => {
        const edited = {...doc, body: doc.body.map((b, i) => (i === index ? {...b, text: b.text + typed} : b))}
        const patch = encodeMendoza(doc, edited)
        expect(applyPatch(doc, patch)).toEqual(edited)
        // Addressing the block costs a handful of opcodes; nothing else of the document is resent.
        const budget = JSON.stringify(edited.body[index]).length + 40
        expect(JSON.stringify(patch).length).toBeLessThanOrEqual(budget)
      }),
      {numRuns: NUM_RUNS},
    )
  })
})
