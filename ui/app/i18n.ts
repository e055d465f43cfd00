// One i18next instance per studio, fed from core's bundles. Keys are flat ('navbar.tools'), so the
// key separator is off; React escapes output, so i18next does not. Texts missing in the chosen
// locale come from its language, then en-US (core/i18n/fallback.ts), never from i18next's guesses.
// English is there from the start; another locale's bundles are loaded when it is chosen.
import i18next, {type i18n} from 'i18next'
import {initReactI18next} from 'react-i18next'
import {
  BUNDLES,
  BUNDLE_PROBLEMS,
  DEFAULT_LOCALE,
  formatTextNumber,
  LOCALES,
  STUDIO_NAMESPACE,
  NO_CONFIG_LOCALES,
  loadConfigBundles,
  loadLocaleBundles,
  localeFallbacks,
  missingNamespaceMessage,
  missingNamespaces,
  namespacesOf,
  resolveLocale,
  resourcesByLocale,
  type ConfigLocales,
  type LocaleBundle,
} from '../../core/i18n/index.ts'

interface LoadedTexts {
  bundles: LocaleBundle[]
  warned: Set<string>
  /** The workspace configurations whose bundles of a locale are in (by locale). */
  configured: WeakMap<ConfigLocales, Set<string>>
}

// What each instance holds, for the ERR-SH-024 check as locales are added.
const loadedTexts = new WeakMap<i18n, LoadedTexts>()
// Every instance made, and the bundles that arrived with a later chunk (formTexts.ts), so that
// instances made before and after both have them.
const instances = new Set<i18n>()
const lateBundles: LocaleBundle[] = []

/**
 * Bundles that travel with a chunk's code (the form's English texts): added to every studio
 * instance when the chunk is evaluated, before any of its components renders.
 */
export function registerBundles(bundles: readonly LocaleBundle[]): void {
  const fresh = bundles.filter((bundle) => !lateBundles.includes(bundle))
  lateBundles.push(...fresh)
  for (const instance of instances) addBundles(instance, fresh)
}

function addBundles(instance: i18n, bundles: readonly LocaleBundle[]): void {
  for (const bundle of bundles) instance.addResourceBundle(bundle.locale, bundle.namespace, bundle.resources, true, false)
  loadedTexts.get(instance)?.bundles.push(...bundles)
}

function availableLocales(bundles: readonly LocaleBundle[], config: ConfigLocales = NO_CONFIG_LOCALES): string[] {
  return [...new Set([...LOCALES.map((locale) => locale.id), ...config.locales.map((locale) => locale.id), ...bundles.map((bundle) => bundle.locale)])]
}

export function createStudioI18n(locale: string = DEFAULT_LOCALE, bundles: readonly LocaleBundle[] = BUNDLES): i18n {
  const available = availableLocales(bundles)
  const instance = i18next.createInstance()
  // i18next asks for the chain on every lookup, and working one out parses the locale id: a
  // render of the form made hundreds of those (ED-FORM-073).
  const chains = new Map<string, string[]>()
  const fallbackChain = (code: string) => {
    let chain = chains.get(code)
    if (!chain) chains.set(code, (chain = localeFallbacks(code, available)))
    return chain
  }
  void instance.use(initReactI18next).init({
    lng: resolveLocale(locale, available),
    fallbackLng: fallbackChain,
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
  // `{{count, number}}` in the reader's notation, every digit of a limit kept (core/i18n/numberFormat.ts).
  instance.services.formatter?.add('number', (value, lng, options) => formatTextNumber(value, lng ?? instance.language, options))
  const texts: LoadedTexts = {bundles: [...bundles], warned: new Set(), configured: new WeakMap()}
  loadedTexts.set(instance, texts)
  instances.add(instance)
  addBundles(instance, lateBundles.filter((bundle) => !bundles.includes(bundle)))
  warnAboutMissingNamespaces(instance.language, texts)
  return instance
}

/**
 * Switches the studio to a shipped locale ('de-AT' resolves to 'de-DE'), loading its bundles
 * first when this instance does not have them yet. Answers the locale now shown; a locale whose
 * bundles fail to load leaves the current one.
 */
export async function activateLocale(instance: i18n, requested: string, config: ConfigLocales = NO_CONFIG_LOCALES): Promise<string> {
  const texts = loadedTexts.get(originalOf(instance))
  const locale = resolveLocale(requested, availableLocales(texts?.bundles ?? [], config))
  if (texts && !texts.bundles.some((bundle) => bundle.locale === locale)) {
    try {
      const {bundles, problems} = await loadLocaleBundles(locale)
      reportProblems(problems)
      for (const bundle of bundles) instance.addResourceBundle(bundle.locale, bundle.namespace, bundle.resources, true, true)
      texts.bundles.push(...bundles)
    } catch (error) {
      console.error(`The texts of locale ${locale} could not be loaded`, error)
      return instance.language
    }
  }
  const added = texts ? await addConfigBundles(instance, texts, config, locale) : false
  if (instance.language !== locale) await instance.changeLanguage(locale)
  // Texts added to the language already shown: components re-render on this event only.
  else if (added) instance.emit('languageChanged', locale)
  if (texts) warnAboutMissingNamespaces(locale, texts)
  return locale
}

/**
 * The workspace's own bundles of `locale` (SH-I18N-003), once per configuration: on top of the
 * shipped texts, so a workspace can rename a label in English or bring a language of its own.
 */
async function addConfigBundles(instance: i18n, texts: LoadedTexts, config: ConfigLocales, locale: string): Promise<boolean> {
  if (config.bundles.length === 0) return false
  const done = texts.configured.get(config) ?? new Set<string>()
  texts.configured.set(config, done)
  if (done.has(locale)) return false
  done.add(locale)
  const bundles = await loadConfigBundles(config, locale, (bundle, error) => console.error(`The texts of namespace "${bundle.namespace}" for locale ${locale} could not be loaded`, error))
  for (const bundle of bundles) instance.addResourceBundle(bundle.locale, bundle.namespace, bundle.resources, true, true)
  texts.bundles.push(...bundles)
  return bundles.length > 0
}

/** react-i18next hands components a Proxy of the instance (a new one per language): see through it. */
function originalOf(instance: i18n): i18n {
  return (instance as i18n & {__original?: i18n}).__original ?? instance
}

/** ERR-SH-024, once per namespace and locale. */
function warnAboutMissingNamespaces(language: string, texts: LoadedTexts): void {
  for (const namespace of missingNamespaces(language, texts.bundles)) {
    const message = missingNamespaceMessage(namespace, language)
    if (texts.warned.has(message)) continue
    texts.warned.add(message)
    console.warn(message)
  }
}

function reportProblems(problems: readonly {locale: string; index: number; message: string}[]): void {
  for (const problem of problems) console.error(`Locale ${problem.locale}, bundle ${problem.index + 1}: ${problem.message}`)
}

/** Default-locale bundles that fail SH-I18N-004 are left out; say so once, where a developer looks. */
export function reportBundleProblems(): void {
  reportProblems(BUNDLE_PROBLEMS)
}
