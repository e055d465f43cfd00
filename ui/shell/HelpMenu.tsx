// The help menu (SH-HELP-001 … 005): the community, support and sales links every studio has, the
// sections the lake's help call answers (left out when it fails), and the studio's version with the
// latest one when the lake knows it.
import {useMemo, useState} from 'react'
import {Header, Menu, MenuTrigger, Popover, Text} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {createHttpProject} from '../../adapters/http/index.ts'
import {FIXED_HELP_LINKS, STUDIO_VERSION} from '../../core/help/help.ts'
import {Button} from '../components/Button.tsx'
import {HelpIcon} from '../components/Icons.tsx'
import {MenuAction, MenuGroup} from '../components/Menu.tsx'
import menuStyles from '../components/Menu.module.css'
import {useHelpContent} from './useHelpContent.ts'
import styles from './HelpMenu.module.css'

export interface HelpMenuProps {
  lake: {apiHost: string; projectId: string; dataset: string; token: string | null}
  locale: string
  /** Where the fixed entries lead: the lake's help page (docs/help.md). */
  links: Record<(typeof FIXED_HELP_LINKS)[number], string>
}

export function HelpMenu({lake, locale, links}: HelpMenuProps) {
  const {t} = useTranslation()
  const [opened, setOpened] = useState(false)
  const project = useMemo(() => createHttpProject({...lake, withCredentials: !lake.token}), [lake])
  const help = useHelpContent(project, locale, opened)
  const sections = help.state === 'ready' ? help.content.sections : []
  const latest = help.state === 'ready' ? help.content.latestVersion : null
  return (
    <MenuTrigger onOpenChange={(open) => open && setOpened(true)}>
      <Button tone="ghost" iconOnly aria-label={t('help-menu.label')}>
        <HelpIcon />
      </Button>
      <Popover placement="bottom end" offset={6} className={`${menuStyles.popover} ${styles.popover}`}>
        <Menu className={menuStyles.menu} aria-label={t('help-menu.label')}>
          <MenuGroup aria-label={t('help-menu.resources')}>
            {FIXED_HELP_LINKS.map((purpose) => (
              <MenuAction key={purpose} id={purpose} href={links[purpose]} target="_blank" rel="noreferrer">
                {t(`help-menu.${purpose}`)}
              </MenuAction>
            ))}
          </MenuGroup>
          {sections.map((section) => (
            <MenuGroup key={section.key} title={section.title}>
              {section.items.map((item) => (
                <MenuAction key={item.key} id={`${section.key}/${item.key}`} href={item.url} target="_blank" rel="noreferrer">
                  {item.title}
                </MenuAction>
              ))}
            </MenuGroup>
          ))}
        </Menu>
        <div className={styles.versions}>
          <Header className={styles.versionLine}>{t('help-menu.version', {version: STUDIO_VERSION})}</Header>
          {latest && latest !== STUDIO_VERSION && <Text className={styles.versionLine}>{t('help-menu.latest', {version: latest})}</Text>}
          {latest === STUDIO_VERSION && <Text className={styles.versionLine}>{t('help-menu.up-to-date')}</Text>}
          {help.state === 'loading' && <Text className={styles.versionLine}>{t('help-menu.loading')}</Text>}
        </div>
      </Popover>
    </MenuTrigger>
  )
}
