// Values from a field's `options.list` (stringList and arrayList filters): picked from the list's
// titles; a field without a list falls back to typing the value.
import {useTranslation} from 'react-i18next'
import {ChoiceSelect} from './ChoiceSelect.tsx'
import {TextValueInput} from './TextValueInput.tsx'
import type {ValueInputProps} from './valueInputProps.ts'

export function ListValueInput(props: ValueInputProps) {
  const {t} = useTranslation('search')
  const options = props.field?.options
  if (!options?.length) return <TextValueInput {...props} />
  const selected = options.findIndex((option) => option.value === props.value)
  return (
    <ChoiceSelect
      label={props.label}
      autoFocus
      choices={[{id: 'none', label: t('filter.value.list.none')}, ...options.map((option, index) => ({id: String(index), label: option.title}))]}
      selected={selected >= 0 ? String(selected) : 'none'}
      onChange={(id) => props.onChange(id === 'none' ? null : options[Number(id)].value)}
    />
  )
}
