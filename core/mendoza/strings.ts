import type {Differ} from './differ.ts'
import {Op, type Program} from './opcodes.ts'

/**
 * Keeps the common prefix and suffix of the old string and sends only the middle. Slice bounds are
 * UTF-8 byte offsets (that is what both decoders count), so the cut never falls inside a surrogate pair.
 */
export function diffString(differ: Differ, left: string, right: string): Program | null {
  // Byte offsets into a string with a lone surrogate mean different things to the JS decoder (3 bytes)
  // and the Go one (invalid UTF-8): such strings are sent whole.
  if (hasLoneSurrogate(left) || hasLoneSurrogate(right)) return null

  const shorter = Math.min(left.length, right.length)
  let prefix = 0
  while (prefix < shorter && left.charCodeAt(prefix) === right.charCodeAt(prefix)) prefix++
  if (prefix > 0 && isHighSurrogate(left.charCodeAt(prefix - 1))) prefix--

  let suffix = 0
  while (
    suffix < shorter - prefix &&
    left.charCodeAt(left.length - 1 - suffix) === right.charCodeAt(right.length - 1 - suffix)
  ) {
    suffix++
  }
  if (suffix > 0 && isLowSurrogate(left.charCodeAt(left.length - suffix))) suffix--

  if (prefix === 0 && suffix === 0) return null

  const program = differ.program().emit(Op.Blank)
  if (prefix > 0) program.emit(Op.StringAppendSlice, 0, utf8Length(left, 0, prefix))
  const middle = right.slice(prefix, right.length - suffix)
  if (middle !== '') program.emit(Op.StringAppendString, middle)
  if (suffix > 0) {
    const total = utf8Length(left, 0, left.length)
    program.emit(Op.StringAppendSlice, total - utf8Length(left, left.length - suffix, left.length), total)
  }
  return program
}

function utf8Length(text: string, from: number, to: number): number {
  let bytes = 0
  for (let i = from; i < to; i++) {
    const unit = text.charCodeAt(i)
    if (unit < 0x80) bytes += 1
    else if (unit < 0x800) bytes += 2
    else if (isHighSurrogate(unit)) {
      bytes += 4
      i++
    } else bytes += 3
  }
  return bytes
}

function hasLoneSurrogate(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (isHighSurrogate(unit)) {
      if (!isLowSurrogate(text.charCodeAt(i + 1))) return true
      i++
    } else if (isLowSurrogate(unit)) return true
  }
  return false
}

function isHighSurrogate(unit: number): boolean {
  return unit >= 0xd800 && unit <= 0xdbff
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff
}
