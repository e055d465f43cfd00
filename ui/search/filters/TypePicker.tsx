// The document-type picker (SH-SEARCH-022, SH-SEARCH-025): a button naming the chosen types and a
// popover with a text filter, the chosen types first under 'Selected', every other type below,
// and 'Clear type filters'. Each toggle is one `type.add` or `type.remove`.
import {useSelector} from '@xstate/react'
import {useState, type CSSProperties} from 'react'
import {Autocomplete, Button as AriaButton, DialogTrigger, Header, Input, Menu, MenuItem, MenuSection, Popover, SearchField, type Selection} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {FILTER_POPOVER_MAX_HEIGHT, TYPE_PICKER_ITEM_HEIGHT, TYPE_PICKER_WIDTH} from '../../../core/search/constants.ts'
import {Button} from '../../components/Button.tsx'
import {CheckIcon, ChevronDownIcon} from '../../components/Icons.tsx'
import {useSearchSession} from '../searchSession.ts'
import {typePickerLabel} from './typePickerLabel.ts'
import styles from './popover.module.css'
import barStyles from './SearchFilterBar.module.css'

const popoverStyle = {width: TYPE_PICKER_WIDTH, '--item-height': `${TYPE_PICKER_ITEM_HEIGHT}px`} as CSSProperties

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((key, index) => key === b[index])

export function TypePicker() {
  const {t} = useTranslation('search')
  const {actor, typeTitle} = useSearchSession()
  const selected = useSelector(actor, (state) => state.context.terms.types, sameKeys)
  const label = typePickerLabel(selected.map(typeTitle))
  const text = label.kind === 'all' ? t('types.all') : label.kind === 'list' ? label.text : t('types.count', {count: label.count})
  return (
    <DialogTrigger>
      <Button tone="ghost" className={barStyles.barButton} aria-label={t('types.button.label', {types: text})}>
        {text}
        <ChevronDownIcon />
      </Button>
      <Popover placement="bottom start" offset={6} maxHeight={FILTER_POPOVER_MAX_HEIGHT} className={styles.popover} style={popoverStyle}>
        <div className={styles.dialog}>
          <TypeList selected={selected} />
        </div>
      </Popover>
    </DialogTrigger>
  )
}

function TypeList({selected}: {selected: readonly string[]}) {
  const {t} = useTranslation('search')
  const {actor, config, typeTitle} = useSearchSession()
  const [text, setText] = useState('')
  const needle = text.trim().toLowerCase()
  const matches = (type: string) => needle === '' || typeTitle(type).toLowerCase().includes(needle)
  const byTitle = (a: string, b: string) => typeTitle(a).localeCompare(typeTitle(b))
  const chosen = selected.filter(matches).sort(byTitle)
  const others = config.documentTypes.filter((type) => !selected.includes(type) && matches(type)).sort(byTitle)

  const onSelectionChange = (keys: Selection) => {
    const next = new Set(keys === 'all' ? config.documentTypes : [...keys].map(String))
    for (const type of config.documentTypes) {
      if (next.has(type) && !selected.includes(type)) actor.send({type: 'type.add', documentType: type})
      // Types hidden by the text filter are not in the menu, so their absence is no removal.
      if (!next.has(type) && selected.includes(type) && matches(type)) actor.send({type: 'type.remove', documentType: type})
    }
  }

  return (
    <>
      <Autocomplete inputValue={text} onInputChange={setText}>
        <SearchField aria-label={t('types.search.label')} className={styles.search} autoFocus>
          <Input className={styles.searchInput} placeholder={t('types.search.placeholder')} />
        </SearchField>
        <Menu
         
          className={styles.list}
          selectionMode="multiple"
          // Escape closes the popover; it must not also drop every chosen type on the way.
          escapeKeyBehavior="none"
          selectedKeys={selected}
          onSelectionChange={onSelectionChange}
          renderEmptyState={() => <div className={styles.empty}>{t('types.empty')}</div>}
        >
          {chosen.length > 0 && (
            <MenuSection className={styles.section}>
              <Header className={styles.header}>{t('types.selected')}</Header>
              {chosen.map((type) => (
                <TypeItem key={type} type={type} />
              ))}
            </MenuSection>
          )}
          {others.length > 0 && (
            <MenuSection className={styles.section} aria-label={t('types.other')}>
              {others.map((type) => (
                <TypeItem key={type} type={type} />
              ))}
            </MenuSection>
          )}
        </Menu>
      </Autocomplete>
      {selected.length > 0 && (
        <div className={styles.footer}>
          <AriaButton className={barStyles.clearButton} onPress={() => actor.send({type: 'types.clear'})}>
            {t('types.clear')}
          </AriaButton>
        </div>
      )}
    </>
  )
}

function TypeItem({type}: {type: string}) {
  const {typeTitle} = useSearchSession()
  return (
    <MenuItem id={type} textValue={typeTitle(type)} className={styles.item}>
      {({isSelected}) => (
        <>
          <span className={styles.check}>{isSelected && <CheckIcon />}</span>
          <span className={styles.itemTitle}>{typeTitle(type)}</span>
        </>
      )}
    </MenuItem>
  )
}
