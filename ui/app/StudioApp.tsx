// The studio's providers: texts, locale, the top error boundary and the toasts.
import {StrictMode, useEffect, useMemo} from 'react'
import {I18nextProvider} from 'react-i18next'
import type {StudioConfig} from '../../core/config/defineConfig.ts'
import {ConnectivityProvider} from './connectivity.tsx'
import {ErrorBoundary} from './ErrorBoundary.tsx'
import {createStudioI18n, reportBundleProblems} from './i18n.ts'
import {LocaleProvider} from './LocaleProvider.tsx'
import {StudioRoot} from './StudioRoot.tsx'
import {LazyToastRegion} from './LazyToastRegion.tsx'
import {listenForUncaughtErrors} from './uncaughtErrors.ts'
import {letTabLeaveMenus} from './tabLeavesMenus.ts'

export function StudioApp({config}: {config: StudioConfig}) {
  const i18n = useMemo(() => (reportBundleProblems(), createStudioI18n()), [])
  useEffect(() => listenForUncaughtErrors(i18n.t), [i18n])
  useEffect(letTabLeaveMenus, [])
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <LocaleProvider>
          <ConnectivityProvider>
            <ErrorBoundary>
              <StudioRoot config={config} />
            </ErrorBoundary>
          </ConnectivityProvider>
          <LazyToastRegion />
        </LocaleProvider>
      </I18nextProvider>
    </StrictMode>
  )
}
