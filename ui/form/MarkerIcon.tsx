// The icon of a validation level: a circled mark for errors, a triangle for warnings, a circled i
// for information. Decorative: whatever holds it carries the words.
import type {ValidationLevel} from '../../core/validation/types.ts'
import {ErrorIcon, InfoIcon, WarningIcon} from '../components/Icons.tsx'

export function MarkerIcon({level}: {level: ValidationLevel}) {
  if (level === 'error') return <ErrorIcon />
  if (level === 'warning') return <WarningIcon />
  return <InfoIcon />
}
