// The form of a document type: its members (fields and fieldsets) in schema order and columns,
// under group tabs when the type declares groups. The schema is compiled once per set of types.
import {useSelector} from '@xstate/react'
import {memo, useMemo} from 'react'
import {
  createConditionalEvaluator,
  describeConditionalIssue,
  formLayoutOf,
  type ConditionalProperty,
  type FormLayout,
  type TypesByName,
} from '../../core/schema/index.ts'
import {DOCUMENT_SCOPE, type ObjectScope} from './fieldPath.ts'
import {useCondition} from './useFieldState.ts'
import {FormContext, type FormEnvironment, type FormRuntime} from './formContext.ts'
import {ObjectTypeContext, type ObjectTypeAt} from './invalid/objectTypeContext.ts'
import {LayoutBody} from './LayoutBody.tsx'
import {useShownValues} from './useShownValues.ts'
import {useMarkerSource} from './markerSource.ts'
import fieldStyles from './Field.module.css'
import styles from './Layout.module.css'
import {compiledSchemaOf} from './compiledSchema.ts'
import {focusedFieldPath} from './focusedFieldPath.ts'
import type {Path} from '../../core/editing/paths.ts'

export interface DocumentFormProps {
  /** The document type's name in the schema. */
  typeName: string
  environment: FormEnvironment
  /** Names the form for assistive technology. */
  label: string
  /** Names the group tabs: the document type's title. */
  typeTitle: string
  /** The field the editor is in ([] for none), for presence; called as focus moves. */
  onFocusPath?: (path: Path) => void
}

/** Memoised: the pane re-rendering (notices, read-only) does not walk the form's members. */
export const DocumentForm = memo(function DocumentForm({typeName, environment, label, typeTitle, onFocusPath}: DocumentFormProps) {
  const type = useMemo(() => compiledSchemaOf(environment.types).get(typeName), [environment.types, typeName])
  const layout = useMemo(() => (type ? formLayoutOf(type) : null), [type])
  // The document's unknown fields are listed by its type (ED-FORM-006).
  const documentAt = useMemo<ObjectTypeAt | null>(() => (type ? {path: [], type} : null), [type])
  // One evaluator per form: each failing callback is reported to the console, promises once.
  const evaluate = useMemo(
    () =>
      createConditionalEvaluator((issue) =>
        issue.kind === 'returned-undefined' ? console.warn(describeConditionalIssue(issue)) : console.error(describeConditionalIssue(issue), issue.kind === 'threw' ? issue.error : ''),
      ),
    [],
  )
  const documentKey = useSelector(environment.pair, (s) => s.context.editing.spec.publishedId)
  const values = useShownValues(environment.pair, environment.initialValue)
  const markers = useMarkerSource(environment.validation)
  const runtime = useMemo<FormRuntime>(
    () => ({...environment, evaluate, documentKey, values, markers, LayoutBody}),
    [environment, evaluate, documentKey, values, markers],
  )
  if (!type || !layout) throw new Error(`The document type "${typeName}" is not in the schema`)
  return (
    <FormContext.Provider value={runtime}>
      <div
        role="form"
        className={`${fieldStyles.form} ${styles.form}`}
        aria-label={label}
        onFocus={onFocusPath && ((event) => {
          const path = focusedFieldPath(event.target, event.currentTarget)
          if (path) onFocusPath(path)
        })}
        onBlur={onFocusPath && ((event) => {
          // Focus going elsewhere in the studio leaves the field; focus going nowhere (another
          // window, a click on plain text, a popover of the field) keeps the editor where they were.
          const next = event.relatedTarget
          if (next !== null && !event.currentTarget.contains(next)) onFocusPath([])
        })}
      >
        <ObjectTypeContext.Provider value={documentAt}>
          <DocumentBody readOnly={type.definition.readOnly} layout={layout} label={typeTitle} />
        </ObjectTypeContext.Provider>
      </div>
    </FormContext.Provider>
  )
})

const DOCUMENT_PLACE = {parent: [], value: [], report: []}

/**
 * The document's members, read-only as a whole when its type says so (ED-FORM-043): `readOnly: true`
 * or a callback, which sees the document as `document`, `parent` and `value`.
 */
function DocumentBody({readOnly, layout, label}: {readOnly: ConditionalProperty | undefined; layout: FormLayout; label: string}) {
  const typeReadOnly = useCondition(readOnly, 'readOnly', DOCUMENT_PLACE)
  const scope = useMemo<ObjectScope>(() => (typeReadOnly ? {...DOCUMENT_SCOPE, readOnly: true} : DOCUMENT_SCOPE), [typeReadOnly])
  return <LayoutBody layout={layout} scope={scope} label={label} />
}
