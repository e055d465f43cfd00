// The configuration-issues button and its dialog (SH-ROUTE-041): a warning sign with the number of
// warnings, opening a list of them. Loaded only in development builds (ConfigIssues.tsx).
import {useState} from 'react'
import {useTranslation} from 'react-i18next'
import type {ConfigProblem, ConfigWarningCode} from '../../core/config/problems.ts'
import {Button} from '../components/Button.tsx'
import {WarningIcon} from '../components/Icons.tsx'
import {ConfigIssuesDialog} from './ConfigIssuesDialog.tsx'
import styles from './ConfigIssues.module.css'

export interface ConfigIssuesButtonProps {
  warnings: readonly ConfigProblem<ConfigWarningCode>[]
  workspaceTitles: readonly string[]
}

export default function ConfigIssuesButton({warnings, workspaceTitles}: ConfigIssuesButtonProps) {
  const {t} = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        tone="ghost"
        className={styles.trigger}
        aria-label={t('config-issues.button', {count: warnings.length})}
        aria-haspopup="dialog"
        onPress={() => setOpen(true)}
      >
        <WarningIcon />
        <span className={styles.count} aria-hidden>
          {warnings.length}
        </span>
      </Button>
      {open && <ConfigIssuesDialog warnings={warnings} workspaceTitles={workspaceTitles} onClose={() => setOpen(false)} />}
    </>
  )
}
