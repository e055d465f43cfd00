// Interface texts as plain data (SH-I18N-001 … SH-I18N-006): locales, and bundles of one namespace
// in one locale, gathered from the locale folders under resources/ (see docs/adding-a-language.md).
import {DEFAULT_SHIPPED_LOCALE, SHIPPED_LOCALES} from './resources/index.ts'
import {collectBundles, loadEntries, loadEntry, type CollectedBundles} from './shippedLocales.ts'
import type {LocaleBundle, LocaleDefinition} from './types.ts'

export {DEFAULT_LOCALE, STUDIO_NAMESPACE, localeStorageKey} from './constants.ts'
export {canonicalLocale, languageOf, localeFallbacks, resolveLocale} from './fallback.ts'
export {missingNamespaceMessage, missingNamespaces} from './missingNamespaces.ts'
export {formatTextNumber} from './numberFormat.ts'
export {bundleProblems, BUNDLE_MESSAGES, type BundleProblem} from './bundleProblems.ts'
export type {LocaleBundle, LocaleDefinition, LocaleEntry, ShippedLocale} from './types.ts'
export {SHIPPED_LOCALES}
export {NO_CONFIG_LOCALES, configLocalesOf, loadConfigBundles, pickerLocales, type ConfigLocales} from './configLocales.ts'

const shipped = collectBundles([DEFAULT_SHIPPED_LOCALE])

/** The shipped locales as `{id, title}`, in the picker's order. */
export const LOCALES: readonly LocaleDefinition[] = SHIPPED_LOCALES.map(({id, title}) => ({id, title}))

/** The default locale's bundles, there from the first render; other locales load when chosen. */
export const BUNDLES: readonly LocaleBundle[] = shipped.bundles

/** Default-locale bundles left out because they fail SH-I18N-004; the studio logs them at start. */
export const BUNDLE_PROBLEMS = shipped.problems

/** A shipped locale's bundles, checked (SH-I18N-004); none for a locale that is not shipped. */
export function loadLocaleBundles(id: string): Promise<CollectedBundles> {
  const entry = SHIPPED_LOCALES.find((candidate) => candidate.id === id)
  return entry ? loadEntry(entry) : Promise.resolve({bundles: [], problems: []})
}

/** Every shipped locale's bundles: for checks over all of them, not for the studio. */
export function loadAllBundles(): Promise<CollectedBundles> {
  return loadEntries(SHIPPED_LOCALES)
}

/** The namespaces that have at least one bundle. */
export function namespacesOf(bundles: readonly LocaleBundle[]): string[] {
  return [...new Set(bundles.map((bundle) => bundle.namespace))]
}

/** Bundles grouped as `{locale: {namespace: resources}}`, merging bundles of the same pair. */
export function resourcesByLocale(bundles: readonly LocaleBundle[]): Record<string, Record<string, Record<string, string>>> {
  const byLocale: Record<string, Record<string, Record<string, string>>> = {}
  for (const {locale, namespace, resources} of bundles) {
    const namespaces = (byLocale[locale] ??= {})
    namespaces[namespace] = {...namespaces[namespace], ...resources}
  }
  return byLocale
}

export {studioEn, type StudioTextKey} from './resources/en/studio.ts'
export {ROUTING_NAMESPACE, routingEn, type RoutingTextKey} from './resources/en/routing.ts'
export {STRUCTURE_NAMESPACE, structureEn, type StructureTextKey} from './resources/en/structure.ts'
export {FORM_NAMESPACE, formEn, type FormTextKey} from './resources/en/form.ts'
export {SEARCH_NAMESPACE, searchEn} from './resources/en/search.ts'
export {VALIDATION_NAMESPACE, validationEn, type ValidationTextKey} from './resources/en/validation.ts'
