// The interface language of a workspace (SH-I18N-002): remembered in local storage per project and
// source, applied to the studio's i18next instance as the workspace opens and whenever the editor
// picks another one, without reloading the page. Another tab's choice is followed too.
import {useCallback, useEffect, useLayoutEffect, useMemo, useState} from 'react'
import {useTranslation} from 'react-i18next'
import {createLocalStorageStore} from '../../adapters/storage/index.ts'
import {LOCALES, STUDIO_NAMESPACE, localeStorageKey, resolveLocale} from '../../core/i18n/index.ts'
import type {ShellLocaleChoice} from '../shell/types.ts'
import {activateLocale} from './i18n.ts'

const storage = createLocalStorageStore()
const localeIds = LOCALES.map((locale) => locale.id)

/** The stored choice, resolved to a shipped locale; en-US when none or an unknown one is stored. */
function storedLocale(key: string): string {
  return resolveLocale(storage.get(key), localeIds)
}

export interface LocaleChoice extends ShellLocaleChoice {
  /**
   * False while the remembered locale's texts are still loading as the workspace opens: the
   * studio waits that moment rather than flashing English.
   */
  ready: boolean
}

export function useLocaleChoice(workspace: {projectId: string; name: string} | null): LocaleChoice {
  const {i18n} = useTranslation()
  const key = workspace ? localeStorageKey(workspace.projectId, workspace.name) : null
  // The key whose remembered locale has been applied (or failed to load, leaving English).
  const [settled, setSettled] = useState<string | null>(null)

  useLayoutEffect(() => {
    if (!key) return
    let current = true
    void activateLocale(i18n, storedLocale(key)).finally(() => current && setSettled(key))
    return () => {
      current = false
    }
  }, [key, i18n])

  useEffect(() => {
    if (!key) return
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) void activateLocale(i18n, resolveLocale(event.newValue, localeIds))
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [key, i18n])

  const onChange = useCallback(
    (id: string) => {
      const chosen = resolveLocale(id, localeIds)
      if (key) storage.set(key, chosen)
      void activateLocale(i18n, chosen)
    },
    [key, i18n],
  )
  const current = resolveLocale(i18n.language, localeIds)
  const ready = key === null || settled === key || (current === storedLocale(key) && i18n.hasResourceBundle(current, STUDIO_NAMESPACE))
  return useMemo(() => ({current, options: LOCALES, onChange, ready}), [current, onChange, ready])
}
