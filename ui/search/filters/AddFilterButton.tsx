// "Add filter" (SH-SEARCH-020, SH-SEARCH-021, SH-SEARCH-025): a popover with a title filter and the
// add-filter list of core (pinned, shared, per type). Choosing an entry adds its filter and closes;
// the new chip then opens itself. Filters already applied are shown but cannot be chosen again.
// Like every popover of the bar it holds no Dialog of its own: React Aria then makes the popover
// the dialog, named by its trigger, which axe counts as a region (a Dialog inside left the
// popover outside one).
import {useSelector} from '@xstate/react'
import {useMemo, useRef, useState, type CSSProperties} from 'react'
import {Autocomplete, DialogTrigger, Header, Input, Menu, MenuItem, MenuSection, Popover, SearchField} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {FILTER_PICKER_ITEM_HEIGHT, FILTER_PICKER_WIDTH, FILTER_POPOVER_MAX_HEIGHT} from '../../../core/search/constants.ts'
import {addFilterGroups, type FilterMenuEntry, type FilterMenuGroup} from '../../../core/search/filterGroups.ts'
import {Button} from '../../components/Button.tsx'
import {useSearchSession} from '../searchSession.ts'
import {FilterEntryTooltip} from './FilterEntryTooltip.tsx'
import {PlusIcon} from '../../structure/icons.tsx'
import styles from './popover.module.css'
import barStyles from './SearchFilterBar.module.css'

const popoverStyle = {width: FILTER_PICKER_WIDTH, '--item-height': `${FILTER_PICKER_ITEM_HEIGHT}px`} as CSSProperties

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((key, index) => key === b[index])

export function AddFilterButton() {
  const {t} = useTranslation('search')
  const [open, setOpen] = useState(false)
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button tone="ghost" className={barStyles.barButton} data-add-filter="">
        <PlusIcon />
        {t('filters.add')}
      </Button>
      <Popover placement="bottom start" offset={6} maxHeight={FILTER_POPOVER_MAX_HEIGHT} className={styles.popover} style={popoverStyle}>
        <div className={styles.dialog}>
          <AddFilterList onAdded={() => setOpen(false)} />
        </div>
      </Popover>
    </DialogTrigger>
  )
}

function AddFilterList({onAdded}: {onAdded: () => void}) {
  const {t} = useTranslation('search')
  const {actor, config, typeTitle} = useSearchSession()
  const [titleFilter, setTitleFilter] = useState('')
  const selectedTypes = useSelector(actor, (state) => state.context.terms.types, sameKeys)
  const appliedKeys = useSelector(actor, (state) => state.context.filters.map(config.keyOf), sameKeys)
  const groups = useMemo(
    () => addFilterGroups(config.fieldDefinitions, selectedTypes, titleFilter, (key) => t(key)),
    [config, selectedTypes, titleFilter, t],
  )
  const entries = useMemo(() => new Map(groups.flatMap((group) => group.entries.map((entry) => [config.keyOf(entry.filter), entry] as const))), [groups, config])

  const groupTitle = (group: FilterMenuGroup) =>
    group.kind === 'pinned' ? t('filter.group.pinned') : group.kind === 'shared' ? t('filter.group.shared') : typeTitle(group.documentType)

  return (
    <Autocomplete inputValue={titleFilter} onInputChange={setTitleFilter}>
      <SearchField aria-label={t('filters.search.label')} className={styles.search} autoFocus>
        <Input className={styles.searchInput} placeholder={t('filters.search.placeholder')} />
      </SearchField>
      <Menu
        aria-label={t('filters.list.label')}
        className={styles.list}
        disabledKeys={appliedKeys}
        onAction={(key) => {
          const entry = entries.get(String(key))
          if (!entry) return
          actor.send({type: 'filter.add', filter: {filterName: entry.filter.filterName, fieldId: entry.filter.fieldId}})
          onAdded()
        }}
        renderEmptyState={() => <div className={styles.empty}>{t('filters.empty')}</div>}
      >
        {groups.map((group) => (
          <MenuSection key={group.kind === 'type' ? `type-${group.documentType}` : group.kind} className={styles.section}>
            <Header className={styles.header}>{groupTitle(group)}</Header>
            {group.entries.map((entry) => (
              <FilterEntry key={config.keyOf(entry.filter)} id={config.keyOf(entry.filter)} entry={entry} />
            ))}
          </MenuSection>
        ))}
      </Menu>
    </Autocomplete>
  )
}

function FilterEntry({id, entry}: {id: string; entry: FilterMenuEntry}) {
  const anchor = useRef<HTMLSpanElement>(null)
  const parents = entry.titlePath.slice(0, -1).join(' / ')
  return (
    <MenuItem id={id} textValue={entry.titlePath.join(' / ')} className={styles.item}>
      {({isFocused, isHovered}) => (
        <>
          <span ref={anchor} className={styles.itemText}>
            {parents && <span className={styles.itemPath}>{parents}</span>}
            <span className={styles.itemTitle}>{entry.title}</span>
          </span>
          {(isFocused || isHovered) && <FilterEntryTooltip tooltip={entry.tooltip} anchor={anchor} />}
        </>
      )}
    </MenuItem>
  )
}

