// Between a field and its input: a value of the wrong JSON type, or a date field's string that is
// no date, replaces the input with its notice (the input could not show it); so does a list with
// problems, shown under the field's title with (for the read-only JSON view) the whole value below:
// an input that edits lists (tags, checkboxes) waits until they are fixed. Unknown fields of an
// object are the object's own panel (LayoutBody), which finds the object's type here.
import {useId, useMemo, type ReactNode} from 'react'
import type {Path} from '../../../core/editing/paths.ts'
import {valueProblems, type InvalidValueCode} from '../../../core/invalidValues/index.ts'
import type {CompiledType} from '../../../core/schema/index.ts'
import {FieldHeader} from '../FieldHeader.tsx'
import type {FieldInfo} from '../inputs/inputProps.ts'
import {useValueAt} from '../useFieldState.ts'
import {ArrayProblems} from './ArrayProblems.tsx'
import {JsonDump} from './FixButtons.tsx'
import {InvalidValueNotice} from './InvalidValueNotice.tsx'
import {ObjectTypeContext} from './objectTypeContext.ts'
import fieldStyles from '../Field.module.css'

const REPLACES_INPUT: ReadonlySet<InvalidValueCode> = new Set(['INCOMPATIBLE_TYPE', 'INVALID_DATE'])

export interface InvalidValueGateProps {
  path: Path
  type: CompiledType
  info: FieldInfo
  readOnly: boolean
  /** The read-only JSON view shows any list as it is; other inputs need a clean one. */
  showsAnyValue: boolean
  children: ReactNode
}

export function InvalidValueGate({path, type, info, readOnly, showsAnyValue, children}: InvalidValueGateProps) {
  const value = useValueAt(path)
  const problems = useMemo(() => valueProblems(value, type, path).filter((problem) => problem.code !== 'UNKNOWN_FIELD'), [value, type, path])
  const objectAt = useMemo(() => ({path, type}), [path, type])
  const labelId = useId()
  const descriptionId = useId()
  const wrongType = problems.find((problem) => REPLACES_INPUT.has(problem.code))
  if (wrongType) return <InvalidValueNotice field={info} problem={wrongType} readOnly={readOnly} />
  const input = type.jsonType === 'object' ? <ObjectTypeContext.Provider value={objectAt}>{children}</ObjectTypeContext.Provider> : children
  if (problems.length === 0) return input
  // The field's title first, then what is wrong, then (for the JSON view) the value itself.
  return (
    <div className={fieldStyles.field} role="group" aria-labelledby={labelId}>
      <FieldHeader title={info.title} description={info.description} deprecated={info.deprecated} plain={{labelId, descriptionId}} />
      <ArrayProblems path={path} value={value} members={type.of} readOnly={readOnly} />
      {showsAnyValue && <JsonDump value={value} />}
    </div>
  )
}
