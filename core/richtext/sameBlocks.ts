// Whether the field's value (EDGE) says what the editor already shows. Asked on every keystroke of
// a body that may hold a thousand blocks, mostly about the editor's own change coming back: both
// sides keep an unchanged block the same object from one value to the next (EDGE preserves what a
// patch did not touch, the editor replaces only the nodes it edits), so a pair of blocks found equal
// once is remembered by identity and never compared again; only the block just typed into is.

import {isRecord} from '../isRecord.ts'
import {jsonEqual} from '../jsonEqual.ts'

type Json = unknown

/** Structural equality of JSON values; a property set to `undefined` counts as absent. */
export function sameJson(a: Json, b: Json): boolean {
  return jsonEqual(a, b, {undefinedIsAbsent: true})
}

export type SameBlocks = (value: readonly Json[] | undefined, shown: readonly Json[] | undefined) => boolean

/** A comparison with its own memory of block pairs found equal (one per editor). */
export function createSameBlocks(): SameBlocks {
  const equalTo = new WeakMap<object, object>()
  return (value, shown) => {
    if (value === shown) return true
    if (!value || !shown) return (value?.length ?? 0) === 0 && (shown?.length ?? 0) === 0
    if (value.length !== shown.length) return false
    for (let i = 0; i < value.length; i++) {
      const block = value[i]
      const other = shown[i]
      if (block === other) continue
      if (!isRecord(block) || !isRecord(other)) return false
      if (equalTo.get(block) === other) continue
      if (!sameJson(block, other)) return false
      equalTo.set(block, other)
    }
    return true
  }
}
