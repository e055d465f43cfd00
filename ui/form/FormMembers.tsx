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

/**
 * Members past this many are laid out in runs of this size (a multiple of every column count, 1
 * to 4), each skipped by the browser while it is off screen (Layout.module.css, .memberRun).
 */
export const MEMBER_RUN_SIZE = 24

export function FormMembers({members, columns, scope}: {members: readonly LayoutMember[]; columns: number; scope: ObjectScope}) {
  const style = {'--columns': columns} as CSSProperties
  const rendered = members.map((member) =>
    member.kind === 'field' ? (
      <FormField key={member.name} field={member.field} scope={scope} />
    ) : (
      <FieldsetMember key={`fieldset:${member.name}`} fieldset={member} scope={scope} />
    ),
  )
  if (rendered.length <= MEMBER_RUN_SIZE) {
    return (
      <div className={styles.members} style={style}>
        {rendered}
      </div>
    )
  }
  // A long form (hundreds of fields) costs every frame of typing: the browser hit-tests, lays out
  // and paints the whole list. Runs off screen are skipped, and a keystroke lays out one run.
  return (
    <div className={styles.memberRuns}>
      {runsOf(rendered, MEMBER_RUN_SIZE).map((run, index) => (
        <div key={index} className={`${styles.members} ${styles.memberRun}`} style={style}>
          {run}
        </div>
      ))}
    </div>
  )
}

function runsOf<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = []
  for (let start = 0; start < items.length; start += size) runs.push(items.slice(start, start + size))
  return runs
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
