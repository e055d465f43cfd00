// Locales and bundles a workspace adds in studio.config.ts (`i18n.locales`, `i18n.bundles`;
// SH-I18N-003): its locales join the shipped ones in the language picker, and its bundles are
// loaded with their locale on top of the shipped texts, so a workspace can rename a label or bring
// a whole language. Bundles failing SH-I18N-004 were already reported by the config check and
// are left out here.
import {resolveComposable} from '../config/composable.ts'
import type {I18nConfig, LocaleBundleConfig} from '../config/defineConfig.ts'
import {bundleProblems} from './bundleProblems.ts'
import type {LocaleBundle, LocaleDefinition} from './types.ts'

export interface ConfigLocales {
  locales: LocaleDefinition[]
  /** Every valid bundle with its locale filled in, resources still as configured (maybe a loader). */
  bundles: (LocaleBundleConfig & {locale: string})[]
}

export const NO_CONFIG_LOCALES: ConfigLocales = {locales: [], bundles: []}

const resolved = <T>(value: unknown): T[] => {
  const result = resolveComposable<T>(value, [], 'i18n', [])
  return result.ok ? result.value : []
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

export function configLocalesOf(config: I18nConfig | undefined): ConfigLocales {
  if (!config) return NO_CONFIG_LOCALES
  const locales: LocaleDefinition[] = []
  const bundles: ConfigLocales['bundles'] = []
  for (const locale of resolved<unknown>(config.locales)) {
    if (!isRecord(locale) || typeof locale.id !== 'string' || locale.id === '') continue
    const id = locale.id
    locales.push({id, title: typeof locale.title === 'string' && locale.title !== '' ? locale.title : id})
    for (const bundle of resolved<LocaleBundleConfig>(locale.bundles)) {
      if (bundleProblems(bundle, id, {localeRequired: false}).length === 0) bundles.push({...bundle, locale: id})
    }
  }
  for (const bundle of resolved<LocaleBundleConfig>(config.bundles)) {
    if (isRecord(bundle) && typeof bundle.locale === 'string' && bundleProblems(bundle, bundle.locale).length === 0) bundles.push({...bundle, locale: bundle.locale})
  }
  return {locales, bundles}
}

/**
 * The configured bundles of `locale`, their resources loaded. A loader that fails costs its own
 * texts only (the shipped ones stay), and is reported through `onError`.
 */
export async function loadConfigBundles(config: ConfigLocales, locale: string, onError: (bundle: LocaleBundleConfig, error: unknown) => void): Promise<LocaleBundle[]> {
  const wanted = config.bundles.filter((bundle) => bundle.locale === locale)
  const loaded = await Promise.all(
    wanted.map(async (bundle): Promise<LocaleBundle | null> => {
      try {
        const resources = typeof bundle.resources === 'function' ? await bundle.resources() : bundle.resources
        if (!isRecord(resources)) throw new Error(`The resources of namespace "${bundle.namespace}" are not an object of texts`)
        return {locale, namespace: bundle.namespace, resources: resources as Record<string, string>}
      } catch (error) {
        onError(bundle, error)
        return null
      }
    }),
  )
  return loaded.filter((bundle): bundle is LocaleBundle => bundle !== null)
}

/** Shipped locales first, then the workspace's own (a workspace locale with a shipped id adds texts, not a second entry). */
export function pickerLocales(shipped: readonly LocaleDefinition[], config: ConfigLocales): LocaleDefinition[] {
  const ids = new Set(shipped.map((locale) => locale.id))
  return [...shipped, ...config.locales.filter((locale) => !ids.has(locale.id))]
}
