// ED-FORM-006: the fields an object (or the document) holds that its type does not declare, each
// with its value and a button removing that field alone. Nothing else is ever removed.
import {useSelector} from '@xstate/react'
import {useContext, useId, useMemo} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {pathKey, valueAtPath, type Path} from '../../../core/editing/paths.ts'
import {isPlainObject, unknownFieldProblems, type InvalidValueProblem} from '../../../core/invalidValues/index.ts'
import type {CompiledType} from '../../../core/schema/index.ts'
import {useForm} from '../formContext.ts'
import {shownDocument} from '../shownDocument.ts'
import {FixButtons, JsonDump} from './FixButtons.tsx'
import {ObjectTypeContext} from './objectTypeContext.ts'
import {useProblemText} from './problemText.ts'
import styles from './InvalidValues.module.css'

/** The panel of the object laid out at `path`, when the enclosing object type is known. */
export function UnknownFields({path, readOnly}: {path: Path; readOnly: boolean}) {
  const at = useContext(ObjectTypeContext)
  const form = useForm()
  if (!at || pathKey(at.path) !== pathKey(path)) return null
  return <UnknownFieldsPanel path={path} type={at.type} readOnly={readOnly || form.readOnly} />
}

/**
 * Selects the unknown fields as one string, so typing in a declared field (a new value of the
 * object each time) does not re-render the panel.
 */
function useUnknownFields(path: Path, type: CompiledType): InvalidValueProblem[] {
  const {pair, initialValue} = useForm()
  // Problems are plain JSON (paths, patches, values), so the string is all of them.
  const signature = useSelector(pair, (snapshot) => {
    const value = valueAtPath(shownDocument(snapshot) ?? initialValue ?? undefined, path)
    return isPlainObject(value) ? JSON.stringify(unknownFieldProblems(value, type, path)) : '[]'
  })
  return useMemo(() => JSON.parse(signature) as InvalidValueProblem[], [signature])
}

export function UnknownFieldsPanel({path, type, readOnly}: {path: Path; type: CompiledType; readOnly: boolean}) {
  const {t} = useTranslation('form')
  const {message} = useProblemText()
  const titleId = useId()
  const problems = useUnknownFields(path, type)
  if (problems.length === 0) return null
  return (
    <section className={styles.panel} aria-labelledby={titleId} data-unknown-fields={pathKey(path)}>
      <h3 id={titleId} className={styles.title}>
        {t('invalid.unknown-fields.title')}
      </h3>
      <p className={styles.description}>{t('invalid.unknown-fields.description')}</p>
      <ul className={styles.list}>
        {problems.map((problem) => (
          <li key={String(problem.params.field)} className={styles.entry} data-field={String(problem.params.field)}>
            <p className={styles.message}>{message(problem)}</p>
            <JsonDump value={problem.value} />
            <FixButtons problem={problem} readOnly={readOnly} labelOf={() => t('invalid.fix.remove-field-label', {field: problem.params.field})} />
          </li>
        ))}
      </ul>
    </section>
  )
}
