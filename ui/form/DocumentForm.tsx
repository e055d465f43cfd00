// The form of a document type: its fields in schema order, those of a fieldset gathered where the
// fieldset's first field stands. Groups (tabs) and collapsible fieldsets come with a later issue.
import {useMemo} from 'react'
import type {FieldDefinition, FieldsetDefinition} from '../../core/schema/index.ts'
import {FormContext, type FormEnvironment} from './formContext.ts'
import {FormField} from './FormField.tsx'
import styles from './Field.module.css'

export interface DocumentFormProps {
  fields: readonly FieldDefinition[]
  fieldsets?: readonly FieldsetDefinition[]
  environment: FormEnvironment
  /** Names the form for assistive technology. */
  label: string
}

type Block = {kind: 'field'; field: FieldDefinition} | {kind: 'fieldset'; fieldset: FieldsetDefinition; fields: FieldDefinition[]}

function blocksOf(fields: readonly FieldDefinition[], fieldsets: readonly FieldsetDefinition[]): Block[] {
  const byName = new Map(fieldsets.map((fieldset) => [fieldset.name, fieldset]))
  const blocks: Block[] = []
  const open = new Map<string, Block & {kind: 'fieldset'}>()
  for (const field of fields) {
    const fieldset = field.fieldset ? byName.get(field.fieldset) : undefined
    if (!fieldset) {
      blocks.push({kind: 'field', field})
      continue
    }
    let block = open.get(fieldset.name)
    if (!block) {
      block = {kind: 'fieldset', fieldset, fields: []}
      open.set(fieldset.name, block)
      blocks.push(block)
    }
    block.fields.push(field)
  }
  return blocks
}

export function DocumentForm({fields, fieldsets = [], environment, label}: DocumentFormProps) {
  const blocks = useMemo(() => blocksOf(fields, fieldsets), [fields, fieldsets])
  return (
    <FormContext.Provider value={environment}>
      <form className={styles.form} aria-label={label} onSubmit={(event) => event.preventDefault()}>
        {blocks.map((block) =>
          block.kind === 'field' ? (
            <FormField key={block.field.name} field={block.field} />
          ) : (
            <fieldset key={`fieldset:${block.fieldset.name}`} className={styles.fieldset}>
              <legend className={styles.legend}>{block.fieldset.title ?? block.fieldset.name}</legend>
              {block.fieldset.description && <p className={styles.description}>{block.fieldset.description}</p>}
              <div className={styles.fieldsetFields}>
                {block.fields.map((field) => (
                  <FormField key={field.name} field={field} />
                ))}
              </div>
            </fieldset>
          ),
        )}
      </form>
    </FormContext.Provider>
  )
}
