// Filter values come from editors (and from recent searches in local storage): they are written
// into the query only through these functions, so no value can add an operator, close a string
// or open a sub-query (SH-SEARCH-060).

/** A GROQ string literal: quotes, backslashes and every character outside printable ASCII escaped. */
export function groqString(value: string): string {
  let out = '"'
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code === 0x22) out += '\\"'
    else if (code === 0x5c) out += '\\\\'
    // Escaped per UTF-16 unit: groq-js decodes `\uXXXX` pairs back into the same string, lone
    // surrogates included; `\u{...}` is not understood by it.
    else if (code < 0x20 || code > 0x7e) out += '\\u' + code.toString(16).padStart(4, '0')
    else out += value[i]
  }
  return out + '"'
}

/** A GROQ number literal, or null for anything that is not a finite number (SH-SEARCH-063). */
export function groqNumber(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null
  // `-0` would print as `0`, which is the same number for every comparison GROQ makes.
  return String(value)
}

/** A literal for a string, finite number or boolean; null for anything else. */
export function groqLiteral(value: unknown): string | null {
  if (typeof value === 'string') return groqString(value)
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  return groqNumber(value)
}

const RESERVED = new Set(['true', 'false', 'null', 'in', 'match', 'asc', 'desc', 'select', 'and', 'or', 'not'])

/** Field names that can be written bare in a GROQ path; other names are left out of search. */
export function isGroqIdentifier(name: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !RESERVED.has(name)
}
