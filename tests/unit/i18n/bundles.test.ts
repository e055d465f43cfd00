// Bundle validation (SH-I18N-004, shell seed §5) and missing namespaces (SH-I18N-005, ERR-SH-024).
import {afterEach, describe, expect, it, vi} from 'vitest'
import {BUNDLES, BUNDLE_PROBLEMS, SHIPPED_LOCALES, bundleProblems, loadAllBundles, missingNamespaceMessage, missingNamespaces} from '../../../core/i18n/index.ts'
import type {LocaleBundle} from '../../../core/i18n/types.ts'
import {collectBundles, loadEntry} from '../../../core/i18n/shippedLocales.ts'
import {activateLocale, createStudioI18n} from '../../../ui/app/i18n.ts'

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

  it('pass when both are right, as every shipped bundle does', async () => {
    expect(bundleProblems({locale: 'de-DE', namespace: 'studio', resources: {}}, 'de-DE')).toEqual([])
    expect(BUNDLE_PROBLEMS).toEqual([])
    const loaded = await loadAllBundles()
    expect(loaded.problems).toEqual([])
    for (const entry of SHIPPED_LOCALES) {
      const folder = await entry.load()
      // The registration line and the folder agree on the locale's id and title.
      expect({id: folder.id, title: folder.title}).toEqual({id: entry.id, title: entry.title})
      for (const bundle of folder.bundles) expect(bundleProblems(bundle, entry.id)).toEqual([])
    }
  })

  it('a folder registered under another id has every bundle refused', async () => {
    const german = SHIPPED_LOCALES.find((entry) => entry.id === 'de-DE')!
    const {bundles, problems} = await loadEntry({...german, id: 'de-AT'})
    expect(bundles).toEqual([])
    expect(problems[0]!.message).toBe('The bundle of namespace "studio" names locale "de-DE" but belongs to locale "de-AT"')
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

describe('locales besides English', () => {
  afterEach(() => vi.restoreAllMocks())

  it('are not part of the studio until chosen, then loaded and shown', async () => {
    expect(new Set(BUNDLES.map((bundle) => bundle.locale))).toEqual(new Set(['en-US']))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const i18n = createStudioI18n()
    expect(i18n.t('user-menu.sign-out')).toBe('Sign out')
    await expect(activateLocale(i18n, 'de-AT')).resolves.toBe('de-DE')
    expect(i18n.language).toBe('de-DE')
    expect(i18n.t('user-menu.sign-out')).toBe('Abmelden')
    expect(i18n.t('action.publish', {ns: 'structure'})).toBe('Veröffentlichen')
    // German has every namespace: nothing to warn about.
    expect(warn).not.toHaveBeenCalled()
    await expect(activateLocale(i18n, 'en-US')).resolves.toBe('en-US')
    expect(i18n.t('user-menu.sign-out')).toBe('Sign out')
  })

  it('load through the proxy react-i18next hands to components', async () => {
    const i18n = createStudioI18n()
    // What useTranslation() answers in react-i18next 18: a Proxy that names its target.
    const wrapped = new Proxy(i18n, {get: (target, prop) => (prop === '__original' ? target : Reflect.get(target, prop))})
    await activateLocale(wrapped, 'de-DE')
    expect(i18n.t('user-menu.sign-out')).toBe('Abmelden')
  })

  it('a language the studio does not ship resolves to English', async () => {
    const i18n = createStudioI18n()
    await expect(activateLocale(i18n, 'fr-FR')).resolves.toBe('en-US')
  })
})
