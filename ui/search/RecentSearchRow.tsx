// One recent search: its words, its types and how many filters it had.
import {useTranslation} from 'react-i18next'
import type {RecentSearch} from '../../core/search/types.ts'
import {SearchIcon} from '../components/Icons.tsx'
import styles from './RecentSearchRow.module.css'

export function RecentSearchRow({recent, typeTitle}: {recent: RecentSearch; typeTitle: (name: string) => string}) {
  const {t} = useTranslation('search')
  const types = recent.terms.typeNames.length ? recent.terms.typeNames.map(typeTitle).join(', ') : t('recent.all-types')
  return (
    <div className={styles.row}>
      <span className={styles.icon} aria-hidden="true">
        <SearchIcon />
      </span>
      <span className={recent.terms.query ? styles.query : styles.noQuery}>{recent.terms.query || t('recent.no-query')}</span>
      <span className={styles.meta}>
        {types}
        {recent.filters.length > 0 && ` · ${t('recent.filter-count', {count: recent.filters.length})}`}
      </span>
    </div>
  )
}
