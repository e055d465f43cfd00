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
