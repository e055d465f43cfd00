// The interface language of a workspace (SH-I18N-002): remembered in local storage per project and
// source, applied to the studio's i18next instance as the workspace opens and whenever the editor
// picks another one, without reloading the page. Another tab's choice is followed too.
import {useCallback, useEffect, useLayoutEffect, useMemo, useState} from 'react'
import {useTranslation} from 'react-i18next'
import {createLocalStorageStore} from '../../adapters/storage/index.ts'
import {LOCALES, NO_CONFIG_LOCALES, STUDIO_NAMESPACE, configLocalesOf, localeStorageKey, pickerLocales, resolveLocale} from '../../core/i18n/index.ts'
import type {I18nConfig} from '../../core/config/defineConfig.ts'
import type {ShellLocaleChoice} from '../shell/types.ts'
import {activateLocale} from './i18n.ts'
import {warnUnreadableSetting} from './unreadableSettings.ts'

const storage = createLocalStorageStore()

/** The stored choice, resolved to an offered locale; en-US when none or an unknown one is stored. */
function storedLocale(key: string, localeIds: readonly string[]): string {
  const stored = storage.get(key)
  // A language the workspace no longer offers is not unreadable: it falls back by design.
  if (stored !== null && !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(stored)) warnUnreadableSetting(key)
  return resolveLocale(stored, localeIds)
}

export interface LocaleChoice extends ShellLocaleChoice {
  /**
   * False while the remembered locale's texts are still loading as the workspace opens: the
   * studio waits that moment rather than flashing English.
   */
  ready: boolean
}

export function useLocaleChoice(workspace: {projectId: string; name: string; i18n?: I18nConfig} | null): LocaleChoice {
  const {i18n} = useTranslation()
  const key = workspace ? localeStorageKey(workspace.projectId, workspace.name) : null
  // The workspace's own locales and bundles (SH-I18N-003) beside the shipped ones.
  const workspaceI18n = workspace?.i18n
  const config = useMemo(() => (workspaceI18n ? configLocalesOf(workspaceI18n) : NO_CONFIG_LOCALES), [workspaceI18n])
  const options = useMemo(() => pickerLocales(LOCALES, config), [config])
  const localeIds = useMemo(() => options.map((locale) => locale.id), [options])
  // The key whose remembered locale has been applied (or failed to load, leaving English).
  const [settled, setSettled] = useState<string | null>(null)

  useLayoutEffect(() => {
    if (!key) return
    let current = true
    void activateLocale(i18n, storedLocale(key, localeIds), config).finally(() => current && setSettled(key))
    return () => {
      current = false
    }
  }, [key, i18n, config, localeIds])

  useEffect(() => {
    if (!key) return
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) void activateLocale(i18n, resolveLocale(event.newValue, localeIds), config)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [key, i18n, config, localeIds])

  const onChange = useCallback(
    (id: string) => {
      const chosen = resolveLocale(id, localeIds)
      if (key) storage.set(key, chosen)
      void activateLocale(i18n, chosen, config)
    },
    [key, i18n, config, localeIds],
  )
  const current = resolveLocale(i18n.language, localeIds)
  const ready = key === null || settled === key || (current === storedLocale(key, localeIds) && i18n.hasResourceBundle(current, STUDIO_NAMESPACE) && config.bundles.length === 0)
  return useMemo(() => ({current, options, onChange, ready}), [current, options, onChange, ready])
}
