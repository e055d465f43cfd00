// One field of the form: resolves its type, reads its own value and conditions from the pair, and
// renders the input for it. Memoised: a keystroke elsewhere does not reach it.
import {memo, useCallback, useMemo} from 'react'
import type {FieldDefinition} from '../../core/schema/index.ts'
import {useForm} from './formContext.ts'
import {inputKindOf, optionItemsOf} from './inputKind.ts'
import {BooleanInput} from './inputs/BooleanInput.tsx'
import type {FieldInfo} from './inputs/inputProps.ts'
import {JsonValue} from './inputs/JsonValue.tsx'
import {NumberInput} from './inputs/NumberInput.tsx'
import {RadioInput} from './inputs/RadioInput.tsx'
import {SelectInput} from './inputs/SelectInput.tsx'
import {StringInput} from './inputs/StringInput.tsx'
import {TextInput} from './inputs/TextInput.tsx'
import {resolveField} from '../../core/schema/index.ts'
import {useFieldCondition, useFieldValue} from './useFieldState.ts'

function titleOf(definition: {title?: unknown; name: string}): string {
  return typeof definition.title === 'string' && definition.title ? definition.title : definition.name
}

export const FormField = memo(function FormField({field}: {field: FieldDefinition}) {
  const form = useForm()
  const resolved = useMemo(() => resolveField(field, form.types), [field, form.types])
  const {definition} = resolved
  const kind = inputKindOf(resolved)
  const info = useMemo<FieldInfo>(
    () => ({
      name: field.name,
      title: titleOf(definition),
      description: typeof definition.description === 'string' ? definition.description : undefined,
      deprecated: definition.deprecated?.reason,
      placeholder: typeof definition.placeholder === 'string' ? definition.placeholder : undefined,
      definition,
    }),
    [field.name, definition],
  )
  const hidden = useFieldCondition(definition.hidden, field.name)
  const fieldReadOnly = useFieldCondition(definition.readOnly, field.name)
  const value = useFieldValue(field.name)
  const {edit} = form
  const onChange = useCallback(
    (next: unknown) => edit([next === undefined ? {type: 'unset', path: [field.name]} : {type: 'set', path: [field.name], value: next}]),
    [edit, field.name],
  )
  if (hidden) return null
  const readOnly = form.readOnly || fieldReadOnly
  const props = {field: info, readOnly, onChange}
  switch (kind) {
    case 'string':
      return <StringInput {...props} value={value as string | undefined} />
    case 'email':
      return <StringInput {...props} type="email" value={value as string | undefined} />
    case 'url':
      return <StringInput {...props} type="url" value={value as string | undefined} />
    case 'text':
      return <TextInput {...props} value={value as string | undefined} />
    case 'number':
      return <NumberInput {...props} value={value as number | undefined} />
    case 'boolean':
      return <BooleanInput {...props} value={value as boolean | undefined} />
    case 'select':
      return <SelectInput {...props} value={value as string | number | undefined} options={optionItemsOf(optionsList(definition))} />
    case 'radio':
      return <RadioInput {...props} value={value as string | number | undefined} options={optionItemsOf(optionsList(definition))} />
    case 'json':
      return <JsonValue field={info} value={value} />
  }
})

function optionsList(definition: Record<string, unknown>): unknown {
  return (definition.options as {list?: unknown} | undefined)?.list
}
