// The fixes of one problem as buttons; each applies its patches through the form's edit, so a fix
// is an edit like any other: shown at once, committed with the rest, undone the same way.
import {Button} from 'react-aria-components'
import type {InvalidValueProblem} from '../../../core/invalidValues/index.ts'
import {useForm} from '../formContext.ts'
import {useProblemText} from './problemText.ts'
import styles from './InvalidValues.module.css'

export interface FixButtonsProps {
  problem: InvalidValueProblem
  readOnly: boolean
  /** Names each button more precisely than its visible text (which it starts with). */
  labelOf?: (text: string) => string
}

export function FixButtons({problem, readOnly, labelOf}: FixButtonsProps) {
  const {edit} = useForm()
  const {fixLabel} = useProblemText()
  return (
    <div className={styles.fixes}>
      {problem.fixes.map((fix) => {
        const text = fixLabel(fix)
        return (
          <Button key={`${fix.kind}:${fix.to ?? ''}`} className={styles.fix} isDisabled={readOnly} aria-label={labelOf?.(text)} onPress={() => edit(fix.patches)}>
            {text}
          </Button>
        )
      })}
    </div>
  )
}

/** A stored value as formatted JSON; focusable so a long value can be scrolled by keyboard. */
export function JsonDump({value}: {value: unknown}) {
  return (
    <pre className={styles.json} tabIndex={0}>
      {JSON.stringify(value, null, 2)}
    </pre>
  )
}
