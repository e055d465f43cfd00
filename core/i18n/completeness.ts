// How far a locale's translation is from English: keys it lacks, keys English does not have, and
// texts whose placeholders differ. Plural keys follow the locale's own plural categories
// (Intl.PluralRules): German needs `_one` and `_other` like English, Polish `_one`, `_few`,
// `_many` and `_other`. Used by the completeness test and `npm run i18n:missing`.
import type {LocaleBundle} from './types.ts'

const PLURAL_SUFFIX = /^(.*)_(zero|one|two|few|many|other)$/

export interface PlaceholderMismatch {
  key: string
  expected: string[]
  actual: string[]
}

export interface TranslationGaps {
  locale: string
  namespace: string
  missing: string[]
  extra: string[]
  placeholders: PlaceholderMismatch[]
}

/** `{{name}}` placeholders of a text, sorted, without duplicates. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((match) => match[1]!))].sort()
}

/** The keys a locale needs for English's keys: each plural key once per plural category of the locale. */
export function expectedKeys(english: Readonly<Record<string, string>>, locale: string): Map<string, string> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[]
  // key → the English key whose placeholders it must carry
  const expected = new Map<string, string>()
  for (const key of Object.keys(english)) {
    const plural = PLURAL_SUFFIX.exec(key)
    if (!plural) {
      expected.set(key, key)
      continue
    }
    const base = plural[1]!
    // English's explicit `_zero` (i18next uses it for a count of 0 in any language) stays expected.
    if (plural[2] === 'zero') expected.set(key, key)
    for (const category of categories) {
      const candidate = `${base}_${category}`
      if (!expected.has(candidate)) expected.set(candidate, english[candidate] !== undefined ? candidate : `${base}_other`)
    }
  }
  return expected
}

export function translationGaps(
  english: Readonly<Record<string, string>>,
  translated: Readonly<Record<string, string>>,
  locale: string,
  namespace: string,
): TranslationGaps {
  const expected = expectedKeys(english, locale)
  const missing = [...expected.keys()].filter((key) => translated[key] === undefined)
  const extra = Object.keys(translated).filter((key) => !expected.has(key))
  const placeholders: PlaceholderMismatch[] = []
  for (const [key, source] of expected) {
    const text = translated[key]
    if (text === undefined || english[source] === undefined) continue
    let wanted = placeholdersOf(english[source]!)
    const actual = placeholdersOf(text)
    // A plural form may leave the count out ('Ein Dokument …'), as English's `_one` does.
    if (PLURAL_SUFFIX.test(key) && !actual.includes('count')) wanted = wanted.filter((name) => name !== 'count')
    if (wanted.join() !== actual.join()) placeholders.push({key, expected: wanted, actual})
  }
  return {locale, namespace, missing, extra, placeholders}
}

/** Gaps of every namespace of `locale` against `reference` (en-US), including namespaces it lacks entirely. */
export function localeGaps(bundles: readonly LocaleBundle[], locale: string, reference: string): TranslationGaps[] {
  const merged = (id: string) => {
    const byNamespace = new Map<string, Record<string, string>>()
    for (const bundle of bundles) {
      if (bundle.locale === id) byNamespace.set(bundle.namespace, {...byNamespace.get(bundle.namespace), ...bundle.resources})
    }
    return byNamespace
  }
  const english = merged(reference)
  const translated = merged(locale)
  const namespaces = [...new Set([...english.keys(), ...translated.keys()])]
  return namespaces.map((namespace) => translationGaps(english.get(namespace) ?? {}, translated.get(namespace) ?? {}, locale, namespace))
}

export function hasGaps(gaps: TranslationGaps): boolean {
  return gaps.missing.length > 0 || gaps.extra.length > 0 || gaps.placeholders.length > 0
}
