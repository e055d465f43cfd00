// The navbar's search entry (SH-SEARCH-001): a button, and Ctrl+K / Cmd+K anywhere in the studio.
// The search itself (machine, core, dialog) loads on first use, so it costs the initial route
// nothing; each press or shortcut after that toggles the dialog through the machine.
import {lazy, Suspense, useEffect, useState} from 'react'
import {useTranslation} from 'react-i18next'
import type {ResolvedWorkspace} from '../../core/config/resolveWorkspaces.ts'
import type {SignedIn} from '../auth/AuthGate.tsx'
import {Button} from '../components/Button.tsx'
import {SearchIcon} from '../components/Icons.tsx'
import {isSearchShortcut, isApplePlatform} from './shortcut.ts'
import {prefetchWhenIdle} from '../app/idlePrefetch.ts'
import styles from './GlobalSearch.module.css'

const loadSearchRoot = () => import('./SearchRoot.tsx')
const SearchRoot = lazy(loadSearchRoot)

export interface GlobalSearchProps {
  workspace: ResolvedWorkspace
  session: SignedIn
  /** Too little room for a labelled button: an icon button. */
  compact: boolean
  /** The narrowest layout: search takes the whole screen. */
  fullscreen: boolean
}

export function GlobalSearch({workspace, session, compact, fullscreen}: GlobalSearchProps) {
  const {t} = useTranslation('search')
  // Counts the editor's toggles; SearchRoot turns each new one into a `dialog.toggle`.
  const [toggles, setToggles] = useState(0)
  const toggle = () => setToggles((count) => count + 1)

  // Fetched once the studio has settled, so the first Ctrl+K opens the dialog at once.
  useEffect(() => prefetchWhenIdle(() => void loadSearchRoot().catch(() => undefined)), [])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return
      event.preventDefault()
      toggle()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])

  return (
    <>
      {compact ? (
        <Button tone="ghost" iconOnly aria-label={t('button.label')} aria-keyshortcuts="Control+K Meta+K" onPress={toggle}>
          <SearchIcon />
        </Button>
      ) : (
        // Named by its visible text (axe: label-content-name-mismatch); the shortcut is announced separately.
        <Button tone="ghost" className={styles.button} aria-keyshortcuts="Control+K Meta+K" onPress={toggle}>
          <SearchIcon />
          <span>{t('button.label')}</span>
          <kbd className={styles.kbd} aria-hidden="true">
            {isApplePlatform() ? '⌘K' : t('button.shortcut')}
          </kbd>
        </Button>
      )}
      {toggles > 0 && (
        <Suspense fallback={null}>
          <SearchRoot workspace={workspace} session={session} fullscreen={fullscreen} toggles={toggles} />
        </Suspense>
      )}
    </>
  )
}
