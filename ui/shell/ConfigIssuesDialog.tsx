// The configuration-issues dialog (SH-ROUTE-041): the warnings grouped by where they sit (core's
// groupConfigWarnings), each with its message and its path below the group.
import {useId, useMemo} from 'react'
import {useTranslation} from 'react-i18next'
import type {ConfigProblem, ConfigWarningCode} from '../../core/config/problems.ts'
import {groupConfigWarnings, type WarningGroup} from '../../core/config/warningGroups.ts'
import {Button} from '../components/Button.tsx'
import {ModalDialog} from '../components/Dialog.tsx'
import styles from './ConfigIssues.module.css'

export interface ConfigIssuesDialogProps {
  warnings: readonly ConfigProblem<ConfigWarningCode>[]
  workspaceTitles: readonly string[]
  onClose: () => void
}

export function ConfigIssuesDialog({warnings, workspaceTitles, onClose}: ConfigIssuesDialogProps) {
  const {t} = useTranslation()
  const groups = useMemo(() => groupConfigWarnings(warnings), [warnings])
  return (
    <ModalDialog
      title={t('config-issues.title')}
      dismissable
      onClose={onClose}
      actions={
        <Button tone="primary" onPress={onClose}>
          {t('config-issues.close')}
        </Button>
      }
    >
      <p className={styles.description}>{t('config-issues.description')}</p>
      <div className={styles.groups}>
        {groups.map((group) => (
          <IssueGroup key={group.key} group={group} workspaceTitles={workspaceTitles} />
        ))}
      </div>
    </ModalDialog>
  )
}

function IssueGroup({group, workspaceTitles}: {group: WarningGroup; workspaceTitles: readonly string[]}) {
  const {t} = useTranslation()
  const headingId = useId()
  const area =
    group.area === 'schema-type'
      ? t('config-issues.group.schema-type', {name: group.subject})
      : group.area === 'tools'
        ? t('config-issues.group.tools')
        : t('config-issues.group.other')
  // Only a list of workspaces puts an index first in the path; one workspace needs no name.
  const heading =
    group.workspace === null
      ? area
      : t('config-issues.group.in-workspace', {group: area, workspace: workspaceTitles[group.workspace] ?? group.workspace + 1})
  // React Aria's Dialog makes its title an h2, so groups are h3.
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h3 id={headingId} className={styles.groupHeading}>
        {heading}
      </h3>
      <ul className={styles.list}>
        {group.warnings.map((warning, index) => (
          <li key={index} className={styles.issue}>
            <span>{warning.message}</span>
            {warning.path && (
              <span className={styles.path}>
                <span className={styles.pathLabel}>{t('config-issues.path')}: </span>
                <code>{warning.path}</code>
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
