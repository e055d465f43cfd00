// ED-FORM-009: a string in a date or date-time field that is no date (by validation's own check,
// ED-VAL-050). Its JSON type fits, but the date input can only show a date it reads, so it would
// show an empty box over a stored value; like a value of the wrong type, it gets the invalid-value
// notice with reset instead. The date inputs store typed text only once it reads as a whole date,
// so what an editor is typing is never flagged.
import type {Path} from '../editing/paths.ts'
import type {CompiledType} from '../schema/compiledType.ts'
import {isIsoDate} from '../validation/rules/date.ts'
import {unset} from './patches.ts'
import {INVALID_VALUE_MESSAGES as MESSAGES, type InvalidValueProblem} from './problems.ts'

/** How each kind is stored, as the notice names it (ED-DATE-006). */
const STORED_DATE_FORMATS = {date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DDTHH:mm:ss.sssZ'} as const

export function dateProblem(value: unknown, type: Pick<CompiledType, 'intrinsic'>, path: Path): InvalidValueProblem | null {
  const kind = type.intrinsic
  if ((kind !== 'date' && kind !== 'datetime') || typeof value !== 'string' || isIsoDate(value, kind)) return null
  const format = STORED_DATE_FORMATS[kind]
  return {code: 'INVALID_DATE', path, message: MESSAGES.invalidDate(format), params: {format}, value, fixes: [{kind: 'reset', patches: unset(path)}]}
}
