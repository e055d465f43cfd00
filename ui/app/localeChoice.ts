// The interface language of a workspace (SH-I18N-002): remembered in local storage per project and
// source, applied to the studio's i18next instance as the workspace opens and whenever the editor
// picks another one, without reloading the page. Another tab's choice is followed too.
import {useCallback, useEffect, useLayoutEffect, useMemo} from 'react'
import {useTranslation} from 'react-i18next'
import {createLocalStorageStore} from '../../adapters/storage/index.ts'
import {LOCALES, localeStorageKey, resolveLocale} from '../../core/i18n/index.ts'
import type {ShellLocaleChoice} from '../shell/types.ts'

const storage = createLocalStorageStore()
const localeIds = LOCALES.map((locale) => locale.id)

/** The stored choice, resolved to a shipped locale; en-US when none or an unknown one is stored. */
export function storedLocale(projectId: string, sourceName: string): string {
  return resolveLocale(storage.get(localeStorageKey(projectId, sourceName)), localeIds)
}

export function useLocaleChoice(workspace: {projectId: string; name: string} | null): ShellLocaleChoice {
  const {i18n} = useTranslation()
  const key = workspace ? localeStorageKey(workspace.projectId, workspace.name) : null

  // Before paint, so a reload shows the remembered language rather than a flash of English.
  useLayoutEffect(() => {
    if (!key) return
    const wanted = resolveLocale(storage.get(key), localeIds)
    if (wanted !== i18n.language) void i18n.changeLanguage(wanted)
  }, [key, i18n])

  useEffect(() => {
    if (!key) return
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key) return
      const wanted = resolveLocale(event.newValue, localeIds)
      if (wanted !== i18n.language) void i18n.changeLanguage(wanted)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [key, i18n])

  const onChange = useCallback(
    (id: string) => {
      const chosen = resolveLocale(id, localeIds)
      if (key) storage.set(key, chosen)
      void i18n.changeLanguage(chosen)
    },
    [key, i18n],
  )
  const current = resolveLocale(i18n.language, localeIds)
  return useMemo(() => ({current, options: LOCALES, onChange}), [current, onChange])
}
