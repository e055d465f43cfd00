// The studio's locale as i18next resolved it: what React Aria is given (LocaleProvider) and what
// locale-aware formatting outside React Aria (calendar names) reads, so the two always agree.
import {useTranslation} from 'react-i18next'

export function useStudioLocale(): string {
  const {i18n} = useTranslation()
  return i18n.resolvedLanguage ?? i18n.language
}
