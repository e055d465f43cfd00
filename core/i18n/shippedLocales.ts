// The shipped locale folders as bundles i18next can load: each folder's bundles checked against
// the locale they are registered under (SH-I18N-004). A bundle that fails is left out and
// reported, so a mistake in a new folder costs its texts, not the studio.
import {bundleProblems} from './bundleProblems.ts'
import type {LocaleBundle, LocaleDefinition, ShippedLocale} from './types.ts'

export interface ShippedLocaleProblem {
  locale: string
  index: number
  message: string
}

export function collectBundles(locales: readonly ShippedLocale[]): {bundles: LocaleBundle[]; problems: ShippedLocaleProblem[]} {
  const bundles: LocaleBundle[] = []
  const problems: ShippedLocaleProblem[] = []
  for (const locale of locales) {
    locale.bundles.forEach((bundle, index) => {
      const found = bundleProblems(bundle, locale.id)
      if (found.length === 0) bundles.push(bundle)
      else problems.push(...found.map(({message}) => ({locale: locale.id, index, message})))
    })
  }
  return {bundles, problems}
}

export function definitionsOf(locales: readonly ShippedLocale[]): LocaleDefinition[] {
  return locales.map(({id, title}) => ({id, title}))
}
