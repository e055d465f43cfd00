// The rich-text toolbar (ED-PT-020, ED-PT-021): a block-style dropdown, decorator and list toggles
// showing their pressed state, the link button, and the fullscreen toggle. Below 400 px it keeps
// the style dropdown and folds decorators and lists into one menu. Every command goes to the editor
// as an event and focus returns to the text, so formatting never interrupts typing.
import {useEditor} from '@portabletext/editor'
import {memo, useState} from 'react'
import {Button, ListBox, ListBoxItem, MenuTrigger, Popover, Select, SelectValue, ToggleButton, Toolbar as AriaToolbar, Group, Separator} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {RichTextSchema} from '../../../core/richtext/blockSchema.ts'
import type {UriOptions} from '../../../core/validation/Rule.ts'
import {ChevronDownIcon, MoreIcon} from '../../components/Icons.tsx'
import {MenuAction, MenuPopover} from '../../components/Menu.tsx'
import {styleClassOf} from './blockClasses.ts'
import {AnnotationButtons} from './AnnotationButtons.tsx'
import {InsertMenu} from './InsertMenu.tsx'
import {LinkPopover} from './LinkPopover.tsx'
import {labelOf} from './typeLabels.ts'
import {CollapseIcon, DECORATOR_ICONS, ExpandIcon, LIST_ICONS} from './toolbarIcons.tsx'
import {useToolbarState} from './useToolbarState.ts'
import styles from './Toolbar.module.css'

interface ToolbarProps {
  fieldTitle: string
  schema: RichTextSchema
  uriOptions: UriOptions
  narrow: boolean
  fullscreen: boolean
  onFullscreen: () => void
}

/**
 * Memoised: the field around it renders on every keystroke (its value changed), the toolbar only
 * when what it shows does (ED-PT-060); its pressed states come from the editor's own selectors.
 */
export const RichTextToolbar = memo(function RichTextToolbar({fieldTitle, schema, uriOptions, narrow, fullscreen, onFullscreen}: ToolbarProps) {
  const editor = useEditor()
  const {t} = useTranslation('form')
  const state = useToolbarState(schema)
  const run = (event: Parameters<typeof editor.send>[0]) => {
    editor.send(event)
    editor.send({type: 'focus'})
  }
  const toggleDecorator = (name: string) => run({type: 'decorator.toggle', decorator: name})
  const toggleList = (name: string) => run({type: 'list item.toggle', listItem: name})
  const link = schema.annotations.find((annotation) => annotation.name === 'link')
  const [linkOpen, setLinkOpen] = useState(false)
  const fullscreenLabel = t(fullscreen ? 'richtext.fullscreen.exit' : 'richtext.fullscreen.enter')
  return (
    <AriaToolbar className={styles.toolbar} aria-label={t('richtext.toolbar', {field: fieldTitle})} data-narrow={narrow || undefined}>
      {schema.styles.length > 1 && (
        <Select
          className={styles.styleSelect}
          aria-label={t('richtext.style')}
          selectedKey={state.style ?? schema.styles[0]?.name ?? null}
          onSelectionChange={(key) => key !== null && run({type: 'style.toggle', style: String(key)})}
        >
          <Button className={styles.styleButton}>
            <SelectValue className={styles.styleValue} />
            <ChevronDownIcon />
          </Button>
          <Popover className={styles.popover} placement="bottom start" offset={4}>
            <ListBox className={styles.styleList}>
              {schema.styles.map((style) => (
                <ListBoxItem key={style.name} id={style.name} className={[styles.styleOption, styleClassOf(style.name)].filter(Boolean).join(' ')} textValue={labelOf(t, 'style', style)}>
                  {labelOf(t, 'style', style)}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
      )}
      {narrow ? (
        <MenuTrigger>
          <Button className={styles.toolButton} aria-label={t('richtext.more')}>
            <MoreIcon />
          </Button>
          <MenuPopover
            aria-label={t('richtext.more')}
            placement="bottom start"
            selectionMode="multiple"
            selectedKeys={new Set([...[...state.decorators].map((name) => `decorator:${name}`), ...(state.list ? [`list:${state.list}`] : [])])}
            onAction={(key) => {
              const [group, name] = String(key).split(/:(.*)/)
              if (group === 'decorator') toggleDecorator(name)
              else toggleList(name)
            }}
          >
            {schema.decorators.map((decorator) => (
              <MenuAction key={decorator.name} id={`decorator:${decorator.name}`} icon={DECORATOR_ICONS[decorator.name]}>
                {labelOf(t, 'decorator', decorator)}
              </MenuAction>
            ))}
            {schema.lists.map((list) => (
              <MenuAction key={list.name} id={`list:${list.name}`} icon={LIST_ICONS[list.name]}>
                {labelOf(t, 'list', list)}
              </MenuAction>
            ))}
          </MenuPopover>
        </MenuTrigger>
      ) : (
        <>
          {schema.decorators.length > 0 && (
            <Group className={styles.toolGroup} aria-label={t('richtext.decorators')}>
              {schema.decorators.map((decorator) => (
                <ToggleButton key={decorator.name} className={styles.toolButton} aria-label={labelOf(t, 'decorator', decorator)} isSelected={state.decorators.has(decorator.name)} onChange={() => toggleDecorator(decorator.name)}>
                  {DECORATOR_ICONS[decorator.name] ?? decorator.name.slice(0, 1).toUpperCase()}
                </ToggleButton>
              ))}
            </Group>
          )}
          {schema.lists.length > 0 && (
            <Group className={styles.toolGroup} aria-label={t('richtext.lists')}>
              {schema.lists.map((list) => (
                <ToggleButton key={list.name} className={styles.toolButton} aria-label={labelOf(t, 'list', list)} isSelected={state.list === list.name} onChange={() => toggleList(list.name)}>
                  {LIST_ICONS[list.name] ?? list.name.slice(0, 1)}
                </ToggleButton>
              ))}
            </Group>
          )}
        </>
      )}
      <AnnotationButtons />
      {link && <LinkPopover open={linkOpen} onOpenChange={setLinkOpen} label={labelOf(t, 'annotation', link)} typeTitle={link.title ?? labelOf(t, 'annotation', link)} active={state.link} uriOptions={uriOptions} />}
      <InsertMenu />
      <Separator orientation="vertical" className={styles.spacer} />
      <Button className={styles.toolButton} aria-label={fullscreenLabel} onPress={onFullscreen}>
        {fullscreen ? <CollapseIcon /> : <ExpandIcon />}
      </Button>
    </AriaToolbar>
  )
})
