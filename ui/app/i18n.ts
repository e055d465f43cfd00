// One i18next instance per studio, fed from core's bundles. Keys are flat ('navbar.tools'), so the
// key separator is off; React escapes output, so i18next does not. Texts missing in the chosen
// locale come from its language, then en-US (core/i18n/fallback.ts), never from i18next's guesses.
import i18next, {type i18n} from 'i18next'
import {initReactI18next} from 'react-i18next'
import {
  BUNDLES,
  BUNDLE_PROBLEMS,
  DEFAULT_LOCALE,
  STUDIO_NAMESPACE,
  localeFallbacks,
  missingNamespaceMessage,
  missingNamespaces,
  namespacesOf,
  resolveLocale,
  resourcesByLocale,
  type LocaleBundle,
} from '../../core/i18n/index.ts'

export function createStudioI18n(locale: string = DEFAULT_LOCALE, bundles: readonly LocaleBundle[] = BUNDLES): i18n {
  const available = [...new Set(bundles.map((bundle) => bundle.locale))]
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: resolveLocale(locale, available),
    fallbackLng: (code) => localeFallbacks(code, available),
    load: 'currentOnly',
    supportedLngs: false,
    resources: resourcesByLocale(bundles),
    ns: namespacesOf(bundles),
    defaultNS: STUDIO_NAMESPACE,
    keySeparator: false,
    interpolation: {escapeValue: false},
    // Resources are bundled: initialise synchronously so the first render has its texts.
    initAsync: false,
    returnNull: false,
  })
  warnAboutMissingNamespaces(instance, bundles)
  return instance
}

/** ERR-SH-024, once per namespace and locale, whenever the language changes. */
function warnAboutMissingNamespaces(instance: i18n, bundles: readonly LocaleBundle[]): void {
  const warned = new Set<string>()
  const check = (language: string) => {
    for (const namespace of missingNamespaces(language, bundles)) {
      const message = missingNamespaceMessage(namespace, language)
      if (warned.has(message)) continue
      warned.add(message)
      console.warn(message)
    }
  }
  check(instance.language)
  instance.on('languageChanged', check)
}

/** Shipped bundles that fail SH-I18N-004 are left out; say so once, where a developer looks. */
export function reportBundleProblems(): void {
  for (const problem of BUNDLE_PROBLEMS) console.error(`Locale ${problem.locale}, bundle ${problem.index + 1}: ${problem.message}`)
}
