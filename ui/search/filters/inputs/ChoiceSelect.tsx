// A small single-choice select (date units, operators) with the studio's menu look.
import {Button, ListBox, ListBoxItem, Popover, Select, SelectValue, Separator} from 'react-aria-components'
import {ChevronDownIcon} from '../../../components/Icons.tsx'
import menuStyles from '../../../components/Menu.module.css'
import styles from './inputs.module.css'

export type Choice = {id: string; label: string} | {divider: true}

export function ChoiceSelect({label, choices, selected, onChange, autoFocus, className}: {
  label: string
  choices: readonly Choice[]
  selected: string | null
  onChange: (id: string) => void
  autoFocus?: boolean
  className?: string
}) {
  return (
    <Select
      aria-label={label}
      selectedKey={selected}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
      autoFocus={autoFocus}
      className={className}
    >
      <Button className={styles.select}>
        <SelectValue />
        <ChevronDownIcon />
      </Button>
      <Popover placement="bottom start" offset={4} className={styles.listPopover}>
        <ListBox className={menuStyles.menu}>
          {choices.map((choice, index) =>
            'divider' in choice ? (
              <Separator key={`divider-${index}`} className={menuStyles.separator} />
            ) : (
              <ListBoxItem key={choice.id} id={choice.id} textValue={choice.label} className={menuStyles.item}>
                {choice.label}
              </ListBoxItem>
            ),
          )}
        </ListBox>
      </Popover>
    </Select>
  )
}
