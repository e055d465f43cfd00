// An hour or minute select of the date-time calendar (ED-DATE-003, ED-DATE-004), two digits each.
import {Button, ListBox, ListBoxItem, Popover, Select, SelectValue} from 'react-aria-components'
import {ChevronDownIcon} from '../../components/Icons.tsx'
import fieldStyles from '../Field.module.css'
import styles from './DateInput.module.css'

const twoDigits = (n: number) => String(n).padStart(2, '0')

export function TimeSelect({label, choices, value, readOnly, onChange}: {
  label: string
  choices: number[]
  value: number | null
  readOnly: boolean
  onChange: (value: number) => void
}) {
  return (
    <Select
      className={styles.timeSelect}
      aria-label={label}
      placeholder="--"
      selectedKey={value !== null && choices.includes(value) ? value : null}
      isDisabled={readOnly}
      onSelectionChange={(key) => typeof key === 'number' && onChange(key)}
    >
      <Button className={`${fieldStyles.selectButton} ${styles.compactSelect}`}>
        <SelectValue className={fieldStyles.selectValue} />
        <ChevronDownIcon />
      </Button>
      <Popover className={`${fieldStyles.popover} ${styles.timePopover}`} offset={2}>
        <ListBox className={fieldStyles.listBox}>
          {choices.map((choice) => (
            <ListBoxItem key={choice} id={choice} className={fieldStyles.option} textValue={twoDigits(choice)}>
              {twoDigits(choice)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  )
}
