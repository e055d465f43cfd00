// Locale resolution: the locale, then its language, then en-US (SH-I18N-006 for interface texts),
// and the storage key per project and source (SH-I18N-002).
import {describe, expect, it} from 'vitest'
import {canonicalLocale, localeFallbacks, localeStorageKey, resolveLocale} from '../../../core/i18n/index.ts'

const shipped = ['en-US', 'de-DE']

describe('locale fallback', () => {
  it('use a shipped locale as it is', () => {
    expect(localeFallbacks('de-DE', shipped)).toEqual(['de-DE', 'en-US'])
    expect(localeFallbacks('en-US', shipped)).toEqual(['en-US'])
  })

  it('fall back from a region to another locale of the language, then en-US', () => {
    expect(localeFallbacks('de-AT', shipped)).toEqual(['de-DE', 'en-US'])
    expect(localeFallbacks('de', shipped)).toEqual(['de-DE', 'en-US'])
    expect(resolveLocale('de-CH', shipped)).toBe('de-DE')
  })

  it('prefer the exact locale, then the bare language, then a sibling', () => {
    expect(localeFallbacks('de-AT', ['en-US', 'de-DE', 'de', 'de-AT'])).toEqual(['de-AT', 'de', 'de-DE', 'en-US'])
    expect(localeFallbacks('de-CH', ['en-US', 'de-DE', 'de'])).toEqual(['de', 'de-DE', 'en-US'])
  })

  it('end in en-US for a language the studio does not speak or a value that is not a locale', () => {
    expect(localeFallbacks('fr-FR', shipped)).toEqual(['en-US'])
    expect(resolveLocale('not a locale!', shipped)).toBe('en-US')
    expect(resolveLocale(null, shipped)).toBe('en-US')
    expect(resolveLocale('', shipped)).toBe('en-US')
  })

  it('read ids case-insensitively and with underscores', () => {
    expect(canonicalLocale('de_at')).toBe('de-AT')
    expect(resolveLocale('DE-de', shipped)).toBe('de-DE')
  })
})

describe('the stored choice', () => {
  it('is kept per project and source', () => {
    expect(localeStorageKey('p1', 'default')).toBe('lakestudio:locale:p1:default')
    expect(localeStorageKey('p1', 'staging')).not.toBe(localeStorageKey('p1', 'default'))
    expect(localeStorageKey('p2', 'default')).not.toBe(localeStorageKey('p1', 'default'))
  })
})
