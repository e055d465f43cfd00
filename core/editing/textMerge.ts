// Typed text that was held back (the form hands it to the document once typing pauses) may meet a
// value someone else changed meanwhile. The editor's own change, from the text they started from
// to what they typed, is replayed onto the current value, as the lake merges concurrent typing,
// so neither side's keys are lost.
import {applyPatches, makeDiff, makePatches} from '@sanity/diff-match-patch'

export function mergeTypedText(base: string, typed: string, current: string): string {
  if (current === base) return typed
  if (typed === base) return current
  const [merged] = applyPatches(makePatches(base, makeDiff(base, typed)), current)
  return merged
}
