// The texts of a problem and of its fixes in the user's language (namespace `form`, 'invalid.*').
import {useCallback} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {JSON_TYPE_NAMES, type InvalidValueFix, type InvalidValueProblem} from '../../../core/invalidValues/index.ts'
import type {JsonType} from '../../../core/schema/index.ts'

export function useProblemText(): {message: (problem: InvalidValueProblem) => string; fixLabel: (fix: InvalidValueFix) => string} {
  const {t: typed} = useTranslation('form')
  // The keys are built from codes and fix kinds, each of which has its text in the bundle.
  const t = typed as unknown as (key: string, options: Record<string, unknown>) => string
  const message = useCallback((problem: InvalidValueProblem) => t(`invalid.${problem.code}`, problem.params), [t])
  const fixLabel = useCallback(
    (fix: InvalidValueFix) => t(`invalid.fix.${fix.kind}`, {type: fix.kind === 'convert' ? JSON_TYPE_NAMES[fix.to as JsonType] : (fix.to ?? '')}),
    [t],
  )
  return {message, fixLabel}
}
