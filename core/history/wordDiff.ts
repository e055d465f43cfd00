// Word-level differences between two texts, for reviewing a change: a reader compares words, not
// letters, so each word (and each run of spaces or punctuation between words) is one token. The
// tokens are mapped to single private-use characters and diffed with diff-match-patch, then mapped
// back — the same trick the library's line mode uses, one level finer.
import {DIFF_DELETE, DIFF_INSERT, makeDiff} from '@sanity/diff-match-patch'

export type WordDiffOp = 'equal' | 'insert' | 'delete'

export interface WordDiffSegment {
  op: WordDiffOp
  text: string
}

/** Words, and the runs of other characters between them, in order. */
export function tokens(text: string): string[] {
  return text.match(/[\p{L}\p{N}_'’-]+|[^\p{L}\p{N}_'’-]+/gu) ?? []
}

// Private-use plane 15 has 65,534 code points: far more distinct tokens than two texts an editor
// compares hold; past that, the remaining tokens share the last code point and diff as one.
const FIRST = 0xf0000
const LAST = 0xffffd

function encode(parts: string[], table: Map<string, number>, words: string[]): string {
  let out = ''
  for (const part of parts) {
    let code = table.get(part)
    if (code === undefined) {
      code = Math.min(FIRST + words.length, LAST)
      if (code < LAST) {
        table.set(part, code)
        words.push(part)
      }
    }
    out += String.fromCodePoint(code)
  }
  return out
}

export function wordDiff(before: string, after: string): WordDiffSegment[] {
  const table = new Map<string, number>()
  const words: string[] = []
  const a = tokens(before)
  const b = tokens(after)
  const encodedA = encode(a, table, words)
  const encodedB = encode(b, table, words)
  // Each token is one code point (two UTF-16 units): walk the diff by code points and take the
  // original tokens in order from the side each piece belongs to.
  let ia = 0
  let ib = 0
  const segments: WordDiffSegment[] = []
  const push = (op: WordDiffOp, text: string) => {
    const last = segments.at(-1)
    if (last?.op === op) last.text += text
    else if (text) segments.push({op, text})
  }
  for (const [type, text] of makeDiff(encodedA, encodedB, {checkLines: false, timeout: 1})) {
    const count = [...text].length
    if (type === DIFF_DELETE) {
      push('delete', a.slice(ia, ia + count).join(''))
      ia += count
    } else if (type === DIFF_INSERT) {
      push('insert', b.slice(ib, ib + count).join(''))
      ib += count
    } else {
      push('equal', a.slice(ia, ia + count).join(''))
      ia += count
      ib += count
    }
  }
  return segments
}
