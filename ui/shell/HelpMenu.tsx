// The help menu (SH-HELP-001 … 005): the button, always there, and what it opens
// (HelpMenuPopover.tsx), loaded on the first opening or when the browser is idle; the lake's help
// sections are asked for at the first opening (left out when the call fails).
import {useMemo, useState} from 'react'
import {MenuTrigger} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {createHttpProject} from '../../adapters/http/index.ts'
import {preloadableLazy} from '../app/preloadableLazy.ts'
import {useIdleLoaded} from '../app/useIdleLoaded.ts'
import {Button} from '../components/Button.tsx'
import {HelpIcon} from '../components/Icons.tsx'
import {useHelpContent} from './useHelpContent.ts'
import type {HelpMenuPopoverProps} from './HelpMenuPopover.tsx'

const HelpMenuPopover = preloadableLazy(() => import('./HelpMenuPopover.tsx').then((module) => ({default: module.HelpMenuPopover})))

export interface HelpMenuProps {
  lake: {apiHost: string; projectId: string; dataset: string; token: string | null}
  locale: string
  links: HelpMenuPopoverProps['links']
}

export function HelpMenu({lake, locale, links}: HelpMenuProps) {
  const {t} = useTranslation()
  const [isOpen, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  const project = useMemo(() => createHttpProject({...lake, withCredentials: !lake.token}), [lake])
  const help = useHelpContent(project, locale, opened)
  const loaded = useIdleLoaded(HelpMenuPopover, isOpen)
  const onOpenChange = (open: boolean) => {
    if (open) setOpened(true)
    setOpen(open)
  }
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button tone="ghost" iconOnly aria-label={t('help-menu.label')}>
        <HelpIcon />
      </Button>
      {loaded && <HelpMenuPopover help={help} links={links} />}
    </MenuTrigger>
  )
}
