// The ordering menu above the results (SH-SEARCH-110, 111): relevance or created/updated either way.
import {useSelector} from '@xstate/react'
import {MenuTrigger} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {Button} from '../components/Button.tsx'
import {ChevronDownIcon} from '../components/Icons.tsx'
import {MenuAction, MenuPopover} from '../components/Menu.tsx'
import {useSearchSession} from './searchSession.ts'

export function OrderingMenu() {
  const {t} = useTranslation('search')
  const {actor, config} = useSearchSession()
  const ordering = useSelector(actor, (s) => s.context.ordering)
  return (
    <MenuTrigger>
      <Button tone="ghost" size="medium">
        {t(ordering.titleKey)}
        <ChevronDownIcon />
      </Button>
      <MenuPopover
        aria-label={t('ordering.label')}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[ordering.titleKey]}
        onSelectionChange={(keys) => {
          const key = keys === 'all' ? undefined : [...keys][0]
          const next = config.orderings.find((candidate) => candidate.titleKey === key)
          if (!next) return
          actor.send(next === config.defaultOrdering ? {type: 'ordering.reset'} : {type: 'ordering.set', ordering: next})
        }}
      >
        {config.orderings.map((candidate) => (
          <MenuAction key={candidate.titleKey} id={candidate.titleKey}>
            {t(candidate.titleKey)}
          </MenuAction>
        ))}
      </MenuPopover>
    </MenuTrigger>
  )
}
