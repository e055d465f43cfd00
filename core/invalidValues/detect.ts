// Finding invalid values: `valueProblems` for one level (what a field of the form shows: its own
// type, its array's items, its object's unknown fields), `findInvalidValues` for the whole value
// below that level (documents, tests).
import type {Path} from '../editing/paths.ts'
import type {CompiledType} from '../schema/compiledType.ts'
import {arrayProblems} from './arrayProblems.ts'
import {dateProblem} from './dateValue.ts'
import {unknownFieldProblems} from './objectProblems.ts'
import {itemSegment} from './patches.ts'
import {isPlainObject, type InvalidValueCode, type InvalidValueProblem} from './problems.ts'
import {typeProblem} from './valueType.ts'

export function valueProblems(value: unknown, type: CompiledType, path: Path): InvalidValueProblem[] {
  const wrongType = typeProblem(value, type, path)
  if (wrongType) return [wrongType]
  const notADate = dateProblem(value, type, path)
  if (notADate) return [notADate]
  if (Array.isArray(value)) return arrayProblems(value, type.of, path)
  if (isPlainObject(value)) return unknownFieldProblems(value, type, path)
  return []
}

/** Problems at this level and in every field and accepted item below it. */
export function findInvalidValues(value: unknown, type: CompiledType, path: Path = []): InvalidValueProblem[] {
  const here = valueProblems(value, type, path)
  if (here.some((problem) => problem.code === 'INCOMPATIBLE_TYPE')) return here
  const below: InvalidValueProblem[] = []
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (!isPlainObject(item)) return
      const member = type.of.find((candidate) => candidate.jsonType === 'object' && candidate.name === item._type)
      if (member) below.push(...findInvalidValues(item, member, [...path, itemSegment(value, index)]))
    })
  } else if (isPlainObject(value)) {
    for (const field of type.fields) {
      if (field.name.startsWith('_') || value[field.name] === undefined) continue
      below.push(...findInvalidValues(value[field.name], field.type, [...path, field.name]))
    }
  }
  return [...here, ...below]
}

/** The problems of one kind, for a caller that shows each kind in its own place. */
export function problemsOfCode(problems: readonly InvalidValueProblem[], code: InvalidValueCode): InvalidValueProblem[] {
  return problems.filter((problem) => problem.code === code)
}
