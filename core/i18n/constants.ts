// Constants of the interface languages (SH-I18N-001, SH-I18N-002).

/** The default and final fallback locale (SH-I18N-001). */
export const DEFAULT_LOCALE = 'en-US'

/** Namespace of the shell's own texts, and i18next's default namespace. */
export const STUDIO_NAMESPACE = 'studio'

/**
 * Where the chosen locale is remembered: local storage, one entry per project and source
 * (workspace), so two studios of one origin keep their own language (SH-I18N-002).
 */
export function localeStorageKey(projectId: string, sourceName: string): string {
  return `lakestudio:locale:${projectId}:${sourceName}`
}
