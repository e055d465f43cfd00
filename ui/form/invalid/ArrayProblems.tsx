// ED-ARR-040 … ED-ARR-045: what is wrong with a list, above its items. Problems of the whole list
// (missing or duplicate keys, mixed values) come first, each with its fix; then every item the
// list cannot edit (a type it does not declare, no `_type`), shown as JSON: it can be removed or
// given its type, never edited. For the array input to place; FormField shows it meanwhile.
import {useId, useMemo} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {Path} from '../../../core/editing/paths.ts'
import {arrayProblems, typeProblem, type InvalidValueProblem} from '../../../core/invalidValues/index.ts'
import type {CompiledType} from '../../../core/schema/index.ts'
import {FixButtons, JsonDump} from './FixButtons.tsx'
import {useProblemText} from './problemText.ts'
import styles from './InvalidValues.module.css'

export interface ArrayProblemsProps {
  path: Path
  value: unknown
  /** The array type's members (`of`, compiled). */
  members: readonly CompiledType[]
  readOnly: boolean
}

const ITEM_CODES = new Set(['INVALID_ITEM_TYPE', 'UNTYPED_OBJECT'])

/** The list's problems, a value that is not a list included; empty when there is nothing to show. */
export function problemsOfList(path: Path, value: unknown, members: readonly CompiledType[]): InvalidValueProblem[] {
  if (Array.isArray(value)) return arrayProblems(value, members, path)
  const wrongType = typeProblem(value, {jsonType: 'array', of: members}, path)
  return wrongType ? [wrongType] : []
}

export function ArrayProblems({path, value, members, readOnly}: ArrayProblemsProps) {
  const {t} = useTranslation('form')
  const {message} = useProblemText()
  const titleId = useId()
  const problems = useMemo(() => problemsOfList(path, value, members), [path, value, members])
  if (problems.length === 0) return null
  const items = Array.isArray(value) ? value : []
  const positionOf = (problem: InvalidValueProblem) => items.indexOf(problem.value) + 1
  const listProblems = problems.filter((problem) => !ITEM_CODES.has(problem.code))
  const itemProblems = problems.filter((problem) => ITEM_CODES.has(problem.code))
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {t('invalid.list.title')}
      </h3>
      {listProblems.map((problem) => (
        <div key={problem.code} className={styles.entry}>
          <p className={styles.message}>{message(problem)}</p>
          {problem.code === 'INCOMPATIBLE_TYPE' && <JsonDump value={problem.value} />}
          <FixButtons problem={problem} readOnly={readOnly} />
        </div>
      ))}
      {itemProblems.length > 0 && (
        <ul className={styles.list}>
          {itemProblems.map((problem) => {
            const index = positionOf(problem)
            return (
              <li key={index} className={styles.entry} aria-label={t('invalid.item.label', {index})}>
                <p className={styles.message}>{message(problem)}</p>
                <JsonDump value={problem.value} />
                <FixButtons problem={problem} readOnly={readOnly} labelOf={(fix) => t('invalid.fix.on-item', {fix, index})} />
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
