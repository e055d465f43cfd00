// Keeps React Aria's locale (dates, numbers, its own built-in strings) and the page's `lang` in step
// with i18next's language.
import {useEffect, type ReactNode} from 'react'
import {I18nProvider} from 'react-aria-components'
import {useStudioLocale} from './useStudioLocale.ts'

export function LocaleProvider({children}: {children: ReactNode}) {
  const locale = useStudioLocale()
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  return <I18nProvider locale={locale}>{children}</I18nProvider>
}
