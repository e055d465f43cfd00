// A structural check of patch paths (`title`, `body[_key=="k"].children[0].text`, `items[-1]`,
// `items[1:3]`). @sanity/mutator's parser stops at the first token it cannot use and applies the
// prefix it understood, so `items[` or `a b` would silently patch something else or nothing:
// here such a path is refused with a reason instead. Paths the mutator parses in full pass.

type TokenKind = 'name' | 'value' | 'open' | 'close' | 'dot' | 'recursive' | 'separator' | 'comparator'

const SYMBOLS: [string, TokenKind][] = [
  ['..', 'recursive'],
  ['.', 'dot'],
  [',', 'separator'],
  [':', 'separator'],
  ['?', 'separator'],
  ['>=', 'comparator'],
  ['<=', 'comparator'],
  ['==', 'comparator'],
  ['!=', 'comparator'],
  ['<', 'comparator'],
  ['>', 'comparator'],
  ['$', 'name'],
  ['@', 'name'],
  ['[', 'open'],
  [']', 'close'],
]

// Assigning to this key reaches an object's prototype instead of a field: the patcher skips it, so
// a patch through it would be accepted and change nothing.
const PROTO = '__proto__'
const FORBIDDEN = '"__proto__" cannot be a field name'

function tokenize(path: string): TokenKind[] | string {
  const kinds: TokenKind[] = []
  let i = 0
  while (i < path.length) {
    const ch = path[i]
    if (ch === ' ') {
      i++
      continue
    }
    const symbol = SYMBOLS.find(([s]) => path.startsWith(s, i))
    if (symbol) {
      kinds.push(symbol[1])
      i += symbol[0].length
      continue
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(path.slice(i))
    if (name) {
      if (name[0] === PROTO) return FORBIDDEN
      kinds.push(name[0] === 'true' || name[0] === 'false' ? 'value' : 'name')
      i += name[0].length
      continue
    }
    const number = /^-?\d+(\.\d+)?/.exec(path.slice(i))
    if (number) {
      kinds.push('value')
      i += number[0].length
      continue
    }
    if (ch === '"' || ch === "'") {
      let j = i + 1
      while (j < path.length && path[j] !== ch) j += path[j] === '\\' ? 2 : 1
      if (j >= path.length) return `unterminated string at ${i}`
      // `["__proto__"]` names the key as `.__proto__` does; `[_key == "__proto__"]` compares a value.
      if (path.slice(i + 1, j) === PROTO && kinds[kinds.length - 1] === 'open' && /^\s*\]/.test(path.slice(j + 1))) return FORBIDDEN
      kinds.push('value')
      i = j + 1
      continue
    }
    return `unexpected "${ch}" at ${i}`
  }
  return kinds
}

const TERMS = new Set<TokenKind>(['name', 'value', 'close'])

/** Why `path` is not a usable patch path, or null when it is. */
export function pathProblem(path: string): string | null {
  if (!path.trim()) return 'empty path'
  const kinds = tokenize(path)
  if (typeof kinds === 'string') return kinds
  let depth = 0
  for (const [i, kind] of kinds.entries()) {
    const previous = kinds[i - 1]
    if (kind === 'open') depth++
    if (kind === 'close' && --depth < 0) return 'unbalanced "]"'
    if (kind === 'close' && previous === 'open') return 'empty "[]"'
    // Two terms side by side (`a b`, `[0]x`) mean the parser would stop between them.
    if ((kind === 'name' || kind === 'value') && previous !== undefined && TERMS.has(previous)) return 'missing "." or "[" between names'
    if (kind === 'dot' && (previous === undefined || !TERMS.has(previous))) return 'misplaced "."'
    // Outside brackets the parser knows no comparisons or lists: it would ignore the rest.
    if ((kind === 'comparator' || kind === 'separator') && depth === 0) return 'comparison outside "[...]"'
  }
  if (depth !== 0) return 'unclosed "["'
  const last = kinds[kinds.length - 1]
  if (!TERMS.has(last)) return 'path ends too early'
  return null
}
