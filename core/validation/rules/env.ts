// What a check may know beyond the value: where it sits, its document, and the outside world.
import type {Path} from '../../editing/paths.ts'
import type {RuleState} from '../Rule.ts'
import type {ValidationContext} from '../types.ts'

export interface CheckEnv {
  rule: RuleState
  document: Record<string, unknown> | undefined
  parent: unknown
  path: Path
  /** The field's resolved schema definition. */
  type: Record<string, unknown>
  locale: string
  context: ValidationContext
}
