import type {Differ} from './differ.ts'
import type {JsonObject} from './measure.ts'
import {Op, cheapest, type Program} from './opcodes.ts'

/**
 * Rebuilds `right` from `left` field by field. The base is either a copy of `left` minus its removed
 * fields or an empty object plus its kept fields, whichever names fewer fields; each changed or new
 * field then gets the cheapest of: a literal value, a recursive diff of the old field, or a copy of an
 * old field with the same value under another key (a rename).
 */
export function diffObject(differ: Differ, left: JsonObject, right: JsonObject): Program | null {
  // mendoza-js assigns fields with `target[key] = value`, which for "__proto__" sets the prototype
  // instead of a field; only a literal value carries such a key through intact.
  if (Object.hasOwn(left, '__proto__') || Object.hasOwn(right, '__proto__')) return null

  // Fields are addressed by their index among the sorted keys of the old object.
  const leftKeys = Object.keys(left).sort()
  if (!codePointOrderAgrees(leftKeys)) return null
  const indexOf = new Map(leftKeys.map((key, index) => [key, index]))

  const {measure} = differ
  const kept: number[] = []
  const fields: Program[] = []
  let renameSources: Map<number, number[]> | undefined

  for (const key of Object.keys(right).sort()) {
    const value = right[key]
    const index = indexOf.get(key)
    if (index !== undefined && measure.equal(left[key], value)) {
      kept.push(index)
      continue
    }

    const literal = differ.program().emit(Op.ObjectSetFieldValue, value, key)

    let edited: Program | null = null
    const child = index === undefined ? null : differ.diff(left[key], value)
    if (index !== undefined && child !== null) {
      edited = differ
        .program()
        .emit(Op.PushField, index)
        .append(child)
        .emit(Op.ReturnIntoObjectSameKey)
        .emit(Op.Pop)
    }

    let renamed: Program | null = null
    if (worthAliasing(value)) {
      renameSources ??= groupByHash(differ, left, leftKeys)
      const source = renameSources.get(measure.hash(value))?.find((i) => measure.equal(left[leftKeys[i]], value))
      if (source !== undefined) {
        renamed = differ
          .program()
          .emit(Op.PushField, source)
          .emit(Op.Copy)
          .emit(Op.ReturnIntoObject, key)
          .emit(Op.Pop)
      }
    }

    fields.push(cheapest(literal, edited, renamed))
  }

  const fromCopy = differ.program().emit(Op.Copy)
  for (const key of leftKeys) if (!Object.hasOwn(right, key)) fromCopy.emit(Op.ObjectDeleteField, indexOf.get(key))
  const fromBlank = differ.program().emit(Op.Blank)
  for (const index of kept) fromBlank.emit(Op.ObjectCopyField, index)

  const program = cheapest(fromCopy, fromBlank)
  for (const field of fields) program.append(field)
  return program
}

// Copying a field costs about as much as a short literal, so only longer values are looked up.
function worthAliasing(value: unknown): boolean {
  return (typeof value === 'object' && value !== null) || (typeof value === 'string' && value.length > 8)
}

function groupByHash(differ: Differ, object: JsonObject, sortedKeys: string[]): Map<number, number[]> {
  const groups = new Map<number, number[]>()
  sortedKeys.forEach((key, index) => {
    const value = object[key]
    if (!worthAliasing(value)) return
    const hash = differ.measure.hash(value)
    const group = groups.get(hash)
    if (group) group.push(index)
    else groups.set(hash, [index])
  })
  return groups
}

/**
 * mendoza-js sorts keys by UTF-16 code units, the Go decoder by bytes (code points). The two orders
 * differ only when one key has a supplementary character where another has U+E000..U+FFFF; such an
 * object is sent whole rather than addressed by an index one of the decoders would misread.
 */
function codePointOrderAgrees(sortedKeys: string[]): boolean {
  for (let i = 1; i < sortedKeys.length; i++) {
    if (compareCodePoints(sortedKeys[i - 1], sortedKeys[i]) > 0) return false
  }
  return true
}

function compareCodePoints(a: string, b: string): number {
  const length = Math.min(a.length, b.length)
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i)
    const y = b.charCodeAt(i)
    if (x === y) continue
    const xSurrogate = x >= 0xd800 && x <= 0xdfff
    const ySurrogate = y >= 0xd800 && y <= 0xdfff
    if (xSurrogate !== ySurrogate) return xSurrogate ? 1 : -1
    return x - y
  }
  return a.length - b.length
}
