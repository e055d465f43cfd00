// One i18next instance per studio, fed from core's bundles. Keys are flat ('navbar.tools'), so the
// key separator is off; React escapes output, so i18next does not.
import i18next, {type i18n} from 'i18next'
import {initReactI18next} from 'react-i18next'
import {BUNDLES, DEFAULT_LOCALE, STUDIO_NAMESPACE, namespacesOf, resourcesByLocale} from '../../core/i18n/index.ts'

export function createStudioI18n(locale: string = DEFAULT_LOCALE): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: false,
    resources: resourcesByLocale(BUNDLES),
    ns: namespacesOf(BUNDLES),
    defaultNS: STUDIO_NAMESPACE,
    keySeparator: false,
    interpolation: {escapeValue: false},
    // Resources are bundled: initialise synchronously so the first render has its texts.
    initAsync: false,
    returnNull: false,
  })
  return instance
}
