// One field of the form at its path: reads its own conditions and value from the pair and renders
// the input for its kind, or the nested fields of an object. Memoised: a keystroke elsewhere does
// not reach it.
import {memo, useCallback, useMemo} from 'react'
import type {CompiledField, FieldDefinition, ResolvedField} from '../../core/schema/index.ts'
import type {RichDateValue} from '../../core/dates/richDateType.ts'
import type {Path} from '../../core/editing/paths.ts'
import {editPatches, type ObjectScope} from './fieldPath.ts'
import {FieldPathContext} from './FieldMarkers.tsx'
import {useForm} from './formContext.ts'
import {inputKindOf, optionItemsOf, type InputKind} from './inputKind.ts'
import {BooleanInput} from './inputs/BooleanInput.tsx'
import type {ChangeOptions, FieldInfo} from './inputs/inputProps.ts'
import {JsonValue} from './inputs/JsonValue.tsx'
import {NumberInput} from './inputs/NumberInput.tsx'
import {RadioInput} from './inputs/RadioInput.tsx'
import {StringInput} from './inputs/StringInput.tsx'
import {TextInput} from './inputs/TextInput.tsx'
import {CheckboxListInput} from './inputs/CheckboxListInput.tsx'
import type {GeopointValue} from './inputs/GeopointInput.tsx'
import type {SlugValue} from './inputs/SlugInput.tsx'
import {tagItemShapeOf, type TagShape} from './inputs/tagShape.ts'
import {ObjectField} from './ObjectField.tsx'
import type {ReferenceValue} from '../../core/references/index.ts'
import {InvalidValueGate} from './invalid/InvalidValueGate.tsx'
import {useCondition, useValueAt} from './useFieldState.ts'
import {ArrayInput, AssetField, DateInput, DateTimeInput, Deferred, GeopointInput, PortableTextInput, ReferenceInput, RichDateInput, SelectInput, SlugInput, TagsInput} from './lazyInputs.tsx'

function titleOf(definition: {title?: unknown}, name: string): string {
  return typeof definition.title === 'string' && definition.title ? definition.title : name
}

export interface FormFieldProps {
  field: CompiledField
  /** The object the field belongs to (the document at the top). */
  scope: ObjectScope
}

export const FormField = memo(function FormField({field, scope}: FormFieldProps) {
  const form = useForm()
  const {definition} = field.type
  const path = useMemo(() => [...scope.path, field.name], [scope.path, field.name])
  const resolved = useMemo<ResolvedField>(
    () => ({intrinsic: field.type.intrinsic, definition: definition as FieldDefinition & Record<string, unknown>}),
    [field.type.intrinsic, definition],
  )
  const kind = inputKindOf(resolved, field.type)
  const info = useMemo<FieldInfo>(
    () => ({
      name: field.name,
      title: titleOf(definition, field.name),
      description: typeof definition.description === 'string' ? definition.description : undefined,
      deprecated: definition.deprecated?.reason,
      placeholder: typeof definition.placeholder === 'string' ? definition.placeholder : undefined,
      definition,
    }),
    [field.name, definition],
  )
  const place = {parent: scope.path, value: path, report: path}
  const hidden = useCondition(definition.hidden, 'hidden', place)
  const fieldReadOnly = useCondition(definition.readOnly, 'readOnly', place)
  if (hidden) return null
  const readOnly = form.readOnly || scope.readOnly || fieldReadOnly
  // A stored value the input cannot show (wrong JSON type, list problems) gets its notice first (ERR-ED-018).
  if (kind === 'object')
    return (
      <FieldPathContext.Provider value={path}>
        <InvalidValueGate path={path} type={field.type} info={info} readOnly={readOnly} showsAnyValue={false}>
          <ObjectField field={field} info={info} path={path} scope={scope} readOnly={readOnly} />
        </InvalidValueGate>
      </FieldPathContext.Provider>
    )
  if (kind === 'image' || kind === 'file')
    return (
      <FieldPathContext.Provider value={path}>
        <InvalidValueGate path={path} type={field.type} info={info} readOnly={readOnly} showsAnyValue={false}>
          <Deferred component={AssetField} info={info} props={{kind, field, info, path, scope, readOnly}} />
        </InvalidValueGate>
      </FieldPathContext.Provider>
    )
  if (kind === 'array' || kind === 'primitiveArray')
    return (
      <FieldPathContext.Provider value={path}>
        <Deferred component={ArrayInput} info={info} props={{kind, field, info, path, scope, readOnly}} />
      </FieldPathContext.Provider>
    )
  if (kind === 'richText')
    return (
      <FieldPathContext.Provider value={path}>
        <InvalidValueGate path={path} type={field.type} info={info} readOnly={readOnly} showsAnyValue={false}>
          <Deferred component={PortableTextInput} info={info} props={{field, info, path, scope, readOnly}} />
        </InvalidValueGate>
      </FieldPathContext.Provider>
    )
  return (
    <FieldPathContext.Provider value={path}>
      <InvalidValueGate path={path} type={field.type} info={info} readOnly={readOnly} showsAnyValue={kind === 'json'}>
        <FieldInput
          kind={kind}
          info={info}
          path={path}
          scope={scope}
          readOnly={readOnly}
          tagShape={kind === 'tags' ? (tagItemShapeOf(field.type.of) ?? undefined) : undefined}
          typeName={typeof definition.type === 'string' ? definition.type : 'reference'}
        />
      </InvalidValueGate>
    </FieldPathContext.Provider>
  )
})

