// The list pane's "more" menu for a type: for now its one entry opens the type's recently deleted
// documents (undelete, issue 17). Only shown where the lake keeps an index of deletions.
import {Suspense, useEffect, useState} from 'react'
import {Menu, MenuItem, MenuTrigger, Popover, Text} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import type {DocumentDefinition} from '../../../core/schema/index.ts'
import {Button} from '../../components/Button.tsx'
import {MoreIcon} from '../../components/Icons.tsx'
import {ClockIcon} from '../icons.tsx'
import {typeTitleOf, useStructure} from '../structureContext.ts'
import {prefetchWhenIdle} from '../../app/idlePrefetch.ts'
import {RecentlyDeletedDialog} from './lazyRecentlyDeleted.ts'
import menuStyles from '../ActionMenu.module.css'

const RECENTLY_DELETED = 'recently-deleted'

export function ListPaneMenu({type}: {type: DocumentDefinition}) {
  const {t} = useTranslation('structure')
  const {lake} = useStructure()
  const [deletedOpen, setDeletedOpen] = useState(false)
  const hasDeletions = Boolean(lake.deletedDocuments)
  useEffect(() => (hasDeletions ? prefetchWhenIdle(() => void RecentlyDeletedDialog.preload().catch(() => undefined)) : undefined), [hasDeletions])
  if (!hasDeletions) return null
  const label = t('list.menu', {type: typeTitleOf(type)})
  return (
    <>
      <MenuTrigger>
        <Button tone="ghost" iconOnly aria-label={label}>
          <MoreIcon />
        </Button>
        <Popover placement="bottom end" offset={4} className={menuStyles.popover}>
          <Menu aria-label={label} className={menuStyles.menu} onAction={(key) => key === RECENTLY_DELETED && setDeletedOpen(true)}>
            <MenuItem id={RECENTLY_DELETED} textValue={t('deleted.action')} className={menuStyles.item}>
              <span className={menuStyles.itemIcon}>
                <ClockIcon />
              </span>
              <Text slot="label" className={menuStyles.itemLabel}>
                {t('deleted.action')}
              </Text>
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      {deletedOpen && (
        <Suspense fallback={null}>
          <RecentlyDeletedDialog type={type} onClose={() => setDeletedOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
