// Hook point for the invalid-value repairs (ED-ARR-040 … ED-ARR-046, core/invalidValues/): the
// array input asks here whether its value has problems and shows what it gets above its items.
// Until the repairs land, nothing is reported and items that are not keyed objects are not drawn.
import type {ReactNode} from 'react'
import type {Path} from '../../../core/editing/paths.ts'
import type {CompiledType} from '../../../core/schema/index.ts'

export interface ArrayProblemsInput {
  path: Path
  value: unknown
  members: readonly CompiledType[]
  readOnly: boolean
}

export function useArrayProblems(_input: ArrayProblemsInput): ReactNode {
  return null
}
