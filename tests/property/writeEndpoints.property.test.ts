// Random deep, wide and odd JSON through every endpoint that takes a body, against a real lake:
// never a 5xx, and a refused transaction leaves nothing behind (its first, valid mutation creates
// a marker document that must then not exist).
import fc from 'fast-check'
import {afterAll, beforeAll, expect, test} from 'vitest'
import {startTestLake, type TestLake} from '../support/lake.ts'

let lake: TestLake
beforeAll(async () => {
  lake = await startTestLake()
})
afterAll(() => lake?.close())

/** Keys that have tripped JSON handling elsewhere: prototype keys, odd unicode, the empty key. */
const oddKey = fc.constantFrom('__proto__', 'constructor', 'prototype', '', '_id', '_type', '_rev', '_key', 'a.b', 'a[0]', '\u0000', '\ud83d\ude00', 'é', '$x')
const key = fc.oneof(fc.string({maxLength: 6}), oddKey)
const leaf = fc.oneof(
  fc.string({maxLength: 20, unit: 'binary'}),
  fc.integer(),
  fc.double({noNaN: true, noDefaultInfinity: true}),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, 0, -0, true, false, null, ''),
)
/** JSON text directly, so `__proto__` travels as an own key like any other. */
const jsonText: fc.Arbitrary<string> = fc.letrec<{value: string}>((tie) => ({
  value: fc.oneof(
    {depthSize: 'small', withCrossShrink: true},
    leaf.map((v) => JSON.stringify(v)),
    fc.array(tie('value'), {maxLength: 5}).map((items) => `[${items.join(',')}]`),
    fc.array(fc.tuple(key, tie('value')), {maxLength: 5}).map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  ),
})).value
/** Deep or wide values past (or near) the limits, built as text. */
const extreme = fc.oneof(
  fc.integer({min: 90, max: 300}).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc.integer({min: 5_000, max: 15_000}).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc.integer({min: 90, max: 300}).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({min: 9_990, max: 10_010}).map((n) => `{${Array.from({length: n}, (_, i) => `"k${i}":${i}`).join(',')}}`),
  fc.integer({min: 99_990, max: 100_010}).map((n) => `[${new Array(n).fill('0').join(',')}]`),
)
const anyValue = fc.oneof({weight: 3, arbitrary: jsonText}, {weight: 2, arbitrary: extreme})

/** A mutation, right or wrong in every field of its shape. */
const mutation = fc.oneof(
  {weight: 1, arbitrary: anyValue},
  fc.tuple(fc.constantFrom('create', 'createOrReplace', 'createIfNotExists', 'delete', 'patch', 'nonsense'), anyValue).map(([kind, v]) => `{"${kind}":${v}}`),
  fc.tuple(fc.constantFrom('create', 'createOrReplace', 'createIfNotExists'), fc.string({maxLength: 8}), anyValue).map(
    ([kind, type, v]) => `{"${kind}":{"_id":"p-${Math.abs(type.length)}","_type":${JSON.stringify(type)},"v":${v}}}`,
  ),
  // A well-formed document carrying the value, so odd content reaches the commit path itself.
  {weight: 3, arbitrary: anyValue.map((v) => `{"createOrReplace":{"_id":"p-doc","_type":"t","v":${v}}}`)},
  fc.tuple(fc.constantFrom('set', 'setIfMissing', 'unset', 'inc', 'dec', 'insert', 'diffMatchPatch', 'ifRevisionID'), anyValue).map(
    ([op, v]) => `{"patch":{"id":"p-1","${op}":${v}}}`,
  ),
)

let run = 0

test('random bodies to data/mutate: never a 5xx, and a refusal writes nothing', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(mutation, {maxLength: 2}), fc.oneof({weight: 9, arbitrary: fc.constant(undefined)}, {weight: 1, arbitrary: anyValue}), async (mutations, transactionId) => {
      const marker = `marker-${run++}`
      const body = `{"mutations":[${[`{"create":{"_id":"${marker}","_type":"marker"}}`, ...mutations].join(',')}]${transactionId ? `,"transactionId":${transactionId}` : ''}}`
      const response = await lake.api(`/data/mutate/${lake.dataset}`, {method: 'POST', body})
      expect(response.status, body.slice(0, 300)).toBeLessThan(500)
      const answer = await response.json()
      const stored = await (await lake.api(`/data/doc/${lake.dataset}/${marker}`)).json()
      if (response.status === 200) expect(stored.documents).toHaveLength(1)
      else {
        expect(typeof answer.error?.description).toBe('string')
        expect(stored.documents, `refused but written: ${body.slice(0, 300)}`).toHaveLength(0)
      }
    }),
    {numRuns: 150},
  )
}, 120_000)

test('random bodies to every other endpoint that takes one: never a 5xx', async () => {
  const endpoints = [
    `/data/query/${lake.dataset}`,
    '/auth/login/password',
    '/auth/logout',
    '/intake/batch',
    '/journey/trial/some-id',
  ]
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...endpoints), anyValue, fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'), async (path, body, type) => {
      const response = await lake.api(path, {method: 'POST', body, headers: {'content-type': type}})
      expect(response.status, `${path} ${type} ${body.slice(0, 200)}`).toBeLessThan(500)
      await response.arrayBuffer()
    }),
    {numRuns: 150},
  )
  const manage = await fetch(`${lake.url}/manage/${lake.projectId}/invite`, {
    method: 'POST',
    body: '{"__proto__":{"x":1}}',
    headers: {'content-type': 'application/json', Authorization: `Bearer ${lake.tokens.administrator}`},
  })
  expect(manage.status).toBeLessThan(500)
}, 120_000)
