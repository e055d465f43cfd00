// The navbar's configuration-issues control (SH-ROUTE-041), in development builds only
// (SH-ROUTE-042): a build counts as development when Vite's mode is 'development', which is the
// dev server's default and what `vite build --mode development` asks for (spec/DECISIONS.md).
// Vite writes the mode into the bundle as a literal, so a production build folds the condition
// below to `null` and neither the button nor its dialog is in it at all.
import {lazy, Suspense} from 'react'
import {useConfigWarnings} from '../app/configWarnings.ts'

const ConfigIssuesButton = import.meta.env.MODE === 'development' ? lazy(() => import('./ConfigIssuesButton.tsx')) : null

export function ConfigIssues() {
  const {warnings, workspaceTitles} = useConfigWarnings()
  if (!ConfigIssuesButton || warnings.length === 0) return null
  return (
    <Suspense fallback={null}>
      <ConfigIssuesButton warnings={warnings} workspaceTitles={workspaceTitles} />
    </Suspense>
  )
}
