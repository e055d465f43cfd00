// The locales the studio ships, in the order the language picker lists them. A new language is a
// folder next to `en` (its namespaces and an index.ts exporting a ShippedLocale) plus one line here.
import {deDE} from './de/index.ts'
import {enUS} from './en/index.ts'
import type {ShippedLocale} from '../types.ts'

export const SHIPPED_LOCALES: readonly ShippedLocale[] = [enUS, deDE]
