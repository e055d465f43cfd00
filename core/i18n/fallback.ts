// Which locale's text to show (SH-I18N-006 for the interface): the locale itself, then a locale
// of its language, then en-US. 'de-AT' reads German from 'de' or 'de-DE' before English.
import {DEFAULT_LOCALE} from './constants.ts'

/** The language part of a locale id: 'de' of 'de-AT'; lower case. */
export function languageOf(locale: string): string {
  return locale.split(/[-_]/)[0]!.toLowerCase()
}

/** Canonical spelling of a locale id ('de_at' → 'de-AT'), or null when it is not one. */
export function canonicalLocale(locale: string): string | null {
  try {
    return new Intl.Locale(locale.replace(/_/g, '-')).baseName
  } catch {
    return null
  }
}

/**
 * The locales to look texts up in, best first, among `available`: the locale itself, the bare
 * language ('de'), another locale of that language ('de-DE'), and finally the default locale.
 */
export function localeFallbacks(locale: string, available: readonly string[]): string[] {
  const chain: string[] = []
  const add = (id: string | undefined) => {
    if (id !== undefined && !chain.includes(id)) chain.push(id)
  }
  const wanted = canonicalLocale(locale)
  if (wanted !== null) {
    const lower = wanted.toLowerCase()
    const language = languageOf(wanted)
    add(available.find((id) => id.toLowerCase() === lower))
    add(available.find((id) => id.toLowerCase() === language))
    add(available.find((id) => languageOf(id) === language))
  }
  add(DEFAULT_LOCALE)
  return chain
}

/** The available locale a request resolves to: 'de-AT' → 'de-DE' when only that is shipped. */
export function resolveLocale(locale: string | null | undefined, available: readonly string[]): string {
  return locale ? localeFallbacks(locale, available)[0]! : DEFAULT_LOCALE
}
