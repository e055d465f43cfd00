// A workspace's own locales and bundles (SH-I18N-003): its locales join the picker after the
// shipped ones, its bundles load with their locale (objects or loaders), invalid ones are left out.
import {describe, expect, it, vi} from 'vitest'
import {configLocalesOf, loadConfigBundles, pickerLocales} from '../../../core/i18n/configLocales.ts'

const shipped = [
  {id: 'en-US', title: 'English (US)'},
  {id: 'de-DE', title: 'Deutsch'},
]

describe('configured locales', () => {
  it('adds the workspace locales after the shipped ones, a shipped id only once', () => {
    const config = configLocalesOf({locales: [{id: 'fr-FR', title: 'Français'}, {id: 'de-DE', title: 'German again'}]})
    expect(pickerLocales(shipped, config).map((locale) => locale.id)).toEqual(['en-US', 'de-DE', 'fr-FR'])
  })

  it('gives bundles under a locale that locale, keeps workspace bundles with their own, and drops invalid ones', () => {
    const config = configLocalesOf({
      locales: [{id: 'fr-FR', title: 'Français', bundles: [{namespace: 'studio', resources: {'navbar.create': 'Créer'}}, {namespace: '', resources: {}}]}],
      bundles: [{locale: 'en-US', namespace: 'studio', resources: {'navbar.create': 'New'}}, {namespace: 'studio', resources: {}} as never],
    })
    expect(config.bundles.map((bundle) => [bundle.locale, bundle.namespace])).toEqual([
      ['fr-FR', 'studio'],
      ['en-US', 'studio'],
    ])
  })

  it('resolves composable lists given as functions', () => {
    const config = configLocalesOf({locales: (previous) => [...previous, {id: 'nb-NO', title: 'Norsk'}]})
    expect(config.locales).toEqual([{id: 'nb-NO', title: 'Norsk'}])
  })

  it('loads a locale’s bundles, awaiting loaders; a failing loader costs its own texts only', async () => {
    const config = configLocalesOf({
      locales: [
        {
          id: 'fr-FR',
          title: 'Français',
          bundles: [
            {namespace: 'studio', resources: async () => ({'navbar.create': 'Créer'})},
            {namespace: 'form', resources: async () => Promise.reject(new Error('offline'))},
          ],
        },
      ],
      bundles: [{locale: 'en-US', namespace: 'studio', resources: {'navbar.create': 'New'}}],
    })
    const onError = vi.fn()
    expect(await loadConfigBundles(config, 'fr-FR', onError)).toEqual([{locale: 'fr-FR', namespace: 'studio', resources: {'navbar.create': 'Créer'}}])
    expect(onError).toHaveBeenCalledTimes(1)
    expect(await loadConfigBundles(config, 'en-US', onError)).toEqual([{locale: 'en-US', namespace: 'studio', resources: {'navbar.create': 'New'}}])
  })
})
