// GROQ `match` as groq-js defines it, restated so the text index finds every document groq-js
// would: text is split into tokens, a pattern into terms, and each term must equal some token,
// ignoring case, where `*` stands for any run of characters. An index that tokenized differently
// would silently lose hits, so the rules below follow groq-js to the character, on the text as
// the lake's `match` reads it (visibleMatch.ts):
// - invisible characters (core/search/invisibleCharacters.ts) are dropped before anything else;
// - dots touching a word character (ASCII \b) are removed next ("a.b" is one token "ab");
// - tokens are runs of anything but whitespace and the separators below; in a pattern `*` is not
//   a separator but a wildcard;
// - a term becomes the case-insensitive, non-unicode RegExp `^term$` with `*` as `.*`, so a dot
//   left in a term matches any one UTF-16 code unit; terms are cut at 1,024 code units.
// The test whether a token satisfies a term is that RegExp itself, never a re-implementation.
import {withoutInvisible} from '../../core/search/invisibleCharacters.ts'

const SEPARATORS = '!@#$%^&*(),\\/?";:{}|[]+<>-'

function runsWithout(separators: string): RegExp {
  const escaped = separators.replace(/[\\\]^-]/g, (c) => `\\${c}`)
  return new RegExp(`[^${escaped}\\s]+`, 'g')
}

const EDGE_DOTS = /\b\.+|\.+\b/g
const TEXT_TOKEN = runsWithout(SEPARATORS)
const PATTERN_TERM = runsWithout(SEPARATORS.replace('*', ''))
const MAX_TERM = 1024

/** The tokens the lake's `match` reads from a text on its left. */
export function textTokens(text: string): string[] {
  return withoutInvisible(text).replace(EDGE_DOTS, '').match(TEXT_TOKEN) ?? []
}

/** The terms of a pattern on the right of `match`; every one must find a token. */
export function patternTerms(pattern: string): string[] {
  return withoutInvisible(pattern).replace(EDGE_DOTS, '').match(PATTERN_TERM) ?? []
}

/** The test a single token must pass for a term. */
export function termRegExp(term: string): RegExp {
  return new RegExp(`^${term.slice(0, MAX_TERM).replace(/\*/g, '.*')}$`, 'i')
}

const ASCII_UPPER = /[A-Z]/g

/** ASCII letters lowercased, everything else kept: the only case folding the index relies on. */
export function asciiLower(text: string): string {
  return text.replace(ASCII_UPPER, (c) => String.fromCharCode(c.charCodeAt(0) + 32))
}

/**
 * The ASCII characters every matching token starts with, lowercased: up to the first wildcard,
 * dot or non-ASCII character. A case-insensitive non-unicode RegExp matches an ASCII character
 * only with itself in either case (no other code unit folds onto ASCII there), while non-ASCII
 * case folding is Unicode's business, so the prefix stops before it.
 */
export function literalPrefix(term: string): string {
  const cut = term.slice(0, MAX_TERM)
  let end = 0
  while (end < cut.length) {
    const code = cut.charCodeAt(end)
    if (code >= 128 || cut[end] === '*' || cut[end] === '.') break
    end++
  }
  return asciiLower(cut.slice(0, end))
}
