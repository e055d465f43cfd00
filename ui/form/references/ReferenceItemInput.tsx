// The editor of a reference item in an array: the reference input at the item's path. Its writes
// keep the item's key; clearing leaves the item empty (key and type), which closing removes.
import {useCallback} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {Path} from '../../../core/editing/paths.ts'
import type {CompiledType} from '../../../core/schema/index.ts'
import {editPatches, type ObjectScope} from '../fieldPath.ts'
import {useForm} from '../formContext.ts'
import type {ChangeOptions, FieldInfo} from '../inputs/inputProps.ts'
import {useValueAt} from '../useFieldState.ts'
import type {ReferenceValue} from '../../../core/references/index.ts'
import {ReferenceInput} from './ReferenceInput.tsx'

export interface ReferenceItemInputProps {
  itemPath: Path
  type: CompiledType
  scope: ObjectScope
  readOnly: boolean
  /** A document was created from the item and opened beside the form: the item's editor closes. */
  onCreated?: () => void
}

export function ReferenceItemInput({itemPath, type, scope, readOnly, onCreated}: ReferenceItemInputProps) {
  const {edit} = useForm()
  const value = useValueAt(itemPath) as ReferenceValue | undefined
  const key = (itemPath.at(-1) as {_key: string})._key
  const onChange = useCallback(
    (next: ReferenceValue | undefined, options?: ChangeOptions) =>
      edit(editPatches(scope.ancestors, itemPath, next ?? {_key: key, _type: type.name}, options?.atomic)),
    [edit, scope.ancestors, itemPath, key, type.name],
  )
  const {t} = useTranslation('form')
  // The dialog's heading names the item; the input is labelled by what the item is.
  const label = typeof type.title === 'string' && type.title ? type.title : t('reference.item-label')
  const field: FieldInfo = {name: type.name, title: label, definition: type.definition}
  return <ReferenceInput field={field} value={value} readOnly={readOnly} onChange={onChange} typeName={type.name} parentPath={itemPath.slice(0, -1)} itemKey={key} autoFocus={!value?._ref} onCreated={onCreated} />
}
