// Path subscriptions wake a listener whenever the value at its path changes, and never when the
// document changed only elsewhere: checked over random documents, random local patches applied
// the way the studio applies them (EDGE shares what did not change), and random subscribed paths.
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {applyLocalPatches, type LocalPatch} from '../../core/editing/index.ts'
import {createPathSubscriptions} from '../../core/editing/pathSubscriptions.ts'
import {valueAtPath, type Path} from '../../core/editing/paths.ts'
import type {SanityDocument} from '../../core/lake/types.ts'

const FIELDS = ['title', 'body', 'seo', 'items'] as const
const KEYS = ['k1', 'k2', 'k3'] as const

const leaf = fc.oneof(fc.string({maxLength: 4}), fc.integer({min: 0, max: 9}), fc.boolean())
const item = fc.record({_key: fc.constantFrom(...KEYS), _type: fc.constant('entry'), label: leaf})
const documentArb = fc.record({
  _id: fc.constant('doc'),
  _type: fc.constant('t'),
  title: leaf,
  body: leaf,
  seo: fc.record({title: leaf, description: leaf}),
  // Keys may repeat (invalid data): the first item with a key is the one a path finds.
  items: fc.array(item, {maxLength: 4}),
}) as unknown as fc.Arbitrary<SanityDocument>

const pathArb: fc.Arbitrary<Path> = fc.oneof(
  fc.constant([] as Path),
  fc.constantFrom(...FIELDS).map((field) => [field] as Path),
  fc.constantFrom('title', 'description').map((field) => ['seo', field] as Path),
  fc.constantFrom(...KEYS).map((key) => ['items', {_key: key}] as Path),
  fc.constantFrom(...KEYS).map((key) => ['items', {_key: key}, 'label'] as Path),
  fc.integer({min: 0, max: 2}).map((index) => ['items', index] as Path),
)

const patchArb: fc.Arbitrary<LocalPatch> = fc.oneof(
  fc.record({type: fc.constant('set' as const), path: fc.constantFrom<Path>(['title'], ['body'], ['seo', 'title'], ['seo', 'description']), value: leaf}),
  fc.record({type: fc.constant('set' as const), path: fc.constantFrom(...KEYS).map((key) => ['items', {_key: key}, 'label'] as Path), value: leaf}),
  fc.record({type: fc.constant('unset' as const), path: fc.constantFrom<Path>(['body'], ['seo'], ['items', {_key: 'k1'}], ['items', {_key: 'k2'}])}),
) as fc.Arbitrary<LocalPatch>

describe('path subscriptions', () => {
  it('wake a listener exactly when the value at its path is no longer the same value', () => {
    fc.assert(
      fc.property(documentArb, fc.array(pathArb, {minLength: 1, maxLength: 6}), fc.array(fc.array(patchArb, {minLength: 1, maxLength: 3}), {maxLength: 6}), (start, paths, edits) => {
        const subscriptions = createPathSubscriptions(start)
        const woken = paths.map(() => 0)
        paths.forEach((path, i) => subscriptions.subscribe(path, () => woken[i]++))
        let document = start
        for (const patches of edits) {
          const next = applyLocalPatches(document, patches)
          const expected = paths.map((path) => valueAtPath(document, path) !== valueAtPath(next, path))
          woken.fill(0)
          subscriptions.set(next)
          document = next
          // Documents are never mutated, so a changed value means changed containers above it: the
          // walk reaches every changed path, and wakes nobody whose value stayed the same object.
          expected.forEach((changed, i) => expect(woken[i], `path ${JSON.stringify(paths[i])}`).toBe(changed ? 1 : 0))
          expect(subscriptions.root()).toBe(next)
          for (const path of paths) expect(subscriptions.valueAt(path)).toBe(valueAtPath(next, path))
        }
      }),
    )
  })

  it('forget a listener once it unsubscribes, and call whole-document listeners on every change', () => {
    fc.assert(
      fc.property(documentArb, pathArb, patchArb, (start, path, patch) => {
        const subscriptions = createPathSubscriptions(start)
        let calls = 0
        let everything = 0
        const unsubscribe = subscriptions.subscribe(path, () => calls++)
        subscriptions.subscribeAll(() => everything++)
        unsubscribe()
        const next = applyLocalPatches(start, [patch])
        subscriptions.set(next)
        expect(calls).toBe(0)
        expect(everything).toBe(next === start ? 0 : 1)
      }),
    )
  })
})
