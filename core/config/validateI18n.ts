// Locales and translation bundles of a workspace (SH-I18N-003, SH-I18N-004, SH-CONF-030).
import {BUNDLE_MESSAGES, bundleLabel, bundleProblems} from '../i18n/bundleProblems.ts'
import {DEFAULT_LOCALE} from '../i18n/constants.ts'
import {resolveComposable} from './composable.ts'
import {describeType, isPlainObject, type ConfigErrorCode, type ConfigPath, type ConfigProblem} from './problems.ts'

type Problem = ConfigProblem<ConfigErrorCode>

export function checkI18n(value: unknown, path: ConfigPath): Problem[] {
  if (value === undefined) return []
  if (!isPlainObject(value)) {
    return [{code: 'expected-array-or-function', message: `Expected \`i18n\` to be an object, but was ${describeType(value)}`, path}]
  }
  const problems: Problem[] = []
  const localeIds = new Set([DEFAULT_LOCALE])

  const locales = resolveComposable<unknown>(value.locales, [], 'locales', [...path, 'locales'])
  if (!locales.ok) problems.push(locales.problem)
  else {
    locales.value.forEach((locale, index) => {
      const localePath = [...path, 'locales', index]
      const id = isPlainObject(locale) ? locale.id : undefined
      if (typeof id !== 'string' || id === '') {
        problems.push({code: 'locale-id-missing', message: `Locale ${index + 1} needs an id such as "${DEFAULT_LOCALE}"`, path: localePath})
        return
      }
      localeIds.add(id)
      const bundles = resolveComposable<unknown>((locale as Record<string, unknown>).bundles, [], 'bundles', [...localePath, 'bundles'])
      if (!bundles.ok) problems.push(bundles.problem)
      else bundles.value.forEach((bundle, at) => problems.push(...bundleProblemsAt(bundle, [...localePath, 'bundles', at], id)))
    })
  }

  const bundles = resolveComposable<unknown>(value.bundles, [], 'bundles', [...path, 'bundles'])
  if (!bundles.ok) problems.push(bundles.problem)
  else bundles.value.forEach((bundle, at) => problems.push(...bundleProblemsAt(bundle, [...path, 'bundles', at], null, localeIds)))
  return problems
}

/**
 * A bundle needs a namespace. Under a locale, its own `locale` (if given) must be that locale's id;
 * on the workspace level it must name one of the workspace's locales.
 */
function bundleProblemsAt(bundle: unknown, path: ConfigPath, ownerId: string | null, known?: Set<string>): Problem[] {
  if (ownerId !== null) {
    // Under a locale the bundle may leave its locale out: it is the owner's.
    return bundleProblems(bundle, ownerId, {localeRequired: false}).map(({code, message, property}) => ({code, message, path: [...path, property]}))
  }
  const problems: Problem[] = bundleProblems(bundle, '', {localeRequired: false})
    .filter(({property}) => property === 'namespace')
    .map(({code, message, property}) => ({code, message, path: [...path, property]}))
  const locale = isPlainObject(bundle) ? bundle.locale : undefined
  if (typeof locale !== 'string' || !known!.has(locale)) {
    const label = bundleLabel(bundle)
    problems.push({
      code: 'bundle-locale-mismatch',
      message: typeof locale === 'string' ? `${label} names locale "${locale}", which is not a locale of this workspace` : BUNDLE_MESSAGES.localeMissing(label),
      path: [...path, 'locale'],
    })
  }
  return problems
}
