import {diffArray} from './arrays.ts'
import type {Differ} from './differ.ts'
import {JsonMeasure, kindOf, type JsonObject} from './measure.ts'
import {diffObject} from './objects.ts'
import {Op, Program, cheapest} from './opcodes.ts'
import {diffString} from './strings.ts'

/** A Mendoza patch: the flat list of opcodes and operands that `applyPatch` from 'mendoza' executes. */
export type MendozaPatch = unknown[]

/** The pair the lake attaches to listener events and history entries. */
export type MendozaEffects = {apply: MendozaPatch; revert: MendozaPatch}

/**
 * A patch turning `left` into `right` (JSON values; `undefined` means a document that does not exist
 * and reads as null). Unchanged parts are referenced rather than repeated, and at every level the
 * encoder keeps whichever of "diff" or "send the value" is shorter as JSON, so the patch is never
 * longer than `[0, right]`. Literal values in the patch share structure with `right`: serialise the
 * patch, or do not mutate `right`, before applying it elsewhere.
 */
export function encodeMendoza(left: unknown, right: unknown, measure: JsonMeasure = new JsonMeasure()): MendozaPatch {
  const encoder = new Encoder(measure)
  const before = left ?? null
  const after = right ?? null
  if (encoder.measure.equal(before, after)) return []

  const literal = encoder.program().emit(Op.Value, after)
  let diff = encoder.diff(before, after)
  // The decoder starts with a copy of the root on its output stack, so a leading Copy is implied.
  if (diff !== null && diff.firstOp === Op.Copy) diff = diff.withoutFirst()
  return cheapest(literal, diff).toPatch()
}

export function effectsOf(before: unknown, after: unknown): MendozaEffects {
  // Both directions read the same two documents: their hashes and sizes are measured once
  // (nothing changes them between the two encodings). For a long article that is half the save.
  const measure = new JsonMeasure()
  return {apply: encodeMendoza(before, after, measure), revert: encodeMendoza(after, before, measure)}
}

function isEmpty(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0
  return typeof value === 'object' && value !== null && Object.keys(value).length === 0
}

class Encoder implements Differ {
  readonly measure: JsonMeasure
  constructor(measure: JsonMeasure) {
    this.measure = measure
  }
  readonly #sizeOf = (operand: unknown) => this.measure.size(operand)

  program(): Program {
    return new Program(this.#sizeOf)
  }

  diff(left: unknown, right: unknown): Program | null {
    if (this.measure.equal(left, right)) return this.program().emit(Op.Copy)
    const kind = kindOf(right)
    if (kindOf(left) !== kind) return null
    // A Blank nobody writes to decodes as null, not as an empty container: empties go as literals.
    if (isEmpty(right)) return null
    switch (kind) {
      case 'object':
        return diffObject(this, left as JsonObject, right as JsonObject)
      case 'array':
        return diffArray(this, left as unknown[], right as unknown[])
      case 'string':
        return diffString(this, left as string, right as string)
      default:
        return null
    }
  }
}
