// A referenced document (SH-SEARCH-065): a combo box over the session's document lookup. The
// lookup waits for a pause in typing and a newer text drops an older answer; a picked document's
// title is remembered for the chip.
import {useEffect, useMemo, useState} from 'react'
import {Button, ComboBox, Input, ListBox, ListBoxItem, Popover} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import type {ReferenceValue} from '../../../../core/search/types.ts'
import {ChevronDownIcon} from '../../../components/Icons.tsx'
import menuStyles from '../../../components/Menu.module.css'
import {useSearchSession, type DocumentOption} from '../../searchSession.ts'
import {referenceTitleOf, rememberReferenceTitle} from '../referenceTitles.ts'
import styles from './inputs.module.css'
import type {ValueInputProps} from './valueInputProps.ts'

const LOOKUP_PAUSE_MS = 200

type Lookup = {state: 'loading'} | {state: 'done'; documents: DocumentOption[]} | {state: 'failed'}

export function ReferenceValueInput({value, onChange, label, field}: ValueInputProps) {
  const {t} = useTranslation('search')
  const {findDocuments, typeTitle} = useSearchSession()
  const ref = (value as ReferenceValue | null | undefined)?._ref
  const targets = useMemo(() => field?.referenceTypes ?? [], [field])
  const [text, setText] = useState(() => referenceTitleOf(ref) ?? '')
  const [lookup, setLookup] = useState<Lookup>({state: 'loading'})

  useEffect(() => {
    let current = true
    setLookup({state: 'loading'})
    // Only documents of the types the field may point to; pinned 'references' filters take any.
    const timer = setTimeout(() => {
      findDocuments(text, targets).then(
        (documents) => current && setLookup({state: 'done', documents}),
        () => current && setLookup({state: 'failed'}),
      )
    }, LOOKUP_PAUSE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [text, findDocuments, targets])

  const documents = lookup.state === 'done' ? lookup.documents : []
  const emptyText = lookup.state === 'loading' ? t('filter.value.reference.loading') : lookup.state === 'failed' ? t('filter.value.reference.error') : t('filter.value.reference.empty')

  return (
    <ComboBox
      aria-label={label}
      items={documents}
      inputValue={text}
      onInputChange={setText}
      selectedKey={ref ?? null}
      onSelectionChange={(key) => {
        const picked = documents.find((document) => document._id === key)
        if (picked) rememberReferenceTitle(picked._id, picked.title)
        onChange(key === null ? null : {_ref: String(key)})
      }}
      allowsEmptyCollection
      menuTrigger="focus"
      autoFocus
    >
      <div className={styles.comboField}>
        <Input className={styles.input} placeholder={t('filter.value.reference.placeholder')} />
        <Button className={styles.comboButton}>
          <ChevronDownIcon />
        </Button>
      </div>
      <Popover placement="bottom start" offset={4} className={styles.listPopover}>
        <ListBox<DocumentOption> className={menuStyles.menu} renderEmptyState={() => <div className={styles.empty}>{emptyText}</div>}>
          {(document) => (
            <ListBoxItem id={document._id} textValue={document.title} className={menuStyles.item}>
              <span className={menuStyles.itemLabel}>{document.title}</span>
              <span className={styles.optionType}>{typeTitle(document._type)}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}
