// The operators of one filter (SH-SEARCH-023), grouped as its definition groups them.
import {useTranslation} from 'react-i18next'
import {operatorOf} from '../../../core/search/operators/index.ts'
import type {OperatorListEntry} from '../../../core/search/types.ts'
import {ChoiceSelect, type Choice} from './inputs/ChoiceSelect.tsx'
import styles from './FilterEditor.module.css'

export function OperatorPicker({entries, selected, onChange}: {entries: readonly OperatorListEntry[]; selected: string; onChange: (operatorType: string) => void}) {
  const {t} = useTranslation('search')
  const choices: Choice[] = entries.flatMap((entry): Choice[] => {
    if (entry.type === 'divider') return [{divider: true}]
    const operator = operatorOf(entry.name)
    return operator ? [{id: entry.name, label: t(operator.nameKey)}] : []
  })
  const items = choices.filter((choice) => !('divider' in choice))
  // A filter with one operator has nothing to choose: say which it is.
  if (items.length === 1) return <span className={styles.soleOperator}>{(items[0] as {label: string}).label}</span>
  return <ChoiceSelect label={t('filter.operator.label')} choices={choices} selected={selected} onChange={onChange} className={styles.operator} />
}
