// The search input (a combobox over the list below it), the selected types as pills within the
// character budget (SH-SEARCH-027), and on fullscreen the filters toggle and the close button.
import {useSelector} from '@xstate/react'
import type {KeyboardEvent} from 'react'
import {Input} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {typePillsOf} from '../../core/search/typePills.ts'
import {Button} from '../components/Button.tsx'
import {CloseIcon} from '../components/Icons.tsx'
import {SearchIcon} from '../components/Icons.tsx'
import {useSearchSession} from './searchSession.ts'
import styles from './SearchHeader.module.css'

export interface SearchHeaderProps {
  listId: string | null
  activeOptionId: string | null
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void
}

export function SearchHeader({listId, activeOptionId, onKeyDown}: SearchHeaderProps) {
  const {t} = useTranslation('search')
  const {actor, fullscreen, typeTitle} = useSearchSession()
  const query = useSelector(actor, (s) => s.context.terms.query)
  const types = useSelector(actor, (s) => s.context.terms.types)
  const filtersVisible = useSelector(actor, (s) => s.context.filtersVisible)
  const pills = typePillsOf(types.map(typeTitle), query, fullscreen)

  return (
    <div className={styles.header}>
      <span className={styles.icon} aria-hidden="true">
        <SearchIcon />
      </span>
      <Input
        autoFocus
        className={styles.input}
        role="combobox"
        aria-label={t('input.label')}
        aria-autocomplete="list"
        aria-expanded={listId !== null}
        aria-controls={listId ?? undefined}
        aria-activedescendant={activeOptionId ?? undefined}
        placeholder={t('input.placeholder')}
        value={query}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => actor.send({type: 'query.set', query: event.target.value})}
        onKeyDown={onKeyDown}
      />
      {pills.shown.length + pills.hiddenCount > 0 && (
        <span className={styles.pills}>
          {pills.shown.map((title) => (
            <span key={title} className={styles.pill}>
              {title}
            </span>
          ))}
          {pills.hiddenCount > 0 && <span className={styles.pill}>{t('type-pills.more', {count: pills.hiddenCount})}</span>}
        </span>
      )}
      {fullscreen && (
        // A disclosure: its label says what it does next, so it is not also a pressed toggle.
        <Button tone="ghost" aria-expanded={filtersVisible} onPress={() => actor.send({type: 'filters.toggle'})}>
          {t(filtersVisible ? 'filters.hide' : 'filters.show')}
        </Button>
      )}
      <Button tone="ghost" iconOnly aria-label={t('close')} onPress={() => actor.send({type: 'dialog.close'})}>
        <CloseIcon />
      </Button>
    </div>
  )
}
