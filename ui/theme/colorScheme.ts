// The colour scheme choice (SH-NAV-021, SH-NAV-025): system, dark or light, default system,
// remembered in local storage and shared by every tab of the studio.
import {useSyncExternalStore} from 'react'
import {createLocalStorageStore} from '../../adapters/storage/index.ts'
import {warnUnreadableSetting} from '../app/unreadableSettings.ts'

export const COLOR_SCHEMES = ['system', 'dark', 'light'] as const
export type ColorScheme = (typeof COLOR_SCHEMES)[number]
export const DEFAULT_COLOR_SCHEME: ColorScheme = 'system'
export const COLOR_SCHEME_KEY = 'lakestudio:color-scheme'

const storage = createLocalStorageStore()
const listeners = new Set<() => void>()

export function isColorScheme(value: unknown): value is ColorScheme {
  return typeof value === 'string' && (COLOR_SCHEMES as readonly string[]).includes(value)
}

export function storedColorScheme(): ColorScheme {
  const value = storage.get(COLOR_SCHEME_KEY)
  if (isColorScheme(value)) return value
  if (value !== null) warnUnreadableSetting(COLOR_SCHEME_KEY)
  return DEFAULT_COLOR_SCHEME
}

/** Writes the choice onto the root element, where theme.css reads it. */
export function applyColorScheme(scheme: ColorScheme = storedColorScheme()): void {
  document.documentElement.dataset.colorScheme = scheme
}

export function setColorScheme(scheme: ColorScheme): void {
  if (scheme === DEFAULT_COLOR_SCHEME) storage.remove(COLOR_SCHEME_KEY)
  else storage.set(COLOR_SCHEME_KEY, scheme)
  applyColorScheme(scheme)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab changed the choice: follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== COLOR_SCHEME_KEY) return
    applyColorScheme()
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function useColorScheme(): [ColorScheme, (scheme: ColorScheme) => void] {
  const scheme = useSyncExternalStore(subscribe, storedColorScheme, () => DEFAULT_COLOR_SCHEME)
  return [scheme, setColorScheme]
}
