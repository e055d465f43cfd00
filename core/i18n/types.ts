// Locales and bundles as plain data (SH-I18N-003).

export interface LocaleDefinition {
  id: string
  title: string
}

/** One namespace's texts in one locale. */
export interface LocaleBundle {
  locale: string
  namespace: string
  resources: Readonly<Record<string, string>>
}

/** A locale the studio ships: one folder of core/i18n/resources, registered in resources/index.ts. */
export interface ShippedLocale extends LocaleDefinition {
  bundles: readonly LocaleBundle[]
}

/**
 * A registered locale: named at once (the picker lists it, the build keeps React Aria's strings
 * for it), its bundles loaded when someone picks it, so English-only sessions do not download them.
 */
export interface LocaleEntry extends LocaleDefinition {
  load: () => Promise<ShippedLocale>
}
