// What the help menu opens (SH-HELP-001 … 005): the community, support and sales links every studio
// has, the sections the lake's help call answered, and the studio's version with the latest one
// when the lake knows it. Loaded on the first opening or when the browser is idle (HelpMenu.tsx),
// inside the menu's trigger, which places and opens it.
import {Header, Menu, Popover, Text} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {FIXED_HELP_LINKS, STUDIO_VERSION} from '../../core/help/help.ts'
import {MenuAction, MenuGroup} from '../components/Menu.tsx'
import menuStyles from '../components/Menu.module.css'
import type {HelpState} from './useHelpContent.ts'
import styles from './HelpMenu.module.css'

export interface HelpMenuPopoverProps {
  help: HelpState
  /** Where the fixed entries lead: the lake's help page (docs/help.md). */
  links: Record<(typeof FIXED_HELP_LINKS)[number], string>
}

export function HelpMenuPopover({help, links}: HelpMenuPopoverProps) {
  const {t} = useTranslation()
  const sections = help.state === 'ready' ? help.content.sections : []
  const latest = help.state === 'ready' ? help.content.latestVersion : null
  return (
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
  )
}
