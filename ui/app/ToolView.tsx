// The active tool's content, each tool behind its own error boundary (SH-ROUTE-047): a tool that
// crashes says so and the navigation bar stays usable.
import {VisuallyHidden} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {Loading} from '../components/Spinner.tsx'
import {isCodeLoadError} from './codeLoadErrors.ts'
import {ErrorBoundary} from './ErrorBoundary.tsx'
import {ErrorPage} from './ErrorPage.tsx'
import type {ToolViewProps} from './toolViewProps.ts'
import {TOOL_VIEWS} from './toolViews.ts'
import {WhenLoaded} from './WhenLoaded.tsx'
import {useToolTitle} from './toolTitle.ts'
import styles from './RoutingScreenView.module.css'

export function ToolView(props: ToolViewProps) {
  const {t} = useTranslation()
  const View = TOOL_VIEWS[props.tool.name]?.View
  const title = useToolTitle()(props.tool)
  // The page's level-one heading names the tool from the first frame, even while a lazily
  // loaded tool is still on its way: screen readers (and axe) expect one on every screen.
  return (
    <>
      <VisuallyHidden>
        <h1>{title}</h1>
      </VisuallyHidden>
      <ErrorBoundary
        key={props.tool.name}
        fallback={(error, retry) =>
          isCodeLoadError(error) ? (
            <ErrorPage error={error} onRetry={retry} title={t('tool-load-failed.title', {tool: title})} message={t('code-load-failed.description')} retryLabel={t('code-load-failed.reload')} />
          ) : (
            <ErrorPage error={error} onRetry={retry} title={t('tool-crashed.title', {tool: title})} />
          )
        }
      >
        {View ? (
          <WhenLoaded component={View} fallback={<Loading label={t('loading.tool', {tool: title})} />}>
            <View {...props} />
          </WhenLoaded>
        ) : (
          <div className={styles.screen}>
            <p className={styles.description}>{t('tool.no-view', {tool: title})}</p>
          </div>
        )}
      </ErrorBoundary>
    </>
  )
}
