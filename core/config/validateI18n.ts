// Locales and translation bundles of a workspace (SH-I18N-003, SH-I18N-004, SH-CONF-030).
import {DEFAULT_LOCALE} from '../i18n/index.ts'
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
      else bundles.value.forEach((bundle, at) => problems.push(...bundleProblems(bundle, [...localePath, 'bundles', at], id)))
    })
  }

  const bundles = resolveComposable<unknown>(value.bundles, [], 'bundles', [...path, 'bundles'])
  if (!bundles.ok) problems.push(bundles.problem)
  else bundles.value.forEach((bundle, at) => problems.push(...bundleProblems(bundle, [...path, 'bundles', at], null, localeIds)))
  return problems
}

/**
 * A bundle needs a namespace. Under a locale, its own `locale` (if given) must be that locale's id;
 * on the workspace level it must name one of the workspace's locales.
 */
function bundleProblems(bundle: unknown, path: ConfigPath, ownerId: string | null, known?: Set<string>): Problem[] {
  const problems: Problem[] = []
  const record = isPlainObject(bundle) ? bundle : {}
  if (typeof record.namespace !== 'string' || record.namespace === '') {
    problems.push({code: 'bundle-namespace-missing', message: 'A locale bundle needs a namespace', path: [...path, 'namespace']})
  }
  const locale = record.locale
  const label = typeof record.namespace === 'string' && record.namespace ? `The bundle of namespace "${record.namespace}"` : 'A locale bundle'
  if (ownerId !== null) {
    if (locale !== undefined && locale !== ownerId) {
      problems.push({
        code: 'bundle-locale-mismatch',
        message: `${label} names locale "${String(locale)}" but belongs to locale "${ownerId}"`,
        path: [...path, 'locale'],
      })
    }
  } else if (typeof locale !== 'string' || !known!.has(locale)) {
    problems.push({
      code: 'bundle-locale-mismatch',
      message:
        typeof locale === 'string'
          ? `${label} names locale "${locale}", which is not a locale of this workspace`
          : `${label} needs the id of its locale`,
      path: [...path, 'locale'],
    })
  }
  return problems
}
