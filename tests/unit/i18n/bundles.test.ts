// Bundle validation (SH-I18N-004, shell seed §5) and missing namespaces (SH-I18N-005, ERR-SH-024).
import {afterEach, describe, expect, it, vi} from 'vitest'
import {BUNDLE_PROBLEMS, SHIPPED_LOCALES, bundleProblems, missingNamespaceMessage, missingNamespaces} from '../../../core/i18n/index.ts'
import type {LocaleBundle} from '../../../core/i18n/types.ts'
import {collectBundles} from '../../../core/i18n/shippedLocales.ts'
import {createStudioI18n} from '../../../ui/app/i18n.ts'

describe('locale bundles', () => {
  it('need a namespace', () => {
    expect(bundleProblems({locale: 'de-DE', resources: {}}, 'de-DE')).toEqual([
      {code: 'bundle-namespace-missing', message: 'A locale bundle needs a namespace', property: 'namespace'},
    ])
    expect(bundleProblems({locale: 'de-DE', namespace: '', resources: {}}, 'de-DE').map((p) => p.code)).toEqual(['bundle-namespace-missing'])
  })

  it('need the id of the locale they are registered under', () => {
    expect(bundleProblems({locale: 'de-AT', namespace: 'studio', resources: {}}, 'de-DE')).toEqual([
      {code: 'bundle-locale-mismatch', message: 'The bundle of namespace "studio" names locale "de-AT" but belongs to locale "de-DE"', property: 'locale'},
    ])
    expect(bundleProblems({namespace: 'studio', resources: {}}, 'de-DE')).toEqual([
      {code: 'bundle-locale-mismatch', message: 'The bundle of namespace "studio" needs the id of its locale', property: 'locale'},
    ])
    expect(bundleProblems({resources: {}}, 'de-DE').map((p) => p.message)).toEqual([
      'A locale bundle needs a namespace',
      'A locale bundle needs the id of its locale',
    ])
  })

  it('pass when both are right, as every shipped bundle does', () => {
    expect(bundleProblems({locale: 'de-DE', namespace: 'studio', resources: {}}, 'de-DE')).toEqual([])
    expect(BUNDLE_PROBLEMS).toEqual([])
    for (const locale of SHIPPED_LOCALES) for (const bundle of locale.bundles) expect(bundleProblems(bundle, locale.id)).toEqual([])
  })

  it('are left out of the studio, with the problem reported, when they fail', () => {
    const {bundles, problems} = collectBundles([
      {id: 'fr-FR', title: 'Français', bundles: [{locale: 'fr-FR', namespace: 'studio', resources: {}}, {locale: 'fr-CA', namespace: 'form', resources: {}}]},
    ])
    expect(bundles.map((bundle) => bundle.namespace)).toEqual(['studio'])
    expect(problems).toEqual([{locale: 'fr-FR', index: 1, message: 'The bundle of namespace "form" names locale "fr-CA" but belongs to locale "fr-FR"'}])
  })
})

describe('a namespace without translations', () => {
  const bundles: LocaleBundle[] = [
    {locale: 'en-US', namespace: 'studio', resources: {'save': 'Save', 'only-en': 'Only English'}},
    {locale: 'en-US', namespace: 'news', resources: {'headline': 'Headline'}},
    {locale: 'de-DE', namespace: 'studio', resources: {'save': 'Speichern'}},
  ]
  afterEach(() => vi.restoreAllMocks())

  it('is named with the seed\u2019s words', () => {
    expect(missingNamespaceMessage('news', 'de-DE')).toBe('No translations found for namespace "news" in locale "de-DE"')
    expect(missingNamespaceMessage('news', 'de-DE').startsWith('No translations found for namespace')).toBe(true)
  })

  it('is found for the chosen locale and its language, not for en-US', () => {
    expect(missingNamespaces('de-DE', bundles)).toEqual(['news'])
    expect(missingNamespaces('de-AT', bundles)).toEqual(['news'])
    expect(missingNamespaces('en-US', bundles)).toEqual([])
  })

  it('warns once and shows the en-US text; a missing key also falls back to en-US', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const i18n = createStudioI18n('de-DE', bundles)
    expect(warn.mock.calls).toEqual([['No translations found for namespace "news" in locale "de-DE"']])
    expect(i18n.t('headline', {ns: 'news'})).toBe('Headline')
    expect(i18n.t('save')).toBe('Speichern')
    expect(i18n.t('only-en')).toBe('Only English')
    void i18n.changeLanguage('en-US')
    void i18n.changeLanguage('de-DE')
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('a regional locale reads its language\u2019s texts', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const i18n = createStudioI18n('de-AT', bundles)
    expect(i18n.t('save')).toBe('Speichern')
    expect(i18n.resolvedLanguage).toBe('de-DE')
  })
})
