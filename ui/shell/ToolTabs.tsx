// One tab per tool; the tabs that do not fit collapse into a 'More tools' menu (SH-NAV-002).
import {useLayoutEffect, useRef, useState} from 'react'
import {Link, MenuTrigger} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {Button} from '../components/Button.tsx'
import {ChevronDownIcon} from '../components/Icons.tsx'
import {MenuAction, MenuPopover} from '../components/Menu.tsx'
import {fittingTabCount} from './tabOverflow.ts'
import type {ShellTool} from './types.ts'
import styles from './ToolTabs.module.css'

const GAP_PX = 4

export function ToolTabs({tools, active}: {tools: ShellTool[]; active: string | null}) {
  const {t} = useTranslation()
  const container = useRef<HTMLDivElement>(null)
  const measure = useRef<HTMLDivElement>(null)
  const [visibleCount, setVisibleCount] = useState(tools.length)

  useLayoutEffect(() => {
    const element = container.current
    const ruler = measure.current
    if (!element || !ruler) return
    const update = () => {
      const children = [...ruler.children] as HTMLElement[]
      const tabWidths = children.slice(0, tools.length).map((child) => child.offsetWidth)
      const moreWidth = children[tools.length]?.offsetWidth ?? 0
      setVisibleCount(fittingTabCount(tabWidths, element.clientWidth, moreWidth, GAP_PX))
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(element)
    return () => observer.disconnect()
  }, [tools])

  const visible = tools.slice(0, visibleCount)
  const overflow = tools.slice(visibleCount)
  const overflowActive = overflow.some((tool) => tool.name === active)

  return (
    <div ref={container} className={styles.tabs}>
      {/* Every tab rendered once, invisibly, to know its width. */}
      <div ref={measure} className={styles.measure} aria-hidden="true" inert>
        {tools.map((tool) => (
          <span key={tool.name} className={styles.tab}>
            {tool.title}
          </span>
        ))}
        <span className={styles.tab}>
          {t('navbar.more-tools')} <ChevronDownIcon />
        </span>
      </div>
      {visible.map((tool) => (
        <Link key={tool.name} href={tool.href} className={styles.tab} aria-current={tool.name === active ? 'page' : undefined}>
          {tool.title}
        </Link>
      ))}
      {overflow.length > 0 && (
        <MenuTrigger>
          <Button tone="ghost" className={overflowActive ? styles.moreActive : undefined}>
            {t('navbar.more-tools')}
            <ChevronDownIcon />
          </Button>
          <MenuPopover placement="bottom start" aria-label={t('navbar.more-tools')}>
            {overflow.map((tool) => (
              <MenuAction key={tool.name} id={tool.name} href={tool.href}>
                {tool.title}
              </MenuAction>
            ))}
          </MenuPopover>
        </MenuTrigger>
      )}
    </div>
  )
}
