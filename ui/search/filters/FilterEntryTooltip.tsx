// The tooltip of an add-filter entry (SH-SEARCH-021): its description and the document types that
// have the field, at most 10 then '+N more'. The list keeps focus in its text box (virtual focus),
// so the tooltip follows the focused or hovered entry instead of waiting for real focus.
import type {RefObject} from 'react'
import {Tooltip, TooltipTriggerStateContext, type TooltipRenderProps} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import type {FilterTooltip} from '../../../core/search/filterGroups.ts'
import {useSearchSession} from '../searchSession.ts'
import styles from './popover.module.css'

// Shown while its entry is active; the list, not hover timers, decides that.
const ALWAYS_OPEN: TooltipRenderProps['state'] = {isOpen: true, shouldSkipAnimation: true, open: () => {}, close: () => {}}

export function FilterEntryTooltip({tooltip, anchor}: {tooltip: FilterTooltip; anchor: RefObject<HTMLElement | null>}) {
  const {t} = useTranslation('search')
  const {typeTitle} = useSearchSession()
  if (!tooltip.description && tooltip.typeNames.length === 0) return null
  const types = tooltip.typeNames.map(typeTitle).join(', ')
  return (
    <TooltipTriggerStateContext.Provider value={ALWAYS_OPEN}>
      <Tooltip triggerRef={anchor} isOpen placement="end" offset={12} className={styles.tooltip}>
        {tooltip.description && <div>{tooltip.description}</div>}
        {types && (
          <div className={styles.tooltipTypes}>
            {t('filters.tooltip.types', {types})}
            {tooltip.moreCount > 0 && ` ${t('filter.tooltip.more', {count: tooltip.moreCount})}`}
          </div>
        )}
      </Tooltip>
    </TooltipTriggerStateContext.Provider>
  )
}
