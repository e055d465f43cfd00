// The filter bar of global search (SH-SEARCH-020 … SH-SEARCH-028): the document-type picker, one
// chip per applied filter and "Add filter". Renders only the filter keys; each chip reads its own
// filter, so editing one value re-renders one chip.
import {useSelector} from '@xstate/react'
import {useRef} from 'react'
import {useTranslation} from 'react-i18next'
import {useSearchSession} from '../searchSession.ts'
import {AddFilterButton} from './AddFilterButton.tsx'
import {FilterChip} from './FilterChip.tsx'
import {TypePicker} from './TypePicker.tsx'
import styles from './SearchFilterBar.module.css'

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((key, index) => key === b[index])

export function SearchFilterBar() {
  const {t} = useTranslation('search')
  const {actor, config} = useSearchSession()
  const keys = useSelector(actor, (state) => state.context.filters.map(config.keyOf), sameKeys)
  const bar = useRef<HTMLDivElement>(null)

  // A removed chip takes its focus with it: hand it to the chip that took its place, or to the
  // one before, or to "Add filter".
  const focusAfterRemoving = (index: number) =>
    requestAnimationFrame(() => {
      const chips = [...(bar.current?.querySelectorAll<HTMLElement>('[data-filter-chip]') ?? [])]
      const next = chips[Math.min(index, chips.length - 1)] ?? bar.current?.querySelector<HTMLElement>('[data-add-filter]')
      next?.focus()
    })

  return (
    <div ref={bar} role="group" aria-label={t('filters.bar.label')} className={styles.bar}>
      <TypePicker />
      {keys.map((key, index) => (
        <FilterChip key={key} filterKey={key} onRemoved={() => focusAfterRemoving(index)} />
      ))}
      <AddFilterButton />
    </div>
  )
}
