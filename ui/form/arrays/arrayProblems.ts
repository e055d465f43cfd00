// The array input's view of invalid values (ED-ARR-040 … ED-ARR-046, core/invalidValues/): list
// problems with their fixes, and items that are not keyed objects of a declared type, shown as
// JSON above the items (the list itself draws only keyed objects), so nothing is hidden or lost.
import {createElement, type ReactNode} from 'react'
import type {Path} from '../../../core/editing/paths.ts'
import type {CompiledType} from '../../../core/schema/index.ts'
import {ArrayProblems} from '../invalid/ArrayProblems.tsx'

export interface ArrayProblemsInput {
  path: Path
  value: unknown
  members: readonly CompiledType[]
  readOnly: boolean
}

export function useArrayProblems(input: ArrayProblemsInput): ReactNode {
  return createElement(ArrayProblems, input)
}