interface FieldInputProps {
  kind: Exclude<InputKind, 'object' | 'array' | 'primitiveArray' | 'image' | 'file' | 'richText'>
  info: FieldInfo
  path: Path
  scope: ObjectScope
  readOnly: boolean
  /** For tags: object Tag items instead of strings. */
  tagShape?: TagShape
  /** The field's schema type name (a reference's `_type`). */
  typeName: string
}

/** The input of one field kind; the only part that reads the field's value. */
function FieldInput({kind, info, path, scope, readOnly, tagShape, typeName}: FieldInputProps) {
  const {edit} = useForm()
  const value = useValueAt(path)
  const {definition} = info
  const onChange = useCallback(
    (next: unknown, options?: ChangeOptions) => edit(editPatches(scope.ancestors, path, next, options?.atomic)),
    [edit, scope.ancestors, path],
  )
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
      return <Deferred component={SelectInput} info={info} props={{...props, value: value as string | number | undefined, options: optionItemsOf(optionsList(definition))}} />
    case 'radio':
      return <RadioInput {...props} value={value as string | number | undefined} options={optionItemsOf(optionsList(definition))} />
    case 'date':
      return <Deferred component={DateInput} info={info} props={{...props, value: value as string | undefined}} />
    case 'datetime':
      return <Deferred component={DateTimeInput} info={info} props={{...props, value: value as string | undefined}} />
    case 'richDate':
      return <Deferred component={RichDateInput} info={info} props={{...props, value: value as RichDateValue | undefined}} />
    case 'slug':
      return <Deferred component={SlugInput} info={info} props={{...props, value: value as SlugValue | undefined}} />
    case 'geopoint':
      return <Deferred component={GeopointInput} info={info} props={{...props, value: value as GeopointValue | undefined}} />
    case 'tags':
      return <Deferred component={TagsInput} info={info} props={{...props, value: value as unknown[] | undefined, shape: tagShape}} />
    case 'checkboxList':
      return <CheckboxListInput {...props} value={value as (string | number)[] | undefined} options={optionItemsOf(optionsList(definition))} />
    case 'reference':
      return <Deferred component={ReferenceInput} info={info} props={{...props, value: value as ReferenceValue | undefined, typeName, parentPath: scope.path}} />
    case 'json':
      return <JsonValue field={info} value={value} />
  }
}

function optionsList(definition: Record<string, unknown>): unknown {
  return (definition.options as {list?: unknown} | undefined)?.list
}
