// The members of an object or document (fields and fieldsets, ED-FORM-001) in its columns
// (ED-FORM-005). A fieldset's `hidden` and `readOnly` see the enclosing object as `parent` and
// `value`; its read-only passes down to its fields.
import {memo, useMemo, type CSSProperties} from 'react'
import type {LayoutFieldset, LayoutMember} from '../../core/schema/index.ts'
import {memberKey, type ObjectScope} from './fieldPath.ts'
import {useForm} from './formContext.ts'
import {FormField} from './FormField.tsx'
import {Section} from './Section.tsx'
import {useCondition} from './useFieldState.ts'
import styles from './Layout.module.css'

export function FormMembers({members, columns, scope}: {members: readonly LayoutMember[]; columns: number; scope: ObjectScope}) {
  return (
    <div className={styles.members} style={{'--columns': columns} as CSSProperties}>
      {members.map((member) =>
        member.kind === 'field' ? (
          <FormField key={member.name} field={member.field} scope={scope} />
        ) : (
          <FieldsetMember key={`fieldset:${member.name}`} fieldset={member} scope={scope} />
        ),
      )}
    </div>
  )
}

const FieldsetMember = memo(function FieldsetMember({fieldset, scope}: {fieldset: LayoutFieldset; scope: ObjectScope}) {
  const {documentKey} = useForm()
  const report = useMemo(() => [...scope.path, fieldset.name], [scope.path, fieldset.name])
  const place = {parent: scope.path, value: scope.path, report}
  const hidden = useCondition(fieldset.hidden, 'hidden', place)
  const readOnly = useCondition(fieldset.readOnly, 'readOnly', place)
  const inner = useMemo<ObjectScope>(() => (readOnly && !scope.readOnly ? {...scope, readOnly: true} : scope), [scope, readOnly])
  const members = useMemo<LayoutMember[]>(() => fieldset.fields.map((field) => ({kind: 'field', name: field.name, field})), [fieldset.fields])
  if (hidden) return null
  return (
    <Section
      variant="fieldset"
      title={fieldset.title ?? fieldset.name}
      description={fieldset.description}
      collapsible={fieldset.collapsible}
      collapsed={fieldset.collapsed}
      memoryKey={`${documentKey}:${memberKey(scope.path, fieldset.name)}`}
    >
      <FormMembers members={members} columns={fieldset.columns} scope={inner} />
    </Section>
  )
})
