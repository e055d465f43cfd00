// The generic error page (SH-ROUTE-046, ERR-SH-015): heading 'An error occured', the message, the
// stack behind a disclosure, and Retry.
import {useTranslation} from 'react-i18next'
import {Button} from '../components/Button.tsx'
import {messageOf} from './uncaughtErrors.ts'
import styles from './ErrorPage.module.css'

export interface ErrorPageProps {
  error: unknown
  onRetry: () => void
  /** Heading override, e.g. a crashed tool's name (SH-ROUTE-047). */
  title?: string
  /** Said instead of the error's own message, which then stays in the technical details. */
  message?: string
  /** The button's text instead of 'Retry'. */
  retryLabel?: string
}

export function ErrorPage({error, onRetry, title, message: shownMessage, retryLabel}: ErrorPageProps) {
  const {t} = useTranslation()
  const message = shownMessage ?? (messageOf(error) || t('error-page.unknown'))
  const stack = error instanceof Error ? error.stack : undefined
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title ?? t('error-page.title')}</h1>
        <p className={styles.message}>{message}</p>
        {stack && (
          <details className={styles.details}>
            <summary>{t('error-page.details')}</summary>
            <pre className={styles.stack} tabIndex={0}>
              {stack}
            </pre>
          </details>
        )}
        <div className={styles.actions}>
          <Button tone="primary" onPress={onRetry}>
            {retryLabel ?? t('error-page.retry')}
          </Button>
        </div>
      </div>
    </main>
  )
}
