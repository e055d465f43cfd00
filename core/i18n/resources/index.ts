// The locales the studio ships, in the order the language picker lists them. A new language is a
// folder next to `en` (its namespaces and an index.ts exporting a ShippedLocale) plus one line here.
// English is bundled with the studio; every other locale is its own chunk, loaded when chosen.
import {enUS} from './en/index.ts'
import type {LocaleEntry} from '../types.ts'

export {enUS as DEFAULT_SHIPPED_LOCALE}

export const SHIPPED_LOCALES: readonly LocaleEntry[] = [
  {id: enUS.id, title: enUS.title, load: async () => ({...enUS, bundles: [...enUS.bundles, ...(await import('./en/formBundles.ts')).enFormBundles]})},
  {id: 'de-DE', title: 'Deutsch', load: () => import('./de/index.ts').then((folder) => folder.deDE)},
]
