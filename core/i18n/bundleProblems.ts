// A bundle must name a namespace, and its locale must be the id of the locale it is registered
// under (SH-I18N-004, shell seed §5). Shared by the shipped locale folders and studio.config.ts.
import {isRecord} from '../isRecord.ts'

export type BundleProblemCode = 'bundle-namespace-missing' | 'bundle-locale-mismatch'

export interface BundleProblem {
  code: BundleProblemCode
  message: string
  /** The offending property of the bundle. */
  property: 'namespace' | 'locale'
}

export const BUNDLE_MESSAGES = {
  namespaceMissing: 'A locale bundle needs a namespace',
  localeMissing: (label: string) => `${label} needs the id of its locale`,
  localeMismatch: (label: string, locale: string, owner: string) => `${label} names locale "${locale}" but belongs to locale "${owner}"`,
} as const

/** How a message names the bundle: by its namespace when it has one. */
export function bundleLabel(bundle: unknown): string {
  const namespace = isRecord(bundle) ? bundle.namespace : undefined
  return typeof namespace === 'string' && namespace !== '' ? `The bundle of namespace "${namespace}"` : 'A locale bundle'
}

/**
 * Problems of one bundle registered under locale `ownerId`. `localeRequired` is true for shipped
 * bundles (a folder's bundles always say their locale); a config bundle under a locale may omit it.
 */
export function bundleProblems(bundle: unknown, ownerId: string, {localeRequired = true} = {}): BundleProblem[] {
  const record = isRecord(bundle) ? bundle : {}
  const problems: BundleProblem[] = []
  if (typeof record.namespace !== 'string' || record.namespace === '') {
    problems.push({code: 'bundle-namespace-missing', message: BUNDLE_MESSAGES.namespaceMissing, property: 'namespace'})
  }
  const label = bundleLabel(bundle)
  if (record.locale === undefined || record.locale === '') {
    if (localeRequired) problems.push({code: 'bundle-locale-mismatch', message: BUNDLE_MESSAGES.localeMissing(label), property: 'locale'})
  } else if (record.locale !== ownerId) {
    problems.push({code: 'bundle-locale-mismatch', message: BUNDLE_MESSAGES.localeMismatch(label, String(record.locale), ownerId), property: 'locale'})
  }
  return problems
}
