// A namespace without texts in the chosen locale (ERR-SH-024, SH-I18N-005): the studio warns with
// the seed's words and shows the default locale's texts instead.
import {DEFAULT_LOCALE} from './constants.ts'
import {localeFallbacks} from './fallback.ts'
import type {LocaleBundle} from './types.ts'

export function missingNamespaceMessage(namespace: string, locale: string): string {
  return `No translations found for namespace "${namespace}" in locale "${locale}"`
}

/**
 * The namespaces that have a bundle somewhere but none in `locale` or its language, so their
 * texts come from the default locale. Empty for the default locale itself when it has them all.
 */
export function missingNamespaces(locale: string, bundles: readonly LocaleBundle[]): string[] {
  const available = [...new Set(bundles.map((bundle) => bundle.locale))]
  const chain = localeFallbacks(locale, available)
  const own = chain[0] === DEFAULT_LOCALE ? [DEFAULT_LOCALE] : chain.filter((id) => id !== DEFAULT_LOCALE)
  const namespaces = [...new Set(bundles.map((bundle) => bundle.namespace))]
  return namespaces.filter((namespace) => !bundles.some((bundle) => bundle.namespace === namespace && own.includes(bundle.locale)))
}
