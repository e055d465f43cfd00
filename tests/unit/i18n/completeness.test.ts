// Every shipped locale translates every key of every en-US namespace, and nothing else
// (SH-I18N-001). When English gains keys, this fails naming them; `npm run i18n:missing` lists them.
import {beforeAll, describe, expect, it} from 'vitest'
import {DEFAULT_LOCALE, LOCALES, loadAllBundles, namespacesOf} from '../../../core/i18n/index.ts'
import type {LocaleBundle} from '../../../core/i18n/types.ts'
import {expectedKeys, hasGaps, localeGaps, placeholdersOf, translationGaps} from '../../../core/i18n/completeness.ts'

const translatedLocales = LOCALES.map((locale) => locale.id).filter((id) => id !== DEFAULT_LOCALE)

describe('shipped translations', () => {
  let BUNDLES: LocaleBundle[] = []
  beforeAll(async () => {
    const loaded = await loadAllBundles()
    expect(loaded.problems).toEqual([])
    BUNDLES = loaded.bundles
  })

  it('ship German besides English', () => {
    expect(LOCALES.map((locale) => locale.id)).toEqual(['en-US', 'de-DE'])
  })

  it.each(translatedLocales)('%s has a bundle for every namespace of en-US', (locale) => {
    const english = namespacesOf(BUNDLES.filter((bundle) => bundle.locale === DEFAULT_LOCALE))
    const own = namespacesOf(BUNDLES.filter((bundle) => bundle.locale === locale))
    expect(own.sort()).toEqual(english.sort())
  })

  it.each(translatedLocales)('%s has every key of en-US, no other key, and the same placeholders', (locale) => {
    const gaps = localeGaps(BUNDLES, locale, DEFAULT_LOCALE).filter(hasGaps)
    // The whole gap list is the failure message: missing keys are named, ready to translate.
    expect(gaps).toEqual([])
  })

  it.each(translatedLocales)('%s translates rather than copies most texts', (locale) => {
    const english = new Map(BUNDLES.filter((b) => b.locale === DEFAULT_LOCALE).flatMap((b) => Object.entries(b.resources).map(([k, v]) => [`${b.namespace}:${k}`, v])))
    const own = BUNDLES.filter((b) => b.locale === locale).flatMap((b) => Object.entries(b.resources).map(([k, v]) => [`${b.namespace}:${k}`, v] as const))
    const copied = own.filter(([key, text]) => english.get(key) === text && /[a-z]{4,}/i.test(text))
    // Words both languages share ('Normal', 'Code', 'Link', 'Format: …') are fine; a copied bundle is not.
    expect(copied.length / own.length).toBeLessThan(0.03)
  })
})

describe('translation gaps', () => {
  const english = {'save': 'Save', 'greeting': 'Hello {{name}}', 'items_one': '{{count}} item', 'items_other': '{{count}} items'}

  it('name missing keys, keys English lacks, and changed placeholders', () => {
    const gaps = translationGaps(english, {'greeting': 'Hallo {{nom}}', 'items_one': 'Ein Eintrag', 'items_other': '{{count}} Einträge', 'typo': 'x'}, 'de-DE', 'demo')
    expect(gaps.missing).toEqual(['save'])
    expect(gaps.extra).toEqual(['typo'])
    // The `_one` form may leave the count out; `greeting` may not lose its name.
    expect(gaps.placeholders).toEqual([{key: 'greeting', expected: ['name'], actual: ['nom']}])
  })

  it("expect plural keys in the locale's own categories", () => {
    expect([...expectedKeys(english, 'de-DE').keys()]).toEqual(['save', 'greeting', 'items_one', 'items_other'])
    expect([...expectedKeys(english, 'pl-PL').keys()].filter((key) => key.startsWith('items')).sort()).toEqual([
      'items_few',
      'items_many',
      'items_one',
      'items_other',
    ])
    expect([...expectedKeys(english, 'ja-JP').keys()].filter((key) => key.startsWith('items'))).toEqual(['items_other'])
  })

  it('read placeholders with formats and spaces', () => {
    expect(placeholdersOf('{{ count }} of {{total, number}} by {{name}} and {{name}}')).toEqual(['count', 'name', 'total'])
  })

  it('list a namespace the locale lacks entirely as all missing', () => {
    const bundles: LocaleBundle[] = [
      {locale: 'en-US', namespace: 'a', resources: {one: 'One'}},
      {locale: 'en-US', namespace: 'b', resources: {two: 'Two'}},
      {locale: 'de-DE', namespace: 'a', resources: {one: 'Eins'}},
    ]
    expect(localeGaps(bundles, 'de-DE', 'en-US').filter(hasGaps)).toEqual([{locale: 'de-DE', namespace: 'b', missing: ['two'], extra: [], placeholders: []}])
  })
})
