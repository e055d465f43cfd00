// The shipped locale folders as bundles i18next can load: each folder's bundles checked against
// the locale they are registered under (SH-I18N-004). A bundle that fails is left out and
// reported, so a mistake in a new folder costs its texts, not the studio.
import {bundleProblems} from './bundleProblems.ts'
import type {LocaleBundle, LocaleEntry, ShippedLocale} from './types.ts'

export interface ShippedLocaleProblem {
  locale: string
  index: number
  message: string
}

export interface CollectedBundles {
  bundles: LocaleBundle[]
  problems: ShippedLocaleProblem[]
}

export function collectBundles(locales: readonly ShippedLocale[]): CollectedBundles {
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

/**
 * Loads a registered locale's folder and checks its bundles against the id it is registered
 * under: a folder whose index names another id has every bundle refused.
 */
export async function loadEntry(entry: LocaleEntry): Promise<CollectedBundles> {
  const folder = await entry.load()
  return collectBundles([{...folder, id: entry.id}])
}

/** Every registered locale's bundles (tests, `npm run i18n:missing`). */
export async function loadEntries(entries: readonly LocaleEntry[]): Promise<CollectedBundles> {
  const loaded = await Promise.all(entries.map(loadEntry))
  return {bundles: loaded.flatMap((one) => one.bundles), problems: loaded.flatMap((one) => one.problems)}
}
