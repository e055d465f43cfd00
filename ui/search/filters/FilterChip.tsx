// One applied filter (SH-SEARCH-023, SH-SEARCH-024, SH-SEARCH-026): "Title · contains · hike".
// Pressing it opens its operator and value; Backspace or Delete on it, or its × button, removes
// it. A filter just added from the list opens itself so its value can be typed at once.
import {useSelector} from '@xstate/react'
import {useEffect, useRef, useState} from 'react'
import type {KeyboardEvent as AriaKeyboardEvent} from 'react-aria-components'
import {Button, DialogTrigger, Popover} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {FILTER_POPOVER_MAX_HEIGHT, FILTER_POPOVER_MAX_WIDTH, FILTER_POPOVER_MIN_WIDTH} from '../../../core/search/constants.ts'
import {displayFilterTitle} from '../../../core/search/filterGroups.ts'
import {CloseIcon} from '../../components/Icons.tsx'
import {useSearchSession} from '../searchSession.ts'
import {FilterEditor} from './FilterEditor.tsx'
import {filterInfoOf} from './filterInfo.ts'
import {valueSummary} from './valueSummary.ts'
import styles from './FilterChip.module.css'

const popoverSize = {minWidth: FILTER_POPOVER_MIN_WIDTH, maxWidth: FILTER_POPOVER_MAX_WIDTH}

export function FilterChip({filterKey, onRemoved}: {filterKey: string; onRemoved: () => void}) {
  const {t, i18n} = useTranslation('search')
  const {actor, config, fullscreen} = useSearchSession()
  const filter = useSelector(actor, (state) => state.context.filters.find((candidate) => config.keyOf(candidate) === filterKey))
  const justAdded = useSelector(actor, (state) => {
    const added = state.context.lastAddedFilter
    return added !== null && config.keyOf(added) === filterKey
  })
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)

  // Opened a frame later: the add-filter popover first hands focus back as it closes.
  useEffect(() => {
    if (!justAdded) return
    const frame = requestAnimationFrame(() => {
      // From the chip, so that closing its editor gives focus back to the chip, not to Add filter.
      trigger.current?.focus()
      setOpen(true)
    })
    return () => cancelAnimationFrame(frame)
  }, [justAdded])

  if (!filter) return null
  const info = filterInfoOf(config, filter, (key) => t(key))
  // The chip shows the field's own title; names and the hover text keep the whole path.
  const title = info?.title ?? filter.filterName
  const shortTitle = displayFilterTitle(info?.shortTitle ?? title, fullscreen)
  const operatorText = info?.operator?.descriptionKey ? t(info.operator.descriptionKey) : ''
  const summary = info?.operator ? valueSummary(info.operator.inputComponent, filter.value, (key, options) => t(key, options ?? {}), info.field, i18n.language) : null

  const remove = () => {
    actor.send({type: 'filter.remove', key: filterKey})
    onRemoved()
  }
  const onKeyDown = (event: AriaKeyboardEvent) => {
    // React Aria stops every key a handler is given unless told otherwise: Escape and the rest must
    // still reach the search dialog (which closes on Escape) and the bar.
    if (event.key !== 'Backspace' && event.key !== 'Delete') return event.continuePropagation()
    event.preventDefault()
    remove()
  }

  return (
    <div className={styles.chip}>
      <DialogTrigger isOpen={open} onOpenChange={setOpen}>
        <Button ref={trigger} className={styles.trigger} onKeyDown={onKeyDown} data-filter-chip="">
          <span className={styles.title} title={shortTitle === title ? undefined : title}>
            {shortTitle}
          </span>
          {/* Spaces between the parts, so the chip's accessible name reads as words. */}
          {operatorText && <> <span className={styles.operator}>{operatorText}</span></>}
          {summary && <> <span className={styles.value}>{summary}</span></>}
        </Button>
        <Popover placement="bottom start" offset={6} maxHeight={FILTER_POPOVER_MAX_HEIGHT} className={styles.popover} style={popoverSize}>
          <div className={styles.dialog}>
            <FilterEditor filterKey={filterKey} />
          </div>
        </Popover>
      </DialogTrigger>
      <Button className={styles.remove} aria-label={t('filter.remove', {title})} onPress={remove}>
        <CloseIcon />
      </Button>
    </div>
  )
}
