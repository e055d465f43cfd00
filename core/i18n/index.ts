// Interface texts as plain data (SH-I18N-001 … SH-I18N-004, SH-I18N-011): locales, and bundles of
// one namespace in one locale. A new language is a new entry in LOCALES plus its bundles; no code
// changes elsewhere.
import {ROUTING_NAMESPACE, routingEn} from './resources/en/routing.ts'
import {studioEn} from './resources/en/studio.ts'
import {STRUCTURE_NAMESPACE, structureEn} from './resources/en/structure.ts'
import {FORM_NAMESPACE, formEn} from './resources/en/form.ts'
import {SEARCH_NAMESPACE, searchEn} from './resources/en/search.ts'

export interface LocaleDefinition {
  id: string
  title: string
}

export interface LocaleBundle {
  locale: string
  namespace: string
  resources: Readonly<Record<string, string>>
}

/** The default and fallback locale (SH-I18N-001). */
export const DEFAULT_LOCALE = 'en-US'

export const LOCALES: readonly LocaleDefinition[] = [{id: DEFAULT_LOCALE, title: 'English (US)'}]

export const STUDIO_NAMESPACE = 'studio'

/** Every bundle shipped with the studio; other areas add theirs to this list. */
export const BUNDLES: readonly LocaleBundle[] = [
  {locale: DEFAULT_LOCALE, namespace: STUDIO_NAMESPACE, resources: studioEn},
  {locale: DEFAULT_LOCALE, namespace: ROUTING_NAMESPACE, resources: routingEn},
  {locale: DEFAULT_LOCALE, namespace: STRUCTURE_NAMESPACE, resources: structureEn},
  {locale: DEFAULT_LOCALE, namespace: FORM_NAMESPACE, resources: formEn},
  {locale: DEFAULT_LOCALE, namespace: SEARCH_NAMESPACE, resources: searchEn},
]

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
