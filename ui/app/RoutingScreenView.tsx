// The routing screens (SH-ROUTE-032, -043, -044): core/routing says what they show, this draws it.
import {useTranslation} from 'react-i18next'
import type {RoutingScreen, ScreenText} from '../../core/routing/screens.ts'
import {LinkButton} from '../components/Button.tsx'
import styles from './RoutingScreenView.module.css'

export function RoutingScreenView({screen, fullPage = false}: {screen: RoutingScreen; fullPage?: boolean}) {
  const {t} = useTranslation('routing')
  // The keys come typed from core/routing; their values are checked there, not per key here.
  const text = ({key, values}: ScreenText) => (t as unknown as (key: string, values?: Record<string, string>) => string)(key, values)
  // On a page of its own the screen is the page's main landmark; inside the shell, the shell's is.
  const Frame = fullPage ? 'main' : 'div'
  return (
    <Frame className={fullPage ? `${styles.screen} ${styles.fullPage}` : styles.screen}>
      <div className={styles.card}>
        {/* The page's level-one heading wherever it stands: inside the shell no tool names the page. */}
        <h1 className={styles.title}>{text(screen.title)}</h1>
        {screen.description && <p className={styles.description}>{text(screen.description)}</p>}
        {screen.action && (
          <div>
            <LinkButton tone="primary" href={screen.action.to}>
              {text(screen.action.label)}
            </LinkButton>
          </div>
        )}
      </div>
    </Frame>
  )
}
