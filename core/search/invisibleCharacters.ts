// Characters that take no room on screen: a title holding them looks like the word around them,
// so matching must not see them either, or "Zero\u200bwidth" (shown as "Zerowidth") is never
// found by what the editor reads. The lake's `match` (server/query/visibleMatch.ts) and the
// studio's ranking of hits both drop them; stored text keeps them.
//
// Joiners are dropped too: an emoji sequence joined by U+200D only needs to match the same
// sequence typed again, which it still does once both sides lost the joiner.

/** Zero width space, non-joiner and joiner, word joiner, zero width no-break space (BOM), soft hyphen. */
export const INVISIBLE_CHARACTERS: readonly string[] = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad']

const INVISIBLE = new RegExp(`[${INVISIBLE_CHARACTERS.join('')}]`, 'g')
const ANY_INVISIBLE = new RegExp(`[${INVISIBLE_CHARACTERS.join('')}]`)

/** The text as matching reads it. */
export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, '')
}

export function holdsInvisible(text: string): boolean {
  return ANY_INVISIBLE.test(text)
}
