// Field groups of an object or document (ED-FORM-004): one tab per group, the default one selected
// first, hidden groups left out; below the 2nd width breakpoint the tabs become a select. A field
// shows on the tabs of its groups and on 'All fields'.
import {useSelector} from '@xstate/react'
import {useLayoutEffect, useRef, useState, type ReactNode, type RefObject} from 'react'
import {Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Tab, TabList, Tabs, type Key} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import './formTexts.ts'
import {valueAtPath} from '../../core/editing/paths.ts'
import {ALL_FIELDS_GROUP, type FormLayout, type LayoutGroup} from '../../core/schema/index.ts'
import {ChevronDownIcon} from '../components/Icons.tsx'
import {useBreakpoint} from '../shell/breakpoints.ts'
import {reportPath, type ObjectScope} from './fieldPath.ts'
import {useForm} from './formContext.ts'
import {FormMembers} from './FormMembers.tsx'
import {shownDocument} from './shownDocument.ts'
import fieldStyles from './Field.module.css'
import styles from './Layout.module.css'

/** Below this breakpoint index (600 px, ui/shell/breakpoints.ts) the tabs do not fit: a select. */
const TABS_FROM_BREAKPOINT = 2

export interface GroupTabsProps {
  layout: FormLayout
  scope: ObjectScope
  /** Names the tab list: the document type's or the object field's title. */
  label: string
}

export function GroupTabs({layout, scope, label}: GroupTabsProps) {
  const {t} = useTranslation('form')
  const visible = useVisibleGroups(layout.groups, scope)
  const [chosen, setChosen] = useState<string | null>(layout.defaultGroup)
  const narrow = useBreakpoint() < TABS_FROM_BREAKPOINT
  const tabList = useRef<HTMLDivElement>(null)
  // A group that became hidden while selected gives way to the first one shown ('All fields').
  const selected = visible.find((group) => group.name === chosen) ?? visible[0]
  if (!selected) return null
  const titleOf = (group: LayoutGroup) => (group.name === ALL_FIELDS_GROUP.name ? t('groups.all-fields') : group.title)
  const panel = (group: LayoutGroup) => (
    <>
      {group.description && <p className={styles.groupDescription}>{group.description}</p>}
      <FormMembers members={group.members} columns={layout.columns} scope={scope} />
    </>
  )

  if (narrow) {
    return (
      <div className={styles.groups}>
        <Select className={styles.groupSelect} selectedKey={selected.name} onSelectionChange={(key: Key | null) => key !== null && setChosen(String(key))}>
          <Label className={fieldStyles.label}>{t('groups.select-label')}</Label>
          <Button className={fieldStyles.selectButton}>
            <SelectValue className={fieldStyles.selectValue} />
            <ChevronDownIcon />
          </Button>
          <Popover className={fieldStyles.popover} offset={4}>
            <ListBox className={fieldStyles.listBox}>
              {visible.map((group) => (
                <ListBoxItem key={group.name} id={group.name} className={fieldStyles.option} textValue={titleOf(group)}>
                  {titleOf(group)}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
        <div role="group" aria-label={titleOf(selected)}>
          {panel(selected)}
        </div>
      </div>
    )
  }
  return (
    <div className={styles.groups}>
      <Tabs selectedKey={selected.name} onSelectionChange={(key) => setChosen(String(key))}>
        <TabList ref={tabList} className={styles.tabList} aria-label={t('groups.tabs-label', {name: label})}>
          {visible.map((group) => (
            <Tab key={group.name} id={group.name} className={styles.tab}>
              {titleOf(group)}
            </Tab>
          ))}
        </TabList>
      </Tabs>
      {/* Outside Tabs: React Aria renders its children once more into a detached document to
          build the tab collection, where the rich-text editor cannot find its window. */}
      <GroupPanel key={selected.name} tabList={tabList} name={selected.name}>
        {panel(selected)}
      </GroupPanel>
    </div>
  )
}

/**
 * The selected group's fields as the tab panel, named by its tab. React Aria's TabPanel watches
 * every mutation under it to decide whether the panel itself needs a tab stop, and each check
 * forces a style recalculation: under a form with a long rich-text body that cost seconds while
 * the body was set up and tens of milliseconds per keystroke. A form's panel always leads with
 * its fields, so it needs no tab stop of its own. The ids follow the tab list's, as the tabs'
 * `aria-controls` expect (tests/e2e check them with axe).
 */
function GroupPanel({tabList, name, children}: {tabList: RefObject<HTMLDivElement | null>; name: string; children: ReactNode}) {
  const [base, setBase] = useState<string | null>(null)
  useLayoutEffect(() => setBase(tabList.current?.id || null))
  const key = name.replace(/\s+/g, '')
  return (
    <div role="tabpanel" id={base ? `${base}-tabpanel-${key}` : undefined} aria-labelledby={base ? `${base}-tab-${key}` : undefined} className={styles.tabPanel}>
      {children}
    </div>
  )
}

/** The groups not hidden right now; the selector answers their names so it re-renders on a change only. */
function useVisibleGroups(groups: readonly LayoutGroup[], scope: ObjectScope): LayoutGroup[] {
  const {pair, initialValue, currentUser, evaluate} = useForm()
  const hiddenNames = useSelector(pair, (snapshot) => {
    const document = (shownDocument(snapshot) ?? initialValue ?? undefined) as Record<string, unknown> | undefined
    const object = scope.path.length === 0 ? document : valueAtPath(document, scope.path)
    return groups
      .filter((group) =>
        evaluate(group.hidden, {document, parent: object, value: object, currentUser}, {property: 'hidden', path: reportPath([...scope.path, group.name])}),
      )
      .map((group) => group.name)
      .join('\n')
  })
  const hidden = new Set(hiddenNames.split('\n'))
  return groups.filter((group) => !hidden.has(group.name))
}
