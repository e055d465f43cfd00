// A value from the field's option list as a dropdown (ED-INPUT-010). The first entry clears it.
import {Button, ListBox, ListBoxItem, Popover, Select, SelectValue} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {ChevronDownIcon} from '../../components/Icons.tsx'
import {FieldHeader} from '../FieldHeader.tsx'
import type {OptionItem} from '../inputKind.ts'
import {CHOICE, type InputProps} from './inputProps.ts'
import {optionKey} from './optionKey.ts'
import styles from '../Field.module.css'

const CLEAR_KEY = '\u0000clear'

export function SelectInput({field, value, readOnly, onChange, options}: InputProps<string | number> & {options: OptionItem[]}) {
  const {t} = useTranslation('form')
  const selected = options.find((option) => option.value === value)
  return (
    <Select
      className={styles.field}
      name={field.name}
      placeholder={t('select.placeholder')}
      selectedKey={selected ? optionKey(selected.value) : null}
      isDisabled={readOnly}
      onSelectionChange={(key) => {
        if (key === CLEAR_KEY || key === null) return onChange(undefined)
        const option = options.find((candidate) => optionKey(candidate.value) === key)
        if (option) onChange(option.value, CHOICE)
      }}
    >
      <FieldHeader title={field.title} description={field.description} deprecated={field.deprecated} />
      <Button className={styles.selectButton}>
        <SelectValue className={styles.selectValue} />
        <ChevronDownIcon />
      </Button>
      <Popover className={styles.popover} offset={4}>
        <ListBox className={styles.listBox}>
          <ListBoxItem id={CLEAR_KEY} className={`${styles.option} ${styles.clearOption}`} textValue={t('select.clear')}>
            {t('select.clear')}
          </ListBoxItem>
          {options.map((option) => (
            <ListBoxItem key={optionKey(option.value)} id={optionKey(option.value)} className={styles.option} textValue={option.title}>
              {option.title}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  )
}
